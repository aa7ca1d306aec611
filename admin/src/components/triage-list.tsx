import type { ReactElement, ReactNode } from 'react';
import { BulkActionsToolbar, Datagrid, List, type RaRecord } from 'react-admin';
import { usePhone } from '../lib/use-phone';
import { ListActions } from './list-actions';
import { PhoneList } from './phone-list';
import { TriageKeys } from './triage-keys';

interface Props {
  title: string;
  filters: ReactElement[];
  bulkActions: ReactElement | false;
  /** The desktop table's columns. */
  children: ReactNode;
  /** The phone card's second line (course, subject, message). */
  secondary: (record: RaRecord) => ReactNode;
  /** The status select (or chip) shown in the phone card. */
  status: ReactElement;
}

/**
 * A submission list made for triage (docs/requirements.md#dashboard-triage): 25 rows a page,
 * newest first, the status changed in the row, keyboard shortcuts, and a card list on a phone.
 */
export function TriageList({ title, filters, bulkActions, children, secondary, status }: Props) {
  const phone = usePhone();
  return (
    <List
      title={title}
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <TriageKeys />
      {phone ? (
        <>
          {bulkActions && <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>}
          <PhoneList primary={(r) => String(r.name)} secondary={secondary} side={status} selectable={!!bulkActions} />
        </>
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={bulkActions}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
