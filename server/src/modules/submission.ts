/** What every public submission shares: who sent it, and whether it looks like a bot. */
import { newId } from '../db/ids';
import type { Validation } from '@school/common';
import type { Companion } from '../db/row-writer';
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

export function looksLikeSpam(meta: SubmissionMeta): boolean {
  if (typeof meta.website === 'string' && meta.website.trim() !== '') return true;
  return typeof meta.fillMs === 'number' && Number.isFinite(meta.fillMs) && meta.fillMs >= 0 && meta.fillMs < MIN_FILL_MS;
}

export function valid<T>(result: Validation<T>): T {
  if (!result.ok) throw new ValidationError(result.message, result.errors);
  return result.value;
}

/** Anything that is not a JSON object (null, an array, a string) counts as an empty submission. */
export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function newRow(meta: SubmissionMeta) {
  return { id: newId(), createdAt: new Date(), status: 'new' as const, notes: null, spam: looksLikeSpam(meta) };
}

export interface Receipt { id: string }

export type SubmissionKind = 'contact-message' | 'trial-request' | 'teacher-application';

/**
 * Rows to commit atomically with a new submission (e.g. notification jobs). The default adds none;
 * a flagged (spam) submission must get none either.
 */
export interface SubmissionCompanions {
  for(kind: SubmissionKind, submission: { id: string; spam: boolean }): Companion[];
}

export const noCompanions: SubmissionCompanions = { for: () => [] };
