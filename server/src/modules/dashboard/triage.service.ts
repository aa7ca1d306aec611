/**
 * The dashboard for action (docs/requirements.md#dashboard-for-action): per submission kind the user may
 * read, cards of what needs someone now. Each card is a list filter, and its number is that filter's list
 * total computed by the list's own count (SubmissionAdminService.count), so the two cannot disagree.
 */
import { SUBMISSION_KINDS, startOfDay, type AdminRole, type KindSpec } from '@school/common';
import type { SubmissionAdminService, Row } from '../admin/submission-admin.service';
import type { ListFilter } from '../admin/list-query';

const HOUR_MS = 3_600_000;
/** Filter fields that carry an instant (sent as ISO strings in the card's JSON). */
const INSTANTS = ['createdFrom', 'createdTo', 'statusChangedBefore'] as const;

type CardFilter = Record<string, string | string[]>;
interface CardSpec {
  card: string;
  label: string;
  filter: CardFilter;
}

/** The cards of one kind at `now`; `since` is the user's previous visit. */
export function cardsOf(kind: KindSpec, now: Date, timeZone: string, since: Date | null): CardSpec[] {
  const cards: CardSpec[] = [
    { card: 'new', label: 'New', filter: { status: ['new'] } },
    { card: 'today', label: 'New today', filter: { createdFrom: startOfDay(now, timeZone).toISOString() } },
  ];
  if (since)
    cards.push({
      card: 'sinceLastVisit',
      label: 'Since your last visit',
      filter: { createdFrom: since.toISOString() },
    });
  if (kind.name === 'trial-request') {
    cards.push(
      {
        card: 'stalledNew',
        label: 'New for more than 24 h',
        filter: { status: ['new'], createdTo: new Date(now.getTime() - 24 * HOUR_MS).toISOString() },
      },
      {
        card: 'stalledContacted',
        label: 'Contacted more than 3 days ago',
        filter: {
          status: ['contacted'],
          statusChangedBefore: new Date(now.getTime() - 72 * HOUR_MS).toISOString(),
        },
      },
    );
  }
  return cards;
}

/** A card's JSON filter as the list query receives it (its instants as Dates). */
export function parseCardFilter(json: string): ListFilter {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const filter: Record<string, unknown> = { ...raw };
  for (const field of INSTANTS) if (typeof raw[field] === 'string') filter[field] = new Date(raw[field]);
  return filter;
}

export class TriageService {
  constructor(
    private readonly lists: Record<string, SubmissionAdminService<Row>>,
    private readonly timeZone: string,
  ) {}

  async overview(role: AdminRole, since: Date | null, now = new Date()) {
    const readable = SUBMISSION_KINDS.filter((kind) => (kind.roles.read as readonly AdminRole[]).includes(role));
    const cards = await Promise.all(
      readable.flatMap((kind) =>
        cardsOf(kind, now, this.timeZone, since).map(async ({ card, label, filter }) => {
          const json = JSON.stringify(filter);
          const count = await this.lists[kind.name].count(parseCardFilter(json));
          return { key: `${kind.resource}.${card}`, resource: kind.resource, label, count, filter: json };
        }),
      ),
    );
    return { schoolTimeZone: this.timeZone, since, cards };
  }
}
