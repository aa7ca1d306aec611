/**
 * The GraphQL documents of each react-admin resource (providers/documents/*.graphql, typed by
 * `npm run codegen` into ../gql). Every document answers under the same aliases (`page`, `record`,
 * `ids`), so the data provider reads any resource the same way.
 */
import type { HistoryEntryFieldsFragment, ListParams } from '../gql/graphql';
import * as gql from '../gql/graphql';
import type { ApiFilter } from './filters';

type Document<Result, Variables> = gql.TypedDocumentString<Result, Variables>;
type Ids = Array<string | number>;

export interface ResourceDocuments<Row extends { id: string }, Filter, Update> {
  list: Document<{ page: { items: Row[]; total: number } }, { filter?: Filter | null; params?: ListParams | null }>;
  /** Records by id, in one request: the one-record query field, aliased once per id, over the row's fragment. */
  one?: { field: string; fragment: Document<Row, unknown> };
  update?: Document<{ record: Row }, { id: string; input: Update }>;
  updateMany?: Document<{ ids: string[] }, { ids: Ids; input: Update }>;
  deleteMany?: Document<{ ids: string[] }, { ids: Ids }>;
  /** "Spam" / "Not spam" for the submission kinds. */
  markSpam?: Document<{ ids: string[] }, { ids: Ids; spam: boolean }>;
  /** A record's audit entries as sentences, newest first. */
  history?: Document<{ record?: { history: HistoryEntryFieldsFragment[] } | null }, { id: string }>;
}

/**
 * What the data provider sends: react-admin hands over untyped filter values and edited fields
 * (strings from inputs), which the server checks (enums by GraphQL, the rules by the service).
 * Each resource's documents are checked against one another where they are declared (same row,
 * same update input); only the filter and update variables are widened here.
 */
export type AnyResourceDocuments = ResourceDocuments<{ id: string }, ApiFilter, Record<string, unknown>>;

function resource<Row extends { id: string }, Filter, Update>(
  documents: ResourceDocuments<Row, Filter, Update>,
): AnyResourceDocuments {
  return documents as unknown as AnyResourceDocuments;
}

export const DOCUMENTS: Record<string, AnyResourceDocuments> = {
  'trial-requests': resource({
    list: gql.TrialRequestsDocument,
    one: { field: 'trialRequest', fragment: gql.TrialRequestRecordFieldsFragmentDoc },
    update: gql.UpdateTrialRequestDocument,
    updateMany: gql.UpdateTrialRequestsDocument,
    deleteMany: gql.DeleteTrialRequestsDocument,
    markSpam: gql.MarkTrialRequestsSpamDocument,
    history: gql.TrialRequestHistoryDocument,
  }),
  'contact-messages': resource({
    list: gql.ContactMessagesDocument,
    one: { field: 'contactMessage', fragment: gql.ContactMessageRecordFieldsFragmentDoc },
    update: gql.UpdateContactMessageDocument,
    updateMany: gql.UpdateContactMessagesDocument,
    deleteMany: gql.DeleteContactMessagesDocument,
    markSpam: gql.MarkContactMessagesSpamDocument,
    history: gql.ContactMessageHistoryDocument,
  }),
  'teacher-applications': resource({
    list: gql.TeacherApplicationsDocument,
    one: { field: 'teacherApplication', fragment: gql.TeacherApplicationRecordFieldsFragmentDoc },
    update: gql.UpdateTeacherApplicationDocument,
    updateMany: gql.UpdateTeacherApplicationsDocument,
    deleteMany: gql.DeleteTeacherApplicationsDocument,
    markSpam: gql.MarkTeacherApplicationsSpamDocument,
    history: gql.TeacherApplicationHistoryDocument,
  }),
  'page-views': resource({ list: gql.PageViewsDocument, deleteMany: gql.DeletePageViewsDocument }),
  notifications: resource({ list: gql.NotificationsDocument }),
  'audit-log': resource({ list: gql.AuditLogDocument }),
};

export function documentsOf(name: string): AnyResourceDocuments {
  const documents = DOCUMENTS[name];
  if (!documents) throw new Error(`Unknown resource: ${name}`);
  return documents;
}
