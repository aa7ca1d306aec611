/** The trial request's own reads that the booking feature makes (modules/trial-request-status.ts). */
import { In, MoreThanOrEqual, type DataSource } from 'typeorm';
import type { TrialRequestReads } from '../trial-request-status';
import { TrialRequest } from './trial-request.entity';

const WITH_EMAIL = (placeholder: string) => `SELECT id FROM trial_requests WHERE LOWER(email) = ${placeholder}`;

export function trialRequestReads(dataSource: DataSource): TrialRequestReads {
  const requests = dataSource.getRepository(TrialRequest);
  return {
    async facts(requestId) {
      const row = await requests.findOne({
        where: { id: requestId },
        select: { id: true, name: true, email: true, phone: true, category: true, status: true, spam: true },
      });
      return row
        ? {
            id: row.id,
            name: row.name,
            email: row.email,
            phone: row.phone ?? null,
            category: row.category,
            status: row.status,
            spam: Boolean(row.spam),
          }
        : null;
    },
    async emails(requestIds) {
      if (requestIds.length === 0) return new Map();
      const rows = await requests.find({ where: { id: In([...requestIds]) }, select: { id: true, email: true } });
      return new Map(rows.map((row) => [row.id, row.email]));
    },
    async createdSince(since) {
      const rows = await requests.find({
        where: { spam: false, createdAt: MoreThanOrEqual(since) },
        select: { id: true, category: true, status: true, createdAt: true },
      });
      return rows.map(({ id, category, status, createdAt }) => ({ id, category, status, createdAt }));
    },
    withEmail: { named: (param) => WITH_EMAIL(`:${param}`), positional: WITH_EMAIL('?') },
  };
}
