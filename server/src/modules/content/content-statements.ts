/** SQL for a content save, from the entity's own column names and transformers, for db/atomic's one transaction. */
import type { DataSource, EntityMetadata, ValueTransformer } from 'typeorm';
import type { Statement } from '../../db/atomic';

type Param = Statement['params'][number];

function columns(meta: EntityMetadata, values: Record<string, unknown>): [string, Param][] {
  return Object.entries(values).map(([property, value]) => {
    const column = meta.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${meta.tableName} has no column for ${property}`);
    const transformer = column.transformer as ValueTransformer | undefined;
    return [column.databaseName, (transformer ? transformer.to(value) : value) as Param];
  });
}

export function insertRow(dataSource: DataSource, entity: object, values: Record<string, unknown>): Statement {
  const meta = dataSource.getMetadata(entity as never);
  const pairs = columns(meta, values);
  return {
    sql: `INSERT INTO ${meta.tableName} (${pairs.map(([name]) => name).join(', ')}) VALUES (${pairs.map(() => '?').join(', ')})`,
    params: pairs.map(([, value]) => value),
  };
}

/** Changes the row with this id; unless `mustChange` is false, the whole transaction is undone when it is gone. */
export function updateRow(
  dataSource: DataSource,
  entity: object,
  id: string,
  values: Record<string, unknown>,
  mustChange = true,
): Statement {
  const meta = dataSource.getMetadata(entity as never);
  const pairs = columns(meta, values);
  return {
    sql: `UPDATE ${meta.tableName} SET ${pairs.map(([name]) => `${name} = ?`).join(', ')} WHERE id = ?`,
    params: [...pairs.map(([, value]) => value), id],
    mustChange,
  };
}
