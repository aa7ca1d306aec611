/** The statements that write one family's draft invoice and its lines (docs/requirements.md#billing-run). */
import { randomUUID } from 'node:crypto';
import type { Statement } from '../../db/atomic';
import type { BillingSettings } from './billing-settings';
import { invoiceFigures, type ChargeLine } from './invoice-math';

export function draftStatements(
  familyId: string,
  period: string,
  currency: string,
  charges: ChargeLine[],
  settings: BillingSettings,
  lastDay: string,
  now: Date,
): Statement[] {
  charges.sort((a, b) => a.studentName.localeCompare(b.studentName) || a.serviceOn.localeCompare(b.serviceOn));
  const figures = invoiceFigures(charges, settings, lastDay);
  const id = randomUUID();
  const statements: Statement[] = [
    {
      sql:
        'INSERT INTO invoices (id, family_id, period, currency, status, run_key, subtotal, discount, tax, total, ' +
        "tax_label, tax_bp, created_at) VALUES (?, ?, ?, ?, 'DRAFT', ?, ?, ?, ?, ?, ?, ?, ?)",
      params: [
        id,
        familyId,
        period,
        currency,
        `${familyId}:${period}`,
        figures.subtotal,
        figures.discount,
        figures.tax,
        figures.total,
        settings.taxLabel,
        settings.taxBp,
        now,
      ],
    },
  ];
  const lines = [
    ...figures.charges,
    ...figures.discounts.map((d) => ({
      ...d,
      teacherId: null,
      lessonId: null,
      quantity: 1,
      unitAmount: -d.amount,
      amount: -d.amount,
      billingKey: null,
      blockLessons: null,
    })),
  ];
  for (let i = 0; i < lines.length; i += 200) {
    const chunk = lines.slice(i, i + 200);
    statements.push({
      sql:
        'INSERT INTO invoice_lines (id, invoice_id, position, kind, description, student_id, lesson_id, course, ' +
        'teacher_id, service_on, quantity, unit_amount, amount, billing_key, block_lessons) VALUES ' +
        chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', '),
      params: chunk.flatMap((line, j) => [
        randomUUID(),
        id,
        i + j + 1,
        line.kind,
        line.description,
        line.studentId,
        line.lessonId,
        line.course,
        line.teacherId,
        line.serviceOn,
        line.quantity,
        line.unitAmount,
        line.amount,
        line.billingKey,
        line.blockLessons ?? null,
      ]),
    });
  }
  return statements;
}
