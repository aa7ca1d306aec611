/**
 * People and replies (docs/requirements.md#people) as the dashboard reads and changes them: a person's page, erasing a person, replies (preview
 * and send) and the reply templates, which the API answers as one whole list. The documents are
 * documents/people.graphql (typed in ../gql).
 */
import type { GetListParams, Identifier } from 'react-admin';
import {
  CreateReplyTemplateDocument,
  DeleteReplyTemplateDocument,
  ErasePersonDocument,
  PersonDocument,
  PreviewReplyDocument,
  ReplyTemplatesDocument,
  SendReplyDocument,
  UpdateReplyTemplateDocument,
  type ErasePersonMutation,
  type PersonQuery,
  type PreviewReplyQuery,
  type ReplyTemplateFieldsFragment,
  type TimelineEntryFieldsFragment,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';
import { pageOf, type WholeList } from './whole-list';

export type Person = NonNullable<PersonQuery['person']>;
export type TimelineEntry = TimelineEntryFieldsFragment;
export type ErasureReport = ErasePersonMutation['report'];
export type ReplyTemplate = ReplyTemplateFieldsFragment;
export type ReplyPreview = PreviewReplyQuery['preview'];
export interface ReplyDraft {
  submissionId: string;
  subject: string;
  body: string;
}

export interface PeopleData {
  /** Everyone who wrote from that email, as far as the viewer may see; null: nobody. */
  getPerson(email: string): Promise<Person | null>;
  erasePerson(email: string): Promise<ErasureReport>;
  getReplyTemplates(): Promise<ReplyTemplate[]>;
  /** The reply with the submission's values filled in; BAD_USER_INPUT names the field. */
  previewReply(draft: ReplyDraft): Promise<ReplyPreview>;
  /** Queues the reply; answers its timeline entry. */
  sendReply(draft: ReplyDraft): Promise<TimelineEntry>;
}

/** What a template form sends: the three fields, as typed. */
function templateInput(data: Record<string, unknown>) {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  return { name: text('name'), subject: text('subject'), body: text('body') };
}

export function createReplyTemplatesData(request: GraphqlRequest): WholeList {
  const getAll = async () => (await request(ReplyTemplatesDocument)).replyTemplates;
  return {
    getAll,
    getList: async (params: Partial<GetListParams>) => pageOf(await getAll(), params, 'name'),
    create: async (data) => (await request(CreateReplyTemplateDocument, { input: templateInput(data) })).record,
    update: async (id: Identifier, data) =>
      (await request(UpdateReplyTemplateDocument, { id: String(id), input: templateInput(data) })).record,
    remove: async (id: Identifier) => {
      await request(DeleteReplyTemplateDocument, { id: String(id) });
    },
  };
}

export function createPeopleData(request: GraphqlRequest): PeopleData {
  return {
    getPerson: async (email) => (await request(PersonDocument, { email })).person ?? null,
    erasePerson: async (email) => (await request(ErasePersonDocument, { email })).report,
    getReplyTemplates: async () => (await request(ReplyTemplatesDocument)).replyTemplates,
    previewReply: async (draft) => (await request(PreviewReplyDocument, draft)).preview,
    sendReply: async (draft) => (await request(SendReplyDocument, draft)).entry,
  };
}
