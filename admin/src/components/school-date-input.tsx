import { DateInput, type DateInputProps } from 'react-admin';
import { schoolDate } from '../lib/school-time';

/**
 * A date filter in the school's days (docs/requirements.md#dashboard-clock): an instant in the filter
 * (a dashboard card's "today" starts at 18:30 UTC the day before, in India) shows as the school's
 * date, not the browser's.
 */
export function SchoolDateInput(props: DateInputProps) {
  return <DateInput format={schoolDate} {...props} />;
}
