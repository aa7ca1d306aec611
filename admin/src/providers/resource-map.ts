/**
 * How each react-admin resource maps onto the admin GraphQL contract (docs/admin-api.md). The
 * submission kinds' entries are made from their definitions in @school/common; the documents each
 * resource sends are in resource-documents.ts.
 */
import { KINDS, type KindName, type KindSpec } from '@school/common';

export interface ResourceSpec {
  /** Filter fields the API accepts (none: the list takes no filter). */
  filters: readonly string[];
  /** The fields an edit sends. */
  update?: { fields: readonly string[] };
  /** Export file name under /admin/export/, when the resource can be exported. */
  exportName?: string;
}

/** The submission kinds' lists also filter on assignment and on the workflow clock. */
const TRIAGE_FILTERS = ['assigneeId', 'mine', 'unassigned', 'statusChangedBefore'];

/** A kind's resource, from its definition in @school/common: filters, editable fields, export. */
function kindResource(kind: KindSpec & { name: KindName }): ResourceSpec {
  const triaged = kind.statuses !== null;
  const editable = [...(triaged ? ['status', 'assigneeId'] : []), ...Object.keys(kind.edits)];
  return {
    filters: triaged ? [...kind.filters, ...TRIAGE_FILTERS] : kind.filters,
    update: editable.length > 0 ? { fields: editable } : undefined,
    exportName: kind.resource,
  };
}

export const RESOURCES: Record<string, ResourceSpec> = {
  ...Object.fromEntries(KINDS.map((kind) => [kind.resource, kindResource(kind)])),
  notifications: {
    filters: ['status'],
  },
  'audit-log': {
    filters: ['actorEmail', 'action', 'kind', 'createdFrom', 'createdTo'],
  },
};

export function specOf(resource: string): ResourceSpec {
  const spec = RESOURCES[resource];
  if (!spec) throw new Error(`Unknown resource: ${resource}`);
  return spec;
}
