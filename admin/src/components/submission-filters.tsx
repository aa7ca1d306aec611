import Chip from '@mui/material/Chip';
import { SearchInput, SelectArrayInput, SelectInput, useListContext } from 'react-admin';
import { exactTime } from '../lib/school-time';
import { SchoolDateInput } from './school-date-input';

type Choice = { id: string; name: string };

// Spam is hidden unless asked for (docs/requirements.md#spam-review): the filter shows spam only, or, when removed, everything else.
const SPAM_CHOICES = [{ id: 'true', name: 'Spam only' }];

/**
 * A filter with a fixed value ("Mine", "Unassigned"): chosen from "Add filter", shown as a chip, removed
 * with the filter's own remove button (react-admin's demo QuickFilter).
 */
function QuickFilter({ label }: { label: string; source: string; defaultValue: unknown }) {
  return <Chip label={label} sx={{ mb: 1 }} />;
}

/**
 * The workflow clock's filter (a "Contacted more than 3 days ago" card sets it): a chip saying since
 * when, removed like any other filter, never a hidden condition on the list.
 */
function StatusUnchangedFilter(_props: { label: string; source: string; defaultValue: unknown }) {
  const filterValues = useListContext().filterValues as { statusChangedBefore?: string };
  const before = filterValues.statusChangedBefore;
  const label = before ? `Status unchanged since ${exactTime(before)}` : 'Status unchanged for 3 days';
  return <Chip label={label} sx={{ mb: 1, maxWidth: '100%' }} />;
}

const THREE_DAYS_MS = 3 * 86_400_000;

/** Search, status, assignment, date range and spam filters shared by the three submission lists. */
export function submissionFilters(statusChoices: Choice[], extra: React.ReactElement[] = []) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, text" />,
    <SelectArrayInput key="status" source="status" label="Status" choices={statusChoices} />,
    ...extra,
    <SchoolDateInput key="createdFrom" source="createdFrom" label="Received from" />,
    <SchoolDateInput key="createdTo" source="createdTo" label="Received until" />,
    <SelectInput key="spam" source="spam" label="Spam" choices={SPAM_CHOICES} emptyText="Not spam" />,
    <QuickFilter key="mine" source="mine" label="Mine" defaultValue={true} />,
    <QuickFilter key="unassigned" source="unassigned" label="Unassigned" defaultValue={true} />,
    <StatusUnchangedFilter
      key="statusChangedBefore"
      source="statusChangedBefore"
      label="Status unchanged for 3 days"
      defaultValue={new Date(Date.now() - THREE_DAYS_MS).toISOString()}
    />,
  ];
}
