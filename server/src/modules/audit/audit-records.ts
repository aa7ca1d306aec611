/**
 * The records audit entries are about, named (docs/requirements.md#audit-log): a target
 * "trial_request:<id>" becomes { kind, resource, id, label: "Trial request from Asha Rao" }, looked up
 * one query per kind for a whole page; null when the target is no submission or no longer exists.
 */
import { kindNames, SUBMISSION_KINDS, type KindSpec } from '@school/common';
import { In, type DataSource } from 'typeorm';
import { kindIn, type Kinds } from '../kinds/kind-definition';

export interface AuditRecordValue {
  kind: string;
  resource: string;
  id: string;
  label: string;
}

const BY_SNAKE = new Map<string, KindSpec>(SUBMISSION_KINDS.map((kind) => [kindNames(kind).snake, kind]));

/** The kind and id of a submission target, or null. */
export function submissionTarget(target: string | null): { spec: KindSpec; id: string } | null {
  const at = target?.indexOf(':') ?? -1;
  if (!target || at < 0) return null;
  const spec = BY_SNAKE.get(target.slice(0, at));
  return spec ? { spec, id: target.slice(at + 1) } : null;
}

/** The audit target prefix of a kind name ('trial-request' → 'trial_request:'), or null for an unknown kind. */
export function targetPrefix(kind: string): string | null {
  const spec = SUBMISSION_KINDS.find((one) => one.name === kind);
  return spec ? `${kindNames(spec).snake}:` : null;
}

export async function recordsOf(
  dataSource: DataSource,
  kinds: Kinds,
  targets: (string | null)[],
): Promise<Map<string, AuditRecordValue>> {
  const wanted = new Map<KindSpec, Set<string>>();
  for (const target of targets) {
    const found = submissionTarget(target);
    if (found) wanted.set(found.spec, (wanted.get(found.spec) ?? new Set()).add(found.id));
  }
  const records = new Map<string, AuditRecordValue>();
  for (const [spec, ids] of wanted) {
    const rows = (await dataSource.getRepository(kindIn(kinds, spec.name)!.entity).find({
      select: { id: true, name: true },
      where: { id: In([...ids]) } as never,
    })) as { id: string; name: string }[];
    for (const row of rows)
      records.set(`${kindNames(spec).snake}:${row.id}`, {
        kind: spec.name,
        resource: spec.resource,
        id: row.id,
        label: `${spec.label.one} from ${row.name}`,
      });
  }
  return records;
}
