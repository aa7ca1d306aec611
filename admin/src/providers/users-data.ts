/**
 * Dashboard accounts: `adminUsers` answers the whole (short) list, so sorting, searching and
 * paging happen here. Mutations name their input fields inline, so unset fields are simply absent.
 */
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { GraphqlRequest } from './graphql-client';
import { USER_FIELDS } from './resource-map';

const CREATE = `mutation($email: String!, $password: String!, $role: String!) {
  createAdminUser(input: { email: $email, password: $password, role: $role }) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $role: String, $disabled: Boolean, $password: String) {
  updateAdminUser(id: $id, input: { role: $role, disabled: $disabled, password: $password }) { ${USER_FIELDS} } }`;

function compare(field: string, order: string) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: RaRecord, b: RaRecord) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    return x < y ? -sign : x > y ? sign : 0;
  };
}

export function createUsersData(request: GraphqlRequest) {
  const getAll = async () => (await request<{ adminUsers: RaRecord[] }>(`query { adminUsers { ${USER_FIELDS} } }`)).adminUsers;

  return {
    getAll,
    async getList(params: Partial<GetListParams>) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const q = String(params.filter?.q ?? '').trim().toLowerCase();
      const role = params.filter?.role;
      let rows = await getAll();
      if (q) rows = rows.filter((u) => String(u.email).toLowerCase().includes(q));
      if (role) rows = rows.filter((u) => u.role === role);
      rows = [...rows].sort(compare(params.sort?.field || 'email', params.sort?.order || 'ASC'));
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    async create(data: Record<string, unknown>) {
      const { email, password, role } = data;
      return (await request<{ createAdminUser: RaRecord }>(CREATE, { email, password, role })).createAdminUser;
    },
    async update(id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) {
      const variables: Record<string, unknown> = { id: String(id) };
      if (data.role !== undefined && data.role !== previous?.role) variables.role = data.role;
      if (typeof data.disabled === 'boolean' && data.disabled !== previous?.disabled) variables.disabled = data.disabled;
      if (typeof data.password === 'string' && data.password !== '') variables.password = data.password;
      return (await request<{ updateAdminUser: RaRecord }>(UPDATE, variables)).updateAdminUser;
    },
  };
}
