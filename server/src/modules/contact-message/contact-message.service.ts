import { validateContactMessage } from '@school/common';
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import { asRecord, newRow, noCompanions, valid, type Receipt, type SubmissionCompanions, type SubmissionMeta, type RowSink } from '../submission';
import { ContactMessage } from './contact-message.entity';

export class ContactMessageService {
  constructor(
    private readonly writer: RowSink,
    private readonly limits: SubmissionLimits,
    private readonly companions: SubmissionCompanions = noCompanions,
  ) {}

  async create(input: unknown, meta: SubmissionMeta): Promise<Receipt> {
    const value = valid(validateContactMessage(asRecord(input)));
    await this.limits.form(meta.clientIp, value.email, meta.addressCounted);
    const row: ContactMessage = { ...newRow(meta, value), ...value };
    await this.writer.insert(ContactMessage, row, this.companions.for('contact-message', row));
    return { id: row.id };
  }
}
