/**
 * The receipt of a payment (docs/requirements.md#receipts), queued with the payment in its transaction and written at
 * delivery: how much, how and when it came, for which invoice, and what the family owes now, with the link to its
 * invoices. Reply-To is the school's address (the default of every mail to a family).
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { escapeHtml, PermanentError, type MailComposer } from '../outbox';
import { invoiceNumber, InvoiceRow, LedgerEntryRow } from './billing.entities';
import { formatMoney } from './money';

export function receiptMail(dataSource: DataSource, enrolment: EnrolmentForBilling, publicUrl: string): MailComposer {
  return async (mail, school) => {
    const entryId = (JSON.parse(mail.payload ?? '{}') as { entryId?: string }).entryId ?? '';
    const entry = await dataSource.getRepository(LedgerEntryRow).findOneBy({ id: entryId });
    if (!entry) throw new PermanentError('not sent: the payment is no longer recorded');
    const [family, invoice, owed] = await Promise.all([
      enrolment.family(entry.familyId),
      entry.invoiceId ? dataSource.getRepository(InvoiceRow).findOneBy({ id: entry.invoiceId }) : null,
      dataSource
        .getRepository(LedgerEntryRow)
        .createQueryBuilder('l')
        .select('SUM(l.amount)', 'sum')
        .where('l.familyId = :id', { id: entry.familyId })
        .getRawOne<{ sum: number | string | null }>(),
    ]);
    const money = (amount: number) => formatMoney(amount, entry.currency);
    const balance = Number(owed?.sum ?? 0);
    const how =
      entry.method === 'ONLINE' ? 'online' : entry.description.replace(/^Payment by /, 'by ').split(' for ')[0];
    const lines = [
      `We received your payment of ${money(-entry.amount)} ${how}, on ${DateTime.fromISO(entry.occurredOn).toFormat('d LLLL yyyy')}${invoice ? `, for invoice ${invoiceNumber(invoice)}` : ''}. Thank you.`,
      balance > 0
        ? `You owe ${money(balance)} now.`
        : balance < 0
          ? `You are in credit: ${money(-balance)}, taken off your next invoice.`
          : 'You have nothing left to pay.',
      `Your invoices and payments: ${publicUrl}/family/invoices`,
      `Questions? Reply to this mail or write to ${school.replyTo}.`,
    ];
    const greeting = `Hello${family?.payerName ? ` ${family.payerName}` : ''},`;
    return {
      subject: `Payment received: ${money(-entry.amount)} — ${school.name}`,
      toName: family?.payerName ?? null,
      text: [greeting, '', ...lines.flatMap((line) => [line, '']), school.name, ''].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(school.name)}</p>
</body></html>`,
    };
  };
}
