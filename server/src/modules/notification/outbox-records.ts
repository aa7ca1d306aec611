/**
 * The outbox's mail jobs as a person's records (modules/person-records.ts): found by the address they go to or the
 * submission they are about, handed over with the person and erased with them (docs/requirements.md#data-rights).
 */
import { personKey } from '@school/common';
import { escapeLike, placeholders } from '../../db/atomic';
import type { OutboxRecords } from '../person-records';

const ascii = (text: string) => /^[\x20-\x7e]*$/.test(text);

export const outboxRecords: OutboxRecords = {
  async addressedTo(key, read) {
    // narrowed by the address's domain where LIKE can match it (ASCII), then compared key by key
    const domain = key.slice(key.lastIndexOf('@') + 1);
    const narrowed = domain !== '' && ascii(domain);
    const rows = await read(
      `SELECT id, recipient FROM notifications WHERE channel = 'email'${narrowed ? ` AND lower(recipient) LIKE ? ESCAPE '\\'` : ''}`,
      narrowed ? [`%@${escapeLike(domain)}%`] : [],
    );
    return rows
      .filter((row) =>
        String(row.recipient)
          .split(',')
          .some((one) => personKey(one) === key),
      )
      .map((row) => String(row.id));
  },
  async about(submissionIds, read) {
    if (submissionIds.length === 0) return [];
    const rows = await read(
      `SELECT id FROM notifications WHERE submission_id IN ${placeholders(submissionIds.length)}`,
      submissionIds,
    );
    return rows.map((row) => String(row.id));
  },
  async rows(ids, read) {
    if (ids.length === 0) return [];
    return read(`SELECT * FROM notifications WHERE id IN ${placeholders(ids.length)} ORDER BY created_at`, ids);
  },
  eraseAbout: (submissionIds) => ({
    sql: `DELETE FROM notifications WHERE submission_id IN ${placeholders(submissionIds.length)}`,
    params: [...submissionIds],
  }),
  erase: (ids) => ({ sql: `DELETE FROM notifications WHERE id IN ${placeholders(ids.length)}`, params: [...ids] }),
};
