import { useRecordContext } from 'react-admin';
import { exactTime, relativeTime } from '../lib/school-time';

interface Props {
  source: string;
  label?: string;
  sortable?: boolean;
  emptyText?: string;
}

/** "2 h ago", with the exact school time on hover (title) and for machines (datetime). */
export function RelativeTimeField({ source, emptyText = '—' }: Props) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return <span>{emptyText}</span>;
  return (
    <time dateTime={value} title={exactTime(value)}>
      {relativeTime(value)}
    </time>
  );
}

/** The exact time in the school's zone ("23 Nov 2026, 09:05"): detail pages. */
export function ExactTimeField({ source, emptyText = '—' }: Props) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return <span>{emptyText}</span>;
  return <time dateTime={value}>{exactTime(value)}</time>;
}
