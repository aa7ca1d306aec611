import { validateTrialRequest } from '@school/common';
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import { asRecord, newRow, noCompanions, valid, type Receipt, type SubmissionCompanions, type SubmissionMeta, type RowSink } from '../submission';
import { TrialRequest } from './trial-request.entity';

export class TrialRequestService {
  constructor(
    private readonly writer: RowSink,
    private readonly limits: SubmissionLimits,
    private readonly companions: SubmissionCompanions = noCompanions,
  ) {}

  async create(input: unknown, meta: SubmissionMeta): Promise<Receipt> {
    const value = valid(validateTrialRequest(asRecord(input)));
    await this.limits.form(meta.clientIp, value.email, meta.addressCounted);
    const row: TrialRequest = { ...newRow(meta, value), ...value, handledBy: null };
    await this.writer.insert(TrialRequest, row, this.companions.for('trial-request', row));
    return { id: row.id };
  }
}
