import { DateInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';

type Choice = { id: string; name: string };

const SPAM_CHOICES = [
  { id: 'false', name: 'Not spam' },
  { id: 'true', name: 'Spam only' },
];

/** Search, status, date range and spam filters shared by the three submission lists. */
export function submissionFilters(statusChoices: Choice[], extra: React.ReactElement[] = []) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, text" />,
    <SelectArrayInput key="status" source="status" label="Status" choices={statusChoices} />,
    ...extra,
    <DateInput key="createdFrom" source="createdFrom" label="Received from" />,
    <DateInput key="createdTo" source="createdTo" label="Received until" />,
    <SelectInput key="spam" source="spam" label="Spam" choices={SPAM_CHOICES} />,
  ];
}
