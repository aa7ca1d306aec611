/**
 * Dashboard accounts: `adminUsers` answers the whole (short) list, so sorting, searching and
 * paging happen here. The documents are documents/users.graphql (typed in ../gql).
 */
import type { GetListParams, Identifier } from 'react-admin';
import {
  AdminUsersDocument,
  CreateAdminUserDocument,
  UpdateAdminUserDocument,
  type UpdateAdminUserMutationVariables,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';
import { pageOf } from './whole-list';

export function createUsersData(request: GraphqlRequest) {
  const getAll = async () => (await request(AdminUsersDocument)).adminUsers;

  return {
    getAll,
    async getList(params: Partial<GetListParams>) {
      const filter = (params.filter ?? {}) as { q?: string; role?: string };
      const q = (filter.q ?? '').trim().toLowerCase();
      const role = filter.role;
      let rows = await getAll();
      if (q) rows = rows.filter((u) => u.email.toLowerCase().includes(q));
      if (role) rows = rows.filter((u) => u.role === role);
      return pageOf(rows, params, 'email');
    },
    async create(data: Record<string, unknown>) {
      // The form's values, checked by the server (it answers BAD_USER_INPUT naming the field).
      const { email, password, role } = data as Record<'email' | 'password' | 'role', string>;
      return (await request(CreateAdminUserDocument, { email, password, role })).createAdminUser;
    },
    async update(id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) {
      const variables: UpdateAdminUserMutationVariables = { id: String(id) };
      if (typeof data.role === 'string' && data.role !== previous?.role) variables.role = data.role;
      if (typeof data.disabled === 'boolean' && data.disabled !== previous?.disabled)
        variables.disabled = data.disabled;
      if (typeof data.password === 'string' && data.password !== '') variables.password = data.password;
      return (await request(UpdateAdminUserDocument, variables)).updateAdminUser;
    },
  };
}
