import { newId } from '../../db/ids';
import { validatePageView } from '@school/common';
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import { asRecord, valid, type Receipt, type RowSink } from '../submission';
import { PageView } from './page-view.entity';

export class PageViewService {
  constructor(
    private readonly writer: RowSink,
    private readonly limits: SubmissionLimits,
  ) {}

  async track(input: unknown, clientIp: string): Promise<Receipt> {
    const { page } = valid(validatePageView(asRecord(input)));
    await this.limits.visit(clientIp);
    const row: PageView = { id: newId(), page, createdAt: new Date() };
    await this.writer.insert(PageView, row);
    return { id: row.id };
  }
}
