/**
 * How each react-admin resource maps onto the admin GraphQL contract (docs/admin-api.md).
 */
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

const SUBMISSION_FILTERS = ['q', 'status', 'createdFrom', 'createdTo', 'spam'] as const;

export const RESOURCES: Record<string, ResourceSpec> = {
  'trial-requests': {
    list: 'trialRequests', one: 'trialRequest', filterType: 'TrialRequestFilter',
    filters: [...SUBMISSION_FILTERS, 'category'],
    fields: 'id name email gender category status notes handledBy spam createdAt',
    update: { mutation: 'updateTrialRequest', inputType: 'UpdateTrialRequestInput', fields: ['status', 'notes', 'handledBy'] },
    updateMany: 'updateTrialRequests',
    deleteMany: 'deleteTrialRequests',
    exportName: 'trial-requests',
  },
  'contact-messages': {
    list: 'contactMessages', one: 'contactMessage', filterType: 'ContactMessageFilter',
    filters: SUBMISSION_FILTERS,
    fields: 'id name email message status notes spam createdAt',
    update: { mutation: 'updateContactMessage', inputType: 'UpdateContactMessageInput', fields: ['status', 'notes'] },
    updateMany: 'updateContactMessages',
    deleteMany: 'deleteContactMessages',
    exportName: 'contact-messages',
  },
  'teacher-applications': {
    list: 'teacherApplications', one: 'teacherApplication', filterType: 'TeacherApplicationFilter',
    filters: SUBMISSION_FILTERS,
    fields: 'id name email message status notes spam createdAt resumeName resumeSize resumeUrl resumeDownloadPath',
    update: { mutation: 'updateTeacherApplication', inputType: 'UpdateTeacherApplicationInput', fields: ['status', 'notes'] },
    updateMany: 'updateTeacherApplications',
    deleteMany: 'deleteTeacherApplications',
    exportName: 'teacher-applications',
  },
  'page-views': {
    list: 'pageViews', filterType: 'PageViewFilter',
    filters: ['q', 'createdFrom', 'createdTo'],
    fields: 'id page createdAt',
    deleteMany: 'deletePageViews',
    exportName: 'page-views',
  },
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
