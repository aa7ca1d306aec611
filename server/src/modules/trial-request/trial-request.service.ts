import { validateTrialRequest } from '@school/common';
import type { RowWriter } from '../../db/row-writer';
import { asRecord, newRow, valid, type Receipt, type SubmissionMeta } from '../submission';
import { TrialRequest } from './trial-request.entity';

export class TrialRequestService {
  constructor(private readonly writer: RowWriter) {}

  async create(input: unknown, meta: SubmissionMeta): Promise<Receipt> {
    const value = valid(validateTrialRequest(asRecord(input)));
    const row: TrialRequest = { ...newRow(meta), ...value, handledBy: null };
    await this.writer.insert(TrialRequest, row);
    return { id: row.id };
  }
}
