import { randomUUID } from 'node:crypto';
import { validatePageView } from '@school/common';
import type { RowWriter } from '../../db/row-writer';
import { asRecord, valid, type Receipt } from '../submission';
import { PageView } from './page-view.entity';

export class PageViewService {
  constructor(private readonly writer: RowWriter) {}

  async track(input: unknown): Promise<Receipt> {
    const { page } = valid(validatePageView(asRecord(input)));
    const row: PageView = { id: randomUUID(), page, createdAt: new Date() };
    await this.writer.insert(PageView, row);
    return { id: row.id };
  }
}
