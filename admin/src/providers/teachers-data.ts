/**
 * Teachers (docs/requirements.md#trial-booking): `teachers` answers the whole (short) list, so searching, sorting and paging
 * happen here, as for dashboard users. The documents are documents/booking.graphql.
 */
import type { GetListParams, Identifier } from 'react-admin';
import {
  CreateTeacherDocument,
  SetTeacherAvailabilityDocument,
  TeachersDocument,
  UpdateTeacherDocument,
  type SetTeacherAvailabilityMutationVariables,
} from '../gql/graphql';
import { pickInput } from './pick-input';
import type { GraphqlRequest } from './graphql-client';
import { pageOf } from './whole-list';

const CREATE_FIELDS = ['name', 'email', 'courses', 'timeZone', 'meetingUrl'] as const;
const UPDATE_FIELDS = [...CREATE_FIELDS, 'active'] as const;

export type Availability = Omit<SetTeacherAvailabilityMutationVariables, 'teacherId'>;

export function createTeachersData(request: GraphqlRequest) {
  const getAll = async () => (await request(TeachersDocument)).teachers;

  return {
    getAll,
    async getList(params: Partial<GetListParams>) {
      const filter = (params.filter ?? {}) as { q?: string; course?: string };
      const q = (filter.q ?? '').trim().toLowerCase();
      let rows = await getAll();
      if (q) rows = rows.filter((t) => `${t.name} ${t.email}`.toLowerCase().includes(q));
      if (filter.course) rows = rows.filter((t) => (t.courses as string[]).includes(filter.course!));
      return pageOf(rows, params, 'name');
    },
    async create(data: Record<string, unknown>) {
      const input = pickInput(CREATE_FIELDS, data) as never;
      return (await request(CreateTeacherDocument, { input })).record;
    },
    async update(id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) {
      const changed = pickInput(UPDATE_FIELDS, data, previous);
      // courses is an array: a new array from the form is a change only when its values differ
      if (JSON.stringify(data.courses) === JSON.stringify(previous?.courses)) delete changed.courses;
      return (await request(UpdateTeacherDocument, { id: String(id), input: changed })).record;
    },
    async setAvailability(teacherId: Identifier, { weekly, exceptions }: Availability) {
      return (await request(SetTeacherAvailabilityDocument, { teacherId: String(teacherId), weekly, exceptions }))
        .record;
    },
  };
}
