/**
 * The dashboard's data provider: react-admin's calls mapped onto the admin GraphQL contract
 * (docs/admin-api.md), over plain fetch. Users go through users-data.ts (adminUsers is one list).
 */
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { createGraphqlClient, type ClientOptions, type GraphqlRequest } from './graphql-client';
import { toApiFilter } from './filters';
import { specOf, type ResourceSpec } from './resource-map';
import { createUsersData } from './users-data';

export interface PageViewStats {
  total: number;
  perDay: { day: string; count: number }[];
  topPages: { page: string; count: number }[];
}

export interface DashboardSummary {
  newTrialRequests: number;
  newContactMessages: number;
  newTeacherApplications: number;
  trialRequestsByCategoryThisWeek: { category: string; count: number }[];
  visitsLast30Days: { day: string; count: number }[];
}

export interface SchoolDataProvider extends DataProvider {
  getPageViewStats(from: string, to: string): Promise<PageViewStats>;
  getDashboardSummary(): Promise<DashboardSummary>;
}

/** Only the editable fields, and of those only the ones that changed. */
export function pickInput(fields: readonly string[], data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    if (previous && field in previous && previous[field] === data[field]) continue;
    input[field] = data[field] ?? '';
  }
  return input;
}

function listQuery(spec: ResourceSpec): string {
  const filterArg = spec.filterType ? `$filter: ${spec.filterType}, ` : '';
  const filterUse = spec.filterType ? 'filter: $filter, ' : '';
  return `query(${filterArg}$params: ListParams) { ${spec.list}(${filterUse}params: $params) { items { ${spec.fields} } total } }`;
}

function listVariables(spec: ResourceSpec, params: Partial<GetListParams>) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const variables: Record<string, unknown> = {
    params: { page, perPage, sortField: params.sort?.field || 'createdAt', sortOrder: params.sort?.order === 'ASC' ? 'ASC' : 'DESC' },
  };
  if (spec.filterType) variables.filter = toApiFilter(params.filter, spec.filters);
  return variables;
}

function manyQuery(spec: ResourceSpec, ids: Identifier[]): string {
  const args = ids.map((_, i) => `$id${i}: ID!`).join(', ');
  const fields = ids.map((_, i) => `r${i}: ${spec.one}(id: $id${i}) { ${spec.fields} }`).join(' ');
  return `query(${args}) { ${fields} }`;
}

function notSupported(what: string, resource: string): never {
  throw new Error(`${what} is not available for ${resource}`);
}

export function createDataProvider(options: ClientOptions = {}): SchoolDataProvider {
  const request: GraphqlRequest = createGraphqlClient(options);
  const users = createUsersData(request);

  async function getList(resource: string, params: Partial<GetListParams>) {
    if (resource === 'users') return users.getList(params);
    const spec = specOf(resource);
    const data = await request<Record<string, { items: RaRecord[]; total: number }>>(listQuery(spec), listVariables(spec, params));
    return { data: data[spec.list].items, total: data[spec.list].total };
  }

  async function getMany(resource: string, ids: Identifier[]): Promise<RaRecord[]> {
    if (resource === 'users') return (await users.getAll()).filter((u) => ids.map(String).includes(String(u.id)));
    const spec = specOf(resource);
    if (!spec.one) notSupported('Reading one record', resource);
    if (ids.length === 0) return [];
    const variables = Object.fromEntries(ids.map((id, i) => [`id${i}`, String(id)]));
    const data = await request<Record<string, RaRecord | null>>(manyQuery(spec, ids), variables);
    return ids.map((_, i) => data[`r${i}`]).filter((r): r is RaRecord => Boolean(r));
  }

  async function updateOne(resource: string, id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) {
    if (resource === 'users') return users.update(id, data, previous);
    const spec = specOf(resource);
    if (!spec.update) notSupported('Editing', resource);
    const { mutation, inputType, fields } = spec.update;
    const query = `mutation($id: ID!, $input: ${inputType}!) { ${mutation}(id: $id, input: $input) { ${spec.fields} } }`;
    const result = await request<Record<string, RaRecord>>(query, { id: String(id), input: pickInput(fields, data, previous) });
    return result[mutation];
  }

  async function deleteMany(resource: string, ids: Identifier[]): Promise<Identifier[]> {
    const spec = specOf(resource);
    if (!spec.deleteMany) notSupported('Deleting', resource);
    const query = `mutation($ids: [ID!]!) { ${spec.deleteMany}(ids: $ids) }`;
    const result = await request<Record<string, Identifier[]>>(query, { ids: ids.map(String) });
    return result[spec.deleteMany];
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
      (await getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as never,
    create: async (resource, { data }) => {
      if (resource !== 'users') notSupported('Creating', resource);
      return { data: await users.create(data) } as never;
    },
    update: async (resource, { id, data, previousData }) => ({ data: (await updateOne(resource, id, data, previousData)) as never }),
    updateMany: async (resource, { ids, data }) => {
      const spec = resource === 'users' ? undefined : specOf(resource);
      if (spec?.updateMany && spec.update) {
        const query = `mutation($ids: [ID!]!, $input: ${spec.update.inputType}!) { ${spec.updateMany}(ids: $ids, input: $input) }`;
        const result = await request<Record<string, Identifier[]>>(query, { ids: ids.map(String), input: pickInput(spec.update.fields, data) });
        return { data: result[spec.updateMany] };
      }
      const updated = await Promise.all(ids.map((id) => updateOne(resource, id, data)));
      return { data: updated.map((r) => r.id) };
    },
    delete: async (resource, { id, previousData }) => {
      await deleteMany(resource, [id]);
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => ({ data: await deleteMany(resource, ids) }),
    getPageViewStats: async (from, to) => {
      const query = 'query($from: DateTimeISO!, $to: DateTimeISO!) { pageViewStats(from: $from, to: $to) { total perDay { day count } topPages { page count } } }';
      return (await request<{ pageViewStats: PageViewStats }>(query, { from, to })).pageViewStats;
    },
    getDashboardSummary: async () => {
      const query = `query { dashboardSummary { newTrialRequests newContactMessages newTeacherApplications
        trialRequestsByCategoryThisWeek { category count } visitsLast30Days { day count } } }`;
      return (await request<{ dashboardSummary: DashboardSummary }>(query)).dashboardSummary;
    },
  };
}

export const dataProvider = createDataProvider();
