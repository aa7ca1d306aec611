import Chip from '@mui/material/Chip';
import { SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { SchoolDateInput } from './school-date-input';

type Choice = { id: string; name: string };

// Spam is hidden unless asked for (issue 12): the filter shows spam only, or, when removed, everything else.
const SPAM_CHOICES = [{ id: 'true', name: 'Spam only' }];

/**
 * A filter with a fixed value ("Mine", "Unassigned"): chosen from "Add filter", shown as a chip, removed
 * with the filter's own remove button (react-admin's demo QuickFilter).
 */
function QuickFilter({ label }: { label: string; source: string; defaultValue: unknown }) {
  return <Chip label={label} sx={{ mb: 1 }} />;
}

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
  ];
}
