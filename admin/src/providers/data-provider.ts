/**
 * The dashboard's data provider: react-admin's calls mapped onto the admin GraphQL contract
 * (docs/admin-api.md), over plain fetch. Users, teachers and reply templates go through users-data.ts,
 * teachers-data.ts and people-data.ts (the API answers each as one whole list); trial classes through
 * booking-data.ts; people and replies through people-data.ts; the site's content through
 * content-data.ts.
 */
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import {
  DashboardSettingsDocument,
  DashboardSummaryDocument,
  LaunchChecklistDocument,
  PageViewStatsDocument,
  StaffDocument,
  TriageOverviewDocument,
  TypedDocumentString,
} from '../gql/graphql';
import type {
  DashboardSettingsQuery,
  DashboardSummaryQuery,
  LaunchChecklistQuery,
  HistoryEntryFieldsFragment,
  PageViewStatsQuery,
  StaffQuery,
  TeacherFieldsFragment,
  TriageOverviewQuery,
} from '../gql/graphql';
import { createGraphqlClient, createGraphqlUpload, type ClientOptions, type GraphqlRequest } from './graphql-client';
import { toApiFilter } from './filters';
import { documentsOf, type AnyResourceDocuments } from './resource-documents';
import { specOf, type ResourceSpec } from './resource-map';
import { createBillingData, type BillingData } from './billing-data';
import { createBillingReportsData, type BillingReportsData } from './billing-reports-data';
import { createBookingData, type BookingData } from './booking-data';
import { createLessonsData, type LessonsData } from './lessons-data';
import { createPayrollData, type PayrollData } from './payroll-data';
import { pickInput } from './pick-input';
import { createTeachersData, type Availability } from './teachers-data';
import { createUsersData } from './users-data';
import { createPeopleData, createReplyTemplatesData, type PeopleData } from './people-data';
import { createContentData, createContentLists, createSchoolDetailsList, type ContentData } from './content-data';
import type { WholeList } from './whole-list';

export type PageViewStats = PageViewStatsQuery['pageViewStats'];
export type DashboardSummary = DashboardSummaryQuery['dashboardSummary'];
export type LaunchCheck = LaunchChecklistQuery['launchChecklist'][number];

export type Staff = StaffQuery['staff'][number];
export type TriageOverview = TriageOverviewQuery['triageOverview'];
export type DashboardSettings = DashboardSettingsQuery['dashboardSettings'];

export interface SchoolDataProvider
  extends
    DataProvider,
    BookingData,
    LessonsData,
    PeopleData,
    ContentData,
    BillingData,
    PayrollData,
    BillingReportsData {
  getPageViewStats(from: string, to: string): Promise<PageViewStats>;
  getDashboardSummary(): Promise<DashboardSummary>;
  /** "Before you launch", each item computed by the server. */
  getLaunchChecklist(): Promise<LaunchCheck[]>;
  /** "Spam" (true) or "Not spam" (false) for submissions; the ids changed. */
  markSpam(resource: string, ids: Identifier[], spam: boolean): Promise<Identifier[]>;
  getHistory(resource: string, id: Identifier): Promise<HistoryEntryFieldsFragment[]>;
  /** The accounts a submission can be assigned to; with a kind, only the roles that can open it. */
  getStaff(kind?: string): Promise<Staff[]>;
  getTriageOverview(): Promise<TriageOverview>;
  getDashboardSettings(): Promise<DashboardSettings>;
  /** Every teacher, inactive ones included, by name (the pickers' names). */
  getTeachers(): Promise<TeacherFieldsFragment[]>;
  /** Replaces a teacher's weekly ranges and dated exceptions; answers the teacher as saved. */
  setTeacherAvailability(teacherId: Identifier, availability: Availability): Promise<RaRecord>;
}

/** A submission's assignee as the edit form's field (assigneeId), beside the object the API answers. */
function withAssigneeId<R>(record: R): R {
  if (record && typeof record === 'object' && 'assignee' in record) {
    const assignee = (record as { assignee?: { id: string } | null }).assignee;
    return { ...record, assigneeId: assignee?.id ?? null };
  }
  return record;
}

function listVariables(spec: ResourceSpec, params: Partial<GetListParams>) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sortOrder = params.sort?.order === 'ASC' ? ('ASC' as const) : ('DESC' as const);
  const variables = { params: { page, perPage, sortField: params.sort?.field || 'createdAt', sortOrder } };
  return spec.filters.length
    ? { ...variables, filter: toApiFilter(params.filter as Record<string, unknown> | undefined, spec.filters) }
    : variables;
}

/** Records by id in one request (getOne is getMany of one id): the one-record field, aliased once per id, over its fragment. */
function manyDocument<Row>(
  { field, fragment }: { field: string; fragment: TypedDocumentString<Row, unknown> },
  count: number,
) {
  const name = String(fragment.__meta__?.fragmentName);
  const args = Array.from({ length: count }, (_, i) => `$id${i}: ID!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `r${i}: ${field}(id: $id${i}) { ...${name} }`).join(' ');
  return new TypedDocumentString<Record<string, Row | null>, Record<string, string>>(
    `query(${args}) { ${fields} } ${fragment.toString()}`,
  );
}

function notSupported(what: string, resource: string): never {
  throw new Error(`${what} is not available for ${resource}`);
}

function oneOf(resource: string): NonNullable<AnyResourceDocuments['one']> {
  return documentsOf(resource).one ?? notSupported('Reading one record', resource);
}

export function createDataProvider(options: ClientOptions = {}): SchoolDataProvider {
  const request: GraphqlRequest = createGraphqlClient(options);
  // the lists the API answers whole, each with its own create and update
  const teachers = createTeachersData(request);
  const wholeLists: Record<string, WholeList> = {
    users: createUsersData(request),
    teachers,
    'reply-templates': createReplyTemplatesData(request),
    ...createContentLists(request),
    'school-details': createSchoolDetailsList(request),
  };

  async function getList(resource: string, params: Partial<GetListParams>) {
    const whole = wholeLists[resource];
    if (whole) return whole.getList(params);
    const { page } = await request(documentsOf(resource).list, listVariables(specOf(resource), params));
    return { data: page.items.map(withAssigneeId), total: page.total };
  }

  async function getMany(resource: string, ids: Identifier[]): Promise<RaRecord[]> {
    const whole = wholeLists[resource];
    if (whole) return (await whole.getAll()).filter((row) => ids.map(String).includes(String(row.id)));
    const one = oneOf(resource);
    if (ids.length === 0) return [];
    const variables = Object.fromEntries(ids.map((id, i) => [`id${i}`, String(id)]));
    const data = await request(manyDocument(one, ids.length), variables);
    return ids
      .map((_, i) => data[`r${i}`])
      .filter((r) => r !== null && r !== undefined)
      .map(withAssigneeId);
  }

  async function updateOne(
    resource: string,
    id: Identifier,
    data: Record<string, unknown>,
    previous?: Record<string, unknown>,
  ): Promise<RaRecord> {
    const whole = wholeLists[resource];
    if (whole) return whole.update(id, data, previous);
    const spec = specOf(resource);
    const document = documentsOf(resource).update;
    if (!spec.update || !document) notSupported('Editing', resource);
    return withAssigneeId(
      (await request(document, { id: String(id), input: pickInput(spec.update.fields, data, previous) })).record,
    );
  }

  async function deleteMany(resource: string, ids: Identifier[]): Promise<Identifier[]> {
    const whole = wholeLists[resource];
    if (whole?.remove) {
      for (const id of ids) await whole.remove(id);
      return ids;
    }
    const document = documentsOf(resource).deleteMany ?? notSupported('Deleting', resource);
    return (await request(document, { ids: ids.map(String) })).ids;
  }

  return {
    getList: async (resource, params) => (await getList(resource, params)) as never,
    getOne: async (resource, { id }) => {
      const [record] = await getMany(resource, [id]);
      if (!record) throw new HttpError('This record no longer exists', 404);
      return { data: record as never };
    },
    getMany: async (resource, { ids }) => ({ data: (await getMany(resource, ids)) as never }),
    getManyReference: async (resource, params) =>
      (await getList(resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      })) as never,
    create: async (resource, { data }) => {
      const whole = wholeLists[resource] ?? notSupported('Creating', resource);
      return { data: await whole.create(data) } as never;
    },
    update: async (resource, { id, data, previousData }) => ({
      data: (await updateOne(
        resource,
        id as Identifier,
        data as Record<string, unknown>,
        previousData as Record<string, unknown> | undefined,
      )) as never,
    }),
    updateMany: async (resource, { ids, data }) => {
      const whole = resource in wholeLists;
      const fields = whole ? undefined : specOf(resource).update?.fields;
      const document = whole ? undefined : documentsOf(resource).updateMany;
      if (fields && document) {
        return { data: (await request(document, { ids: ids.map(String), input: pickInput(fields, data) })).ids };
      }
      const updated = await Promise.all(ids.map((id) => updateOne(resource, id, data)));
      return { data: updated.map((r) => r.id) };
    },
    delete: async (resource, { id, previousData }) => {
      await deleteMany(resource, [id]);
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => ({ data: await deleteMany(resource, ids) }),
    getPageViewStats: async (from, to) => (await request(PageViewStatsDocument, { from, to })).pageViewStats,
    getDashboardSummary: async () => (await request(DashboardSummaryDocument)).dashboardSummary,
    getLaunchChecklist: async () => (await request(LaunchChecklistDocument)).launchChecklist,
    markSpam: async (resource, ids, spam) => {
      const document = documentsOf(resource).markSpam ?? notSupported('Marking spam', resource);
      return (await request(document, { ids: ids.map(String), spam })).ids;
    },
    getHistory: async (resource, id) => {
      const document = documentsOf(resource).history ?? notSupported('History', resource);
      return (await request(document, { id: String(id) })).record?.history ?? [];
    },
    getStaff: async (kind) => (await request(StaffDocument, { kind: kind ?? null })).staff,
    getTriageOverview: async () => (await request(TriageOverviewDocument)).triageOverview,
    getDashboardSettings: async () => (await request(DashboardSettingsDocument)).dashboardSettings,
    getTeachers: () => teachers.getAll(),
    setTeacherAvailability: (teacherId, availability) => teachers.setAvailability(teacherId, availability),
    ...createBookingData(request),
    ...createLessonsData(request),
    ...createBillingData(request),
    ...createPayrollData(request),
    ...createBillingReportsData(request),
    ...createPeopleData(request),
    ...createContentData(request, createGraphqlUpload(options)),
  };
}

export const dataProvider = createDataProvider();
