import { useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { ReplyPreview, ReplyTemplate, TimelineEntry } from '../providers/people-data';
import type { SchoolDataProvider } from '../providers/data-provider';

type Field = 'subject' | 'body';
export interface ComposerErrors {
  subject?: string;
  body?: string;
  /** What is not about one field (a spam-flagged submission, the server unreachable). */
  form?: string;
}

/** The server's answer as the composer shows it: field errors beside their field, the rest above. */
export function composerErrors(error: unknown): ComposerErrors {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
  const fields = body?.errors ?? {};
  const { subject, body: text, ...rest } = fields;
  const other = Object.values(rest)[0];
  const message = error instanceof Error ? error.message : 'The reply could not be sent';
  return { subject, body: text, form: other ?? (subject || text ? undefined : message) };
}

/**
 * A reply being written to one submission: the template picked (its subject and body copied in, the
 * variables kept as typed), the preview with the real values, and sending.
 */
export function useReplyComposer(submissionId: string) {
  const provider = useDataProvider<SchoolDataProvider>();
  const [draft, setDraft] = useState({ subject: '', body: '', templateId: '' });
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [preview, setPreview] = useState<ReplyPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
    setPreview(null);
  };
  const pick = (template: ReplyTemplate | undefined) => {
    setDraft({ templateId: template?.id ?? '', subject: template?.subject ?? '', body: template?.body ?? '' });
    setErrors({});
    setPreview(null);
  };
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setErrors({});
    try {
      return await call();
    } catch (error) {
      setErrors(composerErrors(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  const request = { submissionId, subject: draft.subject, body: draft.body };
  return {
    draft,
    errors,
    preview,
    busy,
    edit,
    pick,
    showPreview: async () => setPreview((await run(() => provider.previewReply(request))) ?? null),
    hidePreview: () => setPreview(null),
    send: (): Promise<TimelineEntry | undefined> => run(() => provider.sendReply(request)),
  };
}
