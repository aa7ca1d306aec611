/** The one service of every plain form (text fields only): validate, rate-limit, store with its companions. */
import type { SubmissionLimits } from '../rate-limit/rate-limiter';
import {
  asRecord,
  newRow,
  noCompanions,
  valid,
  type Receipt,
  type RowSink,
  type SubmissionCompanions,
  type SubmissionMeta,
} from '../submission';
import type { KindDefinition, PlainForm } from './kind-definition';

export type FormKind = KindDefinition & { form: PlainForm };

export class FormService {
  constructor(
    private readonly kind: FormKind,
    private readonly writer: RowSink,
    private readonly limits: SubmissionLimits,
    private readonly companions: SubmissionCompanions = noCompanions,
  ) {}

  async create(input: unknown, meta: SubmissionMeta): Promise<Receipt> {
    const value = valid(this.kind.form.validate(asRecord(input))) as { name: string; email: string; message?: string };
    await this.limits.form(meta.clientIp, value.email, meta.addressCounted);
    const row = { ...newRow(meta, value), ...value, ...this.kind.form.defaults };
    await this.writer.insert(this.kind.entity, row, this.companions.for(this.kind.spec.name, row));
    return { id: row.id, spam: row.spam };
  }
}
