/**
 * The kinds of submission, as the server, the dashboard and the site all see them: names, workflow
 * statuses, list filters, CSV columns, public entry points and who may read them. The server adds
 * what only it needs (entity, GraphQL words, notification text) in modules/<kind>/<kind>.definition.ts.
 */
import { APPLICATION_STATUSES, CONTACT_STATUSES, TRIAL_STATUSES, type AdminRole } from './enums';
import { EDIT_LIMITS } from './rules';

/** Every filter a dashboard list may offer (the GraphQL filter input and the CSV export's query). */
export const LIST_FILTERS = [
  'q',
  'status',
  'category',
  'createdFrom',
  'createdTo',
  'spam',
  'statusChangedBefore',
  'assigneeId',
  'mine',
  'unassigned',
] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

export interface KindSpec<Name extends string = string> {
  /** Singular, kebab-case ('trial-request'); notification jobs store it. */
  name: Name;
  /** Plural, kebab-case: the dashboard resource, the CSV export's file and the REST Location path. */
  resource: string;
  label: { one: string; many: string };
  /** The triage workflow, in order; the first is where every submission starts. null: no statuses. */
  statuses: readonly string[] | null;
  filters: readonly ListFilterName[];
  /**
   * Fields `q` searches (case-insensitive substring); submission kinds also match their assignee's
   * email and name, through a search index (docs/requirements.md#search).
   */
  search: readonly string[];
  /** Fields a list may sort by; createdAt (the default) first. */
  sortable: readonly string[];
  csvColumns: readonly string[];
  /** Text fields the dashboard may edit, with their longest length. */
  edits: Readonly<Record<string, number>>;
  /** A one-record query exists (the dashboard's show and edit pages). */
  show: boolean;
  /** The public entry points: the old REST shim and the GraphQL mutation. */
  restPath: string;
  mutation: string;
  roles: { read: readonly AdminRole[]; delete: readonly AdminRole[] };
  /** NOTIFY_<env>_TO and WEBHOOK_URL_<env> name who hears of a new one; null: never notified. */
  notify: { env: string } | null;
}

const ADMIN_ONLY = { read: ['admin'], delete: ['admin'] } as const;
const SUBMISSION_FILTERS = [
  'q',
  'status',
  'createdFrom',
  'createdTo',
  'spam',
  'statusChangedBefore',
  'assigneeId',
  'mine',
  'unassigned',
] as const;
const NOTES = { notes: EDIT_LIMITS.notes };

export const TRIAL_REQUEST = {
  name: 'trial-request',
  resource: 'trial-requests',
  label: { one: 'Trial request', many: 'Trial requests' },
  statuses: TRIAL_STATUSES,
  filters: [...SUBMISSION_FILTERS, 'category'],
  search: ['name', 'email', 'notes', 'handledBy'],
  sortable: ['createdAt', 'name', 'email', 'gender', 'category', 'status', 'handledBy', 'spam', 'id'],
  csvColumns: [
    'id',
    'createdAt',
    'name',
    'email',
    'phone',
    'gender',
    'category',
    'status',
    'assigneeId',
    'handledBy',
    'notes',
    'spam',
  ],
  edits: { ...NOTES, handledBy: EDIT_LIMITS.handledBy },
  show: true,
  restPath: '/api/v1/submittrial',
  mutation: 'createTrialRequest',
  roles: ADMIN_ONLY,
  notify: { env: 'TRIAL' },
} as const satisfies KindSpec;

export const CONTACT_MESSAGE = {
  name: 'contact-message',
  resource: 'contact-messages',
  label: { one: 'Contact message', many: 'Contact messages' },
  statuses: CONTACT_STATUSES,
  filters: SUBMISSION_FILTERS,
  search: ['name', 'email', 'message', 'notes'],
  sortable: ['createdAt', 'name', 'email', 'status', 'spam', 'id'],
  csvColumns: ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'status', 'assigneeId', 'notes', 'spam'],
  edits: NOTES,
  show: true,
  restPath: '/api/v1/submitcontact',
  mutation: 'createContactMessage',
  roles: ADMIN_ONLY,
  notify: { env: 'CONTACT' },
} as const satisfies KindSpec;

export const TEACHER_APPLICATION = {
  name: 'teacher-application',
  resource: 'teacher-applications',
  label: { one: 'Teacher application', many: 'Teacher applications' },
  statuses: APPLICATION_STATUSES,
  filters: SUBMISSION_FILTERS,
  search: ['name', 'email', 'message', 'notes'],
  sortable: ['createdAt', 'name', 'email', 'status', 'spam', 'resumeName', 'resumeSize', 'id'],
  csvColumns: [
    'id',
    'createdAt',
    'name',
    'email',
    'message',
    'status',
    'assigneeId',
    'notes',
    'spam',
    'resumeName',
    'resumeSize',
    'resumeUrl',
  ],
  edits: NOTES,
  show: true,
  restPath: '/api/v1/submitteacherapplication',
  mutation: 'createTeacherApplication',
  roles: { read: ['admin', 'recruiter'], delete: ['admin'] },
  notify: { env: 'APPLICATION' },
} as const satisfies KindSpec;

/** Page views are a kind too: listed, exported, erased and counted like the forms, never triaged or notified. */
export const PAGE_VIEW = {
  name: 'page-view',
  resource: 'page-views',
  label: { one: 'Page view', many: 'Page views' },
  statuses: null,
  filters: ['q', 'createdFrom', 'createdTo'],
  search: ['page'],
  sortable: ['createdAt', 'page', 'id'],
  csvColumns: ['id', 'createdAt', 'page'],
  edits: {},
  show: false,
  restPath: '/api/v1/keep-visitor-track',
  mutation: 'trackPageView',
  roles: ADMIN_ONLY,
  notify: null,
} as const satisfies KindSpec;

/** Every kind, in the dashboard's menu order. */
export const KINDS = [TRIAL_REQUEST, CONTACT_MESSAGE, TEACHER_APPLICATION, PAGE_VIEW] as const;
export type KindName = (typeof KINDS)[number]['name'];
/** The kinds people send through a form, each announced by email and webhook when configured. */
export type SubmissionKind = Extract<(typeof KINDS)[number], { notify: { env: string } }>['name'];
export const SUBMISSION_KINDS = KINDS.filter(
  (kind): kind is Extract<(typeof KINDS)[number], { name: SubmissionKind }> => kind.notify !== null,
);

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The kind's names in the GraphQL API and the audit log, all derived from its name. */
export function kindNames(kind: KindSpec) {
  const type = pascal(kind.name);
  const editable = kind.statuses !== null || Object.keys(kind.edits).length > 0;
  return {
    type,
    page: `${type}Page`,
    filter: `${type}Filter`,
    list: camel(kind.resource),
    one: kind.show ? camel(kind.name) : null,
    update: editable
      ? { one: `update${type}`, many: `update${pascal(kind.resource)}`, input: `Update${type}Input` }
      : null,
    deleteMany: `delete${pascal(kind.resource)}`,
    /** Flags or clears suspected spam, for the kinds people send (markTrialRequestsSpam). */
    markSpam: kind.notify ? `mark${pascal(kind.resource)}Spam` : null,
    /** Audit targets ("trial_request:<id>") and the metrics' kind label. */
    snake: kind.name.replace(/-/g, '_'),
    /** The dashboard summary's count of new ones, when the kind has statuses. */
    newCount: kind.statuses ? `new${pascal(kind.resource)}` : null,
  };
}
