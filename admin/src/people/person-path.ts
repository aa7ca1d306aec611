import { KINDS } from '@school/common';

/** The dashboard path of a person's page: their email (the person key) as one path segment. */
export const personPath = (email: string) => `/people/${encodeURIComponent(email)}`;

/** A submission kind's name ('trial-request') as the dashboard words it, and its resource. */
export function kindOf(name: string | null | undefined): { label: string; resource?: string } {
  const kind = KINDS.find((k) => k.name === name);
  return kind ? { label: kind.label.one, resource: kind.resource } : { label: name ?? '' };
}

/** "3 other enquiries", "1 other enquiry", "No other enquiries". */
export function otherEnquiriesText(count: number): string {
  if (count === 0) return 'No other enquiries';
  return `${count} other ${count === 1 ? 'enquiry' : 'enquiries'}`;
}

/** "3 submissions, 1 resume, 4 mails, 1 booking" */
export function countsText(counts: Record<string, number>, words: Record<string, [string, string]>): string {
  return Object.entries(words)
    .map(([key, [one, many]]) => `${counts[key] ?? 0} ${counts[key] === 1 ? one : many}`)
    .join(', ');
}
