/**
 * The kind definitions agree with each other: the server's registry and @school/common list the same
 * kinds, every column a definition names exists on its entity, and every kind gets its operations.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { KINDS, kindNames } from '@school/common';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = resolve(__dirname, '../../..');
require('reflect-metadata');
const { kinds } = require(resolve(root, 'server/dist/modules/kinds/registry.js'));
const { getMetadataArgsStorage } = require('typeorm') as typeof import('typeorm');

/** A class, as TypeORM's metadata names its targets. */
type Constructor = abstract new (...args: never[]) => unknown;
interface ServerKind {
  spec: (typeof KINDS)[number];
  entity: Constructor;
  statusEnum: object | null;
  notice?: object;
}
const serverKinds = kinds as ServerKind[];
/** The entity's columns, its base classes' (the shared submission fields) included, as TypeORM builds them. */
function columnsOf(entity: Constructor): string[] {
  type Target = Parameters<ReturnType<typeof getMetadataArgsStorage>['filterColumns']>[0][number];
  const chain: Target[] = [];
  for (let target = entity as Target; target !== Function.prototype; target = Object.getPrototypeOf(target) as Target)
    chain.push(target);
  return getMetadataArgsStorage()
    .filterColumns(chain)
    .map((column) => column.propertyName);
}

describe('the kind registry', () => {
  it('lists the kinds of @school/common, in the same order, each with its own spec', () => {
    expect(serverKinds.map((kind) => kind.spec)).toEqual([...KINDS]);
  });

  it.each(serverKinds.map((kind) => [kind.spec.name, kind] as const))(
    '%s names only columns of its entity',
    (_name, kind) => {
      const columns = columnsOf(kind.entity);
      for (const field of [
        ...kind.spec.csvColumns,
        ...kind.spec.sortable,
        ...kind.spec.search,
        ...Object.keys(kind.spec.edits),
      ]) {
        expect(columns, field).toContain(field);
      }
      expect(columns.includes('status')).toBe(kind.spec.statuses !== null);
      expect(kind.statusEnum !== null).toBe(kind.spec.statuses !== null);
      const filters: readonly string[] = kind.spec.filters;
      expect(filters.includes('status')).toBe(kind.spec.statuses !== null);
      for (const filter of ['category', 'spam']) if (filters.includes(filter)) expect(columns).toContain(filter);
      expect(kind.spec.sortable[0]).toBe('createdAt');
    },
  );

  it('says what a notification tells of exactly the kinds that are notified', () => {
    for (const kind of serverKinds) expect(kind.notice !== undefined, kind.spec.name).toBe(kind.spec.notify !== null);
  });

  it('gives every kind its dashboard operations in the schema', async () => {
    const { buildAppSchema } = require(resolve(root, 'server/dist/graphql/build-schema.js'));
    const schema = await buildAppSchema();
    const queries = Object.keys(schema.getQueryType().getFields());
    const mutations = Object.keys(schema.getMutationType().getFields());
    for (const { spec } of serverKinds) {
      const names = kindNames(spec);
      expect(queries).toContain(names.list);
      expect(mutations).toContain(names.deleteMany);
      expect(mutations).toContain(spec.mutation);
      if (names.one) expect(queries).toContain(names.one);
      if (names.update) expect(mutations).toEqual(expect.arrayContaining([names.update.one, names.update.many]));
      expect(schema.getType(names.page)).toBeDefined();
    }
  });
});
