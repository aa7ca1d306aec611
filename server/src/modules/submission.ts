/** What every public submission shares: who sent it, and whether it looks like a bot. */
import { newId } from '../db/ids';
import { personKey, type Validation } from '@school/common';
import type { Companion, RowWriter } from '../db/row-writer';
import { ValidationError } from '../errors';

export interface SubmissionMeta {
  /** The hidden honeypot field: people never see it, so people never fill it. */
  website?: unknown;
  /** Milliseconds the form was open before it was sent, as the site measures it. */
  fillMs?: unknown;
  clientIp: string;
  /** The client address was already counted against the form limit (when the upload was admitted). */
  addressCounted?: boolean;
}

/** Faster than anyone types a name, an email and a message. */
export const MIN_FILL_MS = 2500;
/** A submission whose signals add up to this is stored flagged as suspected spam (and notifies no one). */
export const SPAM_THRESHOLD = 1;

const LINKS = /\b(?:https?:\/\/|www\.)/gi;
const LINK = /\b(?:https?:\/\/|www\.)/i;
const MARKUP = /\[url[=\]]|<a\s+href/i;

/**
 * How much a submission looks like a bot's, from independent signals: the honeypot or a too-fast form
 * each settle it alone; a missing fill time (no browser of ours measured the form: a script, or an
 * old REST client) is half the way, so it flags only together with spammy content (links, link
 * markup, a link in the name), and an old client's plain enquiry is still taken as a person's.
 */
export function spamScore(meta: SubmissionMeta, content: { name?: string; message?: string } = {}): number {
  let score = 0;
  if (typeof meta.website === 'string' && meta.website.trim() !== '') score += 1;
  const fillMs = meta.fillMs;
  if (typeof fillMs !== 'number' || !Number.isFinite(fillMs) || fillMs < 0) score += 0.5;
  else if (fillMs < MIN_FILL_MS) score += 1;
  const links = content.message?.match(LINKS)?.length ?? 0;
  score += Math.min(links, 3) * 0.2;
  if (content.message && MARKUP.test(content.message)) score += 0.6;
  if (content.name && (LINK.test(content.name) || content.name.includes('@'))) score += 0.6;
  return Math.round(score * 100) / 100;
}

export function looksLikeSpam(meta: SubmissionMeta, content: { name?: string; message?: string } = {}): boolean {
  return spamScore(meta, content) >= SPAM_THRESHOLD;
}

export function valid<T>(result: Validation<T>): T {
  if (!result.ok) throw new ValidationError(result.message, result.errors);
  return result.value;
}

/** Anything that is not a JSON object (null, an array, a string) counts as an empty submission. */
export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function newRow(meta: SubmissionMeta, content: { name?: string; email?: string; message?: string } = {}) {
  const createdAt = new Date();
  return {
    id: newId(),
    // the person it belongs to (docs/requirements.md#people)
    personEmail: personKey(content.email ?? ''),
    createdAt,
    statusChangedAt: createdAt,
    status: 'new' as const,
    notes: null,
    assigneeId: null,
    spam: looksLikeSpam(meta, content),
  };
}

export interface Receipt {
  id: string;
  /** The spam signals flagged it (never sent to the client; it decides what else the receipt carries). */
  spam?: boolean;
}

/**
 * Rows to commit atomically with a new submission (e.g. notification jobs). The default adds none;
 * a flagged (spam) submission must get none either.
 */
export interface SubmissionCompanions {
  /** `email`: the sender's address, for the acknowledgement (absent: none is queued). */
  for(kind: string, submission: { id: string; spam: boolean; email?: unknown }): Companion[];
}

export const noCompanions: SubmissionCompanions = { for: () => [] };

/** Where the services write their rows: the RowWriter, behind the disk-space guard (services.ts). */
export type RowSink = Pick<RowWriter, 'insert'>;
