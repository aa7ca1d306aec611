/**
 * The audit log's details as an erasure scrubs them (modules/person-records.ts): an entry stays, the personal text in
 * its detail goes (docs/requirements.md#data-rights).
 */
import { escapeLike, placeholders } from '../../db/atomic';
import type { AuditDetails } from '../person-records';

export const auditDetails: AuditDetails = {
  async about(targets, read) {
    if (targets.length === 0) return [];
    const rows = await read(
      `SELECT id, action, detail FROM audit_log WHERE detail IS NOT NULL AND target IN ${placeholders(targets.length)}`,
      targets,
    );
    return rows.map((row) => ({ id: String(row.id), action: String(row.action), detail: String(row.detail) }));
  },
  async quoting(key, read) {
    const rows = await read(`SELECT id, detail FROM audit_log WHERE lower(detail) LIKE ? ESCAPE '\\'`, [
      `%${escapeLike(key)}%`,
    ]);
    return rows.map((row) => ({ id: String(row.id), detail: String(row.detail) }));
  },
  rewrite: (id, detail) => ({ sql: 'UPDATE audit_log SET detail = ? WHERE id = ?', params: [detail, id] }),
};
