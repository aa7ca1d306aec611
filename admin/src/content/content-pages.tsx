import type { ReactNode } from 'react';
import { Create, CreateButton, Edit, List, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';

function ItemTitle({ what, field }: { what: string; field: string }) {
  const record = useRecordContext<RaRecord>();
  const name: unknown = record?.[field];
  return <>{typeof name === 'string' && name !== '' ? `${what}: ${name}` : what}</>;
}

/**
 * An item's form page: saves wait for the server (its field errors land on the fields, its cleaned
 * values in the form), and the page stays open after a save.
 */
export function ContentEdit({ what, field, children }: { what: string; field: string; children: ReactNode }) {
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<ItemTitle what={what} field={field} />}>
      {children}
    </Edit>
  );
}

/** A new item's page; once saved it opens as the item's form. */
export function ContentCreate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Create title={title} redirect="edit">
      {children}
    </Create>
  );
}

/**
 * A content list: every item on one page, in the site's order (the list is short and reorders as a
 * whole), with its "Add" button and a line saying what the site shows.
 */
export function ContentList({
  title,
  add,
  note,
  filter,
  children,
}: {
  title: string;
  add?: string;
  note?: ReactNode;
  filter?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <List
      title={title}
      pagination={false}
      perPage={100}
      filter={filter}
      disableSyncWithLocation
      empty={false}
      actions={<TopToolbar>{add && <CreateButton label={add} />}</TopToolbar>}
    >
      {note}
      {children}
    </List>
  );
}
