/**
 * An invoice's reminder (docs/requirements.md#billing-schedule), written at delivery: what is left to pay, by when
 * (or since when it is overdue), the link to the invoice and how to pay. Not sent when nothing is left to pay by
 * then. Reply-To is the school's address.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { escapeHtml, ObsoleteError, PermanentError, type MailComposer } from '../outbox';
import type { InvoiceReminderPayload } from './billing-schedule';
import type { BillingSettingsStore } from './billing-settings';
import { invoiceNumber, InvoiceRow } from './billing.entities';
import { amountDue } from './invoice-due';
import { formatMoney } from './money';

export function invoiceReminderMail(
  dataSource: DataSource,
  parts: { enrolment: EnrolmentForBilling; settings: BillingSettingsStore },
  publicUrl: string,
): MailComposer {
  return async (mail, school) => {
    const payload = JSON.parse(mail.payload ?? '{}') as Partial<InvoiceReminderPayload>;
    const invoice = await dataSource.getRepository(InvoiceRow).findOneBy({ id: payload.invoiceId ?? '' });
    if (!invoice || invoice.status !== 'ISSUED') throw new PermanentError('not sent: the invoice is not issued');
    const due = await amountDue(dataSource, invoice);
    if (due <= 0) throw new ObsoleteError('not sent: nothing is left to pay');
    const [family, settings] = await Promise.all([parts.enrolment.family(invoice.familyId), parts.settings.get()]);
    const number = invoiceNumber(invoice)!;
    const amount = formatMoney(due, invoice.currency);
    const by = DateTime.fromISO(invoice.dueOn!).toFormat('d LLLL yyyy');
    const overdue = payload.stage !== 'due';
    const url = `${publicUrl}/family/invoices/${invoice.id}`;
    const lines = [
      overdue
        ? `Invoice ${number} was due on ${by}: ${amount} is still to pay.`
        : `A reminder: invoice ${number} is due on ${by}, with ${amount} to pay.`,
      `See it and pay: ${url}`,
      ...(settings.payInstructions ? [`How to pay: ${settings.payInstructions}`] : []),
      'If you have paid already, thank you: please ignore this mail.',
      `Questions? Reply to this mail or write to ${school.replyTo}.`,
    ];
    const greeting = `Hello${family?.payerName ? ` ${family.payerName}` : ''},`;
    return {
      subject: overdue ? `Overdue: invoice ${number}, ${amount}` : `Invoice ${number} due on ${by}`,
      toName: family?.payerName ?? null,
      text: [greeting, '', ...lines.flatMap((line) => [line, '']), school.name, ''].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(school.name)}</p>
</body></html>`,
    };
  };
}
