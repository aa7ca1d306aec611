import { SelectInput, useRecordContext } from 'react-admin';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Staff } from '../providers/data-provider';

export const staffName = (staff: Pick<Staff, 'email' | 'name'>) => staff.name || staff.email;

/** Active staff accounts (the `staff` query), for the assignee select. */
export function useStaff(): Staff[] {
  return useProviderQuery('staff', (p) => p.getStaff()).data ?? [];
}

/** Who follows the submission up: a staff account, or nobody (docs/requirements.md#dashboard-assignment). */
export function AssigneeInput() {
  const staff = useStaff();
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
