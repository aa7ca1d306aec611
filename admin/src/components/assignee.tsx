import { KINDS } from '@school/common';
import { SelectInput, useRecordContext, useResourceContext } from 'react-admin';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Staff } from '../providers/data-provider';

export const staffName = (staff: Pick<Staff, 'email' | 'name'>) => staff.name || staff.email;

/** Active staff accounts (the `staff` query) whose role can open the resource's kind, for the assignee select. */
export function useStaff(resource?: string): Staff[] {
  const kind = KINDS.find((one) => one.resource === resource)?.name;
  return useProviderQuery(`staff:${kind ?? ''}`, (p) => p.getStaff(kind)).data ?? [];
}

/**
 * Who follows the submission up: a staff account whose role can open it, or nobody
 * (docs/requirements.md#dashboard-assignment).
 */
export function AssigneeInput() {
  const staff = useStaff(useResourceContext());
  return (
    <SelectInput
      source="assigneeId"
      label="Assigned to"
      choices={staff.map((s) => ({ id: s.id, name: staffName(s) }))}
      emptyText="Unassigned"
      parse={(v: string) => v || null}
      format={(v: string | null | undefined) => v ?? ''}
    />
  );
}

export function AssigneeField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: string; assignee?: Staff | null }>();
  return <span>{record?.assignee ? staffName(record.assignee) : '—'}</span>;
}
