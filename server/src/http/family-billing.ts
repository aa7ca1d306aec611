/**
 * The family's invoices in its portal (docs/requirements.md#family-invoices): the balance, each issued invoice and
 * every payment and credit, an invoice on its own page (the school, the family, the lines, tax, total, what is paid,
 * when it is due, how to pay) with "Pay now" where online payment is set up for its currency. A family sees only its
 * own: another's invoice, or a draft, is not found. Plain HTML like the rest of the portal; every value escaped.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import { zonedDay } from '@school/common';
import type { Env } from '../config/env';
import { AppError } from '../errors';
import { invoiceNumber, type InvoiceRow } from '../modules/billing/billing.entities';
import type { BillingService } from '../modules/billing/billing.service';
import { formatMoney, formatRate } from '../modules/billing/money';
import type { FamilyPortal } from '../modules/lessons/family-portal';
import type { Family } from '../modules/lessons/lesson.entities';
import { escapeHtml as e } from '../modules/outbox';
import type { SchoolContacts } from '../modules/school-contact';
import { message, page } from './family-pages';
import { portalTools } from './family-portal';
import { sendInvoicePdf } from './invoice-pdf-export';

const STYLE =
  '<style>table{width:100%;border-collapse:collapse}th,td{padding:.4rem 0;border-top:1px solid var(--line);text-align:left;vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap;padding-left:1rem}tfoot th,tfoot td{font-weight:600}.big{font-size:1.4rem;font-weight:700;margin:.25rem 0}</style>';
const month = (period: string) => DateTime.fromISO(`${period}-01`).toFormat('LLLL yyyy');
const day = (date: string | null) => (date ? DateTime.fromISO(date).toFormat('d LLL yyyy') : '');

function balanceText(balance: number, currency: string): string {
  if (balance > 0) return `You owe ${formatMoney(balance, currency)}`;
  if (balance < 0) return `You are in credit: ${formatMoney(-balance, currency)}`;
  return 'Nothing to pay';
}

export function registerFamilyBilling(
  app: FastifyInstance,
  portal: FamilyPortal,
  billing: BillingService,
  env: Env,
  school: SchoolContacts,
) {
  const { chrome, html, sameSite, signedIn } = portalTools(portal, env, school);
  // "Pay now" posts here and is redirected to the provider's page: the invoice page's form-action allows those
  const checkout = [
    ...(env.payments.razorpay ? ['https://rzp.io', 'https://*.razorpay.com', env.payments.razorpay.apiUrl] : []),
    ...(env.payments.stripe ? ['https://checkout.stripe.com', env.payments.stripe.apiUrl] : []),
  ].flatMap((origin) => (origin ? [origin.startsWith('https://*') ? origin : new URL(origin).origin] : []));
  const allowCheckout = (reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && checkout.length)
      reply.header(
        'content-security-policy',
        policy.replace("form-action 'self'", `form-action 'self' ${checkout.join(' ')}`),
      );
  };

  async function ownInvoice(family: Family, id: string): Promise<InvoiceRow | null> {
    const invoice = await billing.invoices.get(id).catch(() => null);
    return invoice && invoice.familyId === family.id && invoice.status === 'ISSUED' ? invoice : null;
  }

  async function invoicePage(reply: FastifyReply, family: Family, invoice: InvoiceRow, note = '', status = 200) {
    const [lines, settings, due, details] = await Promise.all([
      billing.invoices.lines(invoice.id),
      billing.settings.get(),
      billing.online.due(invoice),
      school.current(),
    ]);
    const money = (amount: number) => e(formatMoney(amount, invoice.currency));
    const rows = lines
      .map((l) => `<tr><td>${e(l.description)}</td><td class="n">${money(l.amount)}</td></tr>`)
      .join('');
    const foot = [
      ['Subtotal', invoice.subtotal],
      ...(invoice.discount ? [['Discounts', -invoice.discount] as const] : []),
      ...(invoice.taxBp ? [[`${invoice.taxLabel} ${formatRate(invoice.taxBp)}`, invoice.tax] as const] : []),
      ['Total', invoice.total],
      ...(invoice.credited ? [['Credited', -invoice.credited] as const] : []),
      ['To pay', due],
    ]
      .map(
        ([label, amount]) =>
          `<tr><th scope="row">${e(String(label))}</th><td class="n">${money(Number(amount))}</td></tr>`,
      )
      .join('');
    const pay =
      due > 0 && billing.online.offered(invoice.currency)
        ? `<form method="post" action="/family/invoices/${e(invoice.id)}/pay" style="display:block"><p><button class="primary" type="submit">Pay now ${money(due)}</button></p></form>`
        : '';
    const how = settings.payInstructions ? `<h2>How to pay</h2><p class="note">${e(settings.payInstructions)}</p>` : '';
    if (pay) allowCheckout(reply);
    const number = invoiceNumber(invoice)!;
    const body = `${STYLE}<h1>Invoice ${e(number)}</h1>${note}
<section aria-label="Invoice details"><p><strong>${e(details.name)}</strong><br>To ${e(family.payerName || family.email)}<br>
Lessons of ${e(month(invoice.period))}<br>Issued ${e(day(invoice.issuedAt ? zonedDay(invoice.issuedAt, env.schoolTimeZone) : null))}, due ${e(day(invoice.dueOn))}</p>
<table><caption class="muted" style="text-align:left">Amounts in ${e(invoice.currency)}</caption><thead><tr><th scope="col">What</th><th scope="col" class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${foot}</tfoot></table></section>${pay}${how}
<p><a href="/family/invoices/${e(invoice.id)}.pdf" download>Download PDF</a></p>
<p><a href="/family/invoices">All invoices and payments</a></p>`;
    return html(reply, page(await chrome(true), `Invoice ${number}`, body), status);
  }

  app.get('/family/invoices', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const [ledger, invoices] = await Promise.all([
      billing.ledger.of(family.id),
      billing.invoices.list({ familyId: family.id, status: 'ISSUED' }),
    ]);
    const items = await Promise.all(
      invoices.map(async (invoice) => {
        const due = await billing.online.due(invoice);
        const state =
          invoice.credited >= invoice.total && invoice.total > 0
            ? 'Credited'
            : due > 0
              ? `To pay ${formatMoney(due, invoice.currency)} by ${day(invoice.dueOn)}`
              : 'Paid';
        return `<li><a href="/family/invoices/${e(invoice.id)}">${e(invoiceNumber(invoice)!)}</a> · ${e(month(invoice.period))} · ${e(formatMoney(invoice.total, invoice.currency))}<br><span class="muted">${e(state)}</span></li>`;
      }),
    );
    const moves = ledger.lines
      .filter((l) => l.kind !== 'INVOICE')
      .reverse()
      .map(
        (l) =>
          `<li>${e(day(l.occurredOn))} · ${e(l.description)} · ${e(formatMoney(Math.abs(l.amount), l.currency))}</li>`,
      );
    const body = `<h1>Invoices and payments</h1>
<section aria-labelledby="balance"><h2 id="balance">Balance</h2><p class="big">${e(balanceText(ledger.balance, ledger.currency))}</p></section>
<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2>${items.length ? `<ul>${items.join('')}</ul>` : '<p class="muted">No invoices yet.</p>'}</section>
<section aria-labelledby="payments"><h2 id="payments">Payments and credits</h2>${moves.length ? `<ul>${moves.join('')}</ul>` : '<p class="muted">None yet.</p>'}</section>
<p><a href="/family/home">Back to your family page</a></p>`;
    return html(reply, page(await chrome(true), 'Invoices and payments', STYLE + body));
  });

  app.get<{ Params: { id: string } }>('/family/invoices/:id', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const invoice = await ownInvoice(family, request.params.id);
    if (!invoice)
      return html(
        reply,
        page(
          await chrome(true),
          'Not found',
          '<h1>No such invoice</h1><p><a href="/family/invoices">Your invoices</a></p>',
        ),
        404,
      );
    return invoicePage(reply, family, invoice);
  });

  // the same invoice as a PDF: the family's own, issued, else not found
  app.get<{ Params: { id: string } }>('/family/invoices/:id.pdf', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const invoice = await ownInvoice(family, request.params.id);
    if (!invoice) return reply.code(404).type('text/plain').send('No such invoice');
    return sendInvoicePdf(reply, billing, school, invoice);
  });

  app.post<{ Params: { id: string } }>('/family/invoices/:id/pay', async (request, reply) => {
    sameSite(request);
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const invoice = await ownInvoice(family, request.params.id);
    if (!invoice) return reply.code(404).type('text/plain').send('No such invoice');
    try {
      const url = await billing.online.linkFor(invoice, `${env.notifications.publicUrl}/family/invoices/${invoice.id}`);
      return reply.redirect(url, 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
      return invoicePage(reply, family, invoice, message(error.message, 'bad'), 409);
    }
  });
}
