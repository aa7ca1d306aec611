/**
 * How each react-admin resource maps onto the admin GraphQL contract (docs/admin-api.md). The
 * submission kinds' entries are made from their definitions in @school/common.
 */
import { KINDS, kindNames, type KindName, type KindSpec } from '@school/common';

export interface ResourceSpec {
  /** Query returning { items, total }. */
  list: string;
  /** Query returning one record by id (absent: found through the list). */
  one?: string;
  filterType?: string;
  /** Filter fields the API accepts. */
  filters: readonly string[];
  fields: string;
  update?: { mutation: string; inputType: string; fields: readonly string[] };
  updateMany?: string;
  deleteMany?: string;
  /** Export file name under /admin/export/, when the resource can be exported. */
  exportName?: string;
}

/** The fields the dashboard reads of each kind (the rest of a kind's entry comes from its shared definition). */
const KIND_FIELDS: Record<KindName, string> = {
  'trial-request': 'id name email gender category status notes handledBy spam createdAt',
  'contact-message': 'id name email message status notes spam createdAt',
  'teacher-application': 'id name email message status notes spam createdAt resumeName resumeSize resumeUrl resumeDownloadPath',
  'page-view': 'id page createdAt',
};

/** A kind's resource, from its definition in @school/common: names, filters, editable fields, export. */
function kindResource(kind: KindSpec & { name: KindName }): ResourceSpec {
  const names = kindNames(kind);
  const editable = [...(kind.statuses ? ['status'] : []), ...Object.keys(kind.edits)];
  return {
    list: names.list,
    one: names.one ?? undefined,
    filterType: names.filter,
    filters: kind.filters,
    fields: KIND_FIELDS[kind.name],
    update: names.update ? { mutation: names.update.one, inputType: names.update.input, fields: editable } : undefined,
    updateMany: names.update?.many,
    deleteMany: names.deleteMany,
    exportName: kind.resource,
  };
}

export const RESOURCES: Record<string, ResourceSpec> = {
  ...Object.fromEntries(KINDS.map((kind) => [kind.resource, kindResource(kind)])),
  notifications: {
    list: 'notifications', filterType: 'NotificationFilter',
    filters: ['status'],
    fields: 'id kind channel submissionId recipient status attempts nextAttemptAt lastError deliveryKey createdAt sentAt',
  },
  'audit-log': {
    list: 'auditLog',
    filters: [],
    fields: 'id actorEmail action target detail clientIp createdAt',
  },
};

export const USER_FIELDS = 'id email role disabled createdAt lastLoginAt';

export function specOf(resource: string): ResourceSpec {
  const spec = RESOURCES[resource];
  if (!spec) throw new Error(`Unknown resource: ${resource}`);
  return spec;
}
