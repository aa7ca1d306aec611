/**
 * Dashboard accounts: `adminUsers` answers the whole (short) list, so sorting, searching and
 * paging happen here. The documents are documents/users.graphql (typed in ../gql).
 */
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { AdminUsersDocument, CreateAdminUserDocument, UpdateAdminUserDocument, type UpdateAdminUserMutationVariables } from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

function compare(field: string, order: string) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: RaRecord, b: RaRecord) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    return x < y ? -sign : x > y ? sign : 0;
  };
}

export function createUsersData(request: GraphqlRequest) {
  const getAll = async () => (await request(AdminUsersDocument)).adminUsers;

  return {
    getAll,
    async getList(params: Partial<GetListParams>) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const q = String(params.filter?.q ?? '').trim().toLowerCase();
      const role = params.filter?.role;
      let rows: RaRecord[] = await getAll();
      if (q) rows = rows.filter((u) => String(u.email).toLowerCase().includes(q));
      if (role) rows = rows.filter((u) => u.role === role);
      rows = [...rows].sort(compare(params.sort?.field || 'email', params.sort?.order || 'ASC'));
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    async create(data: Record<string, unknown>) {
      // The form's values, checked by the server (it answers BAD_USER_INPUT naming the field).
      const { email, password, role } = data as Record<'email' | 'password' | 'role', string>;
      return (await request(CreateAdminUserDocument, { email, password, role })).createAdminUser;
    },
    async update(id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) {
      const variables: UpdateAdminUserMutationVariables = { id: String(id) };
      if (data.role !== undefined && data.role !== previous?.role) variables.role = String(data.role);
      if (typeof data.disabled === 'boolean' && data.disabled !== previous?.disabled) variables.disabled = data.disabled;
      if (typeof data.password === 'string' && data.password !== '') variables.password = data.password;
      return (await request(UpdateAdminUserDocument, variables)).updateAdminUser;
    },
  };
}
