/**
 * How each react-admin resource maps onto the admin GraphQL contract (docs/admin-api.md); its
 * documents are in resource-documents.ts.
 */
export interface ResourceSpec {
  /** Filter fields the API accepts (none: the list takes no filter). */
  filters: readonly string[];
  /** The fields an edit sends. */
  update?: { fields: readonly string[] };
  /** Export file name under /admin/export/, when the resource can be exported. */
  exportName?: string;
}

const SUBMISSION_FILTERS = ['q', 'status', 'createdFrom', 'createdTo', 'spam'] as const;

export const RESOURCES: Record<string, ResourceSpec> = {
  'trial-requests': {
    filters: [...SUBMISSION_FILTERS, 'category'],
    update: { fields: ['status', 'notes', 'handledBy'] },
    exportName: 'trial-requests',
  },
  'contact-messages': {
    filters: SUBMISSION_FILTERS,
    update: { fields: ['status', 'notes'] },
    exportName: 'contact-messages',
  },
  'teacher-applications': {
    filters: SUBMISSION_FILTERS,
    update: { fields: ['status', 'notes'] },
    exportName: 'teacher-applications',
  },
  'page-views': {
    filters: ['q', 'createdFrom', 'createdTo'],
    exportName: 'page-views',
  },
  notifications: {
    filters: ['status'],
  },
  'audit-log': {
    filters: [],
  },
};

export function specOf(resource: string): ResourceSpec {
  const spec = RESOURCES[resource];
  if (!spec) throw new Error(`Unknown resource: ${resource}`);
  return spec;
}
