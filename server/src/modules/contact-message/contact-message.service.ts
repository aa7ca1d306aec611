import { validateContactMessage } from '@school/common';
import type { RowWriter } from '../../db/row-writer';
import { asRecord, newRow, valid, type Receipt, type SubmissionMeta } from '../submission';
import { ContactMessage } from './contact-message.entity';

export class ContactMessageService {
  constructor(private readonly writer: RowWriter) {}

  async create(input: unknown, meta: SubmissionMeta): Promise<Receipt> {
    const value = valid(validateContactMessage(asRecord(input)));
    const row: ContactMessage = { ...newRow(meta), ...value };
    await this.writer.insert(ContactMessage, row);
    return { id: row.id };
  }
}
