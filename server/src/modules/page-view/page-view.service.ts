import { newId } from '../../db/ids';
import { validatePageView } from '@school/common';
import type { RowWriter } from '../../db/row-writer';
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import { asRecord, valid, type Receipt } from '../submission';
import { PageView } from './page-view.entity';

export class PageViewService {
  constructor(private readonly writer: RowWriter, private readonly limits: SubmissionLimits) {}

  async track(input: unknown, clientIp: string): Promise<Receipt> {
    const { page } = valid(validatePageView(asRecord(input)));
    await this.limits.visit(clientIp);
    const row: PageView = { id: newId(), page, createdAt: new Date() };
    await this.writer.insert(PageView, row);
    return { id: row.id };
  }
}
