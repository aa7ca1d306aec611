/**
 * GET /admin/invoices/:id.pdf — one invoice as a PDF for staff (docs/requirements.md#invoice-pdf), admins only (money
 * is theirs): a draft too, marked DRAFT across its top. Audited as an export. The family's own copy is served by
 * family-billing.ts through `sendInvoicePdf`, with the same headers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminServices } from '../modules/admin/admin-services';
import { invoiceNumber, type InvoiceRow } from '../modules/billing/billing.entities';
import type { BillingService } from '../modules/billing/billing.service';
import type { SchoolContacts } from '../modules/school-contact';
import { actorOfRequest, requireUser } from './auth-routes';
import { contentDisposition } from './resume-download';

/** Streams the invoice's PDF, named by its number; never kept by a cache on the way. */
export async function sendInvoicePdf(
  reply: FastifyReply,
  billing: BillingService,
  school: SchoolContacts,
  invoice: InvoiceRow,
) {
  const { name, replyTo } = await school.current();
  const pdf = await billing.pdfs.render(invoice, { name, contact: replyTo });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', billing.pdfs.fileName(invoice)))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function registerInvoicePdfExport(app: FastifyInstance, admin: AdminServices, school: SchoolContacts): void {
  app.get<{ Params: { id: string } }>('/admin/invoices/:id.pdf', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const invoice = await admin.billing.invoices.get(request.params.id);
    await admin.audit.record(
      actorOfRequest(user, request),
      'export',
      `invoice:${invoice.id}`,
      `invoice PDF ${invoiceNumber(invoice) ?? `draft for ${invoice.period}`}`,
    );
    return sendInvoicePdf(reply, admin.billing, school, invoice);
  });
}
