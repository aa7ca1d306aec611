/**
 * An invoice as a PDF (docs/requirements.md#invoice-pdf), for the family's portal and the dashboard. Everything the
 * page needs is read first, then drawn in one go into a stream the caller sends: memory holds one invoice. Who may
 * have which invoice is the route's business: a family only its own issued ones, staff any, drafts marked DRAFT.
 */
import type { Readable } from 'node:stream';
import { ServiceUnavailableError } from '../../errors';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { invoiceNumber, type InvoiceRow } from './billing.entities';
import type { BillingSettingsStore } from './billing-settings';
import type { Invoices } from './invoices';
import type { OnlinePayments } from './online-payments';

/**
 * PDFs being drawn or sent at once in this process: each holds its pages until its client has read them, so a crowd
 * of slow (or stalled) downloads is refused past this, not held in memory.
 */
export const PDFS_IN_FLIGHT = 8;
const BUSY_RETRY_SECONDS = 5;

export class PdfsBusyError extends ServiceUnavailableError {
  constructor() {
    super('Other invoices are being downloaded. Please try again in a few seconds.', BUSY_RETRY_SECONDS);
  }
}

/** Who the school is on its invoices: its name and the address families write to. */
export interface InvoiceSchool {
  name: string;
  contact: string;
}

export class InvoicePdfs {
  private inFlight = 0;

  constructor(
    private readonly invoices: Invoices,
    private readonly settings: BillingSettingsStore,
    private readonly online: OnlinePayments,
    private readonly enrolment: EnrolmentForBilling,
    private readonly schoolTimeZone: string,
  ) {}

  /** The file's name: the invoice's number with its slashes made dashes, "INV-2026-27-0007.pdf". */
  fileName(invoice: InvoiceRow): string {
    const name = invoiceNumber(invoice) ?? `draft-${invoice.period}`;
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
  }

  /** PDFs drawn and not yet read to their end (or dropped) by their clients. */
  get drawing(): number {
    return this.inFlight;
  }

  /**
   * The invoice's PDF as a stream; PdfsBusyError (503, Retry-After) when PDFS_IN_FLIGHT are out already. The slot is
   * taken before anything is read and given back when the stream ends, fails or is destroyed (the client left).
   */
  async render(invoice: InvoiceRow, school: InvoiceSchool): Promise<Readable> {
    if (this.inFlight >= PDFS_IN_FLIGHT) throw new PdfsBusyError();
    this.inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.inFlight--;
    };
    try {
      const pdf = await this.draw(invoice, school);
      pdf.once('close', release).once('end', release).once('error', release);
      return pdf;
    } catch (error) {
      release();
      throw error;
    }
  }

  private async draw(invoice: InvoiceRow, school: InvoiceSchool): Promise<Readable> {
    const [lines, settings, family, left] = await Promise.all([
      this.invoices.lines(invoice.id),
      this.settings.get(),
      this.enrolment.family(invoice.familyId),
      // a draft is not on the ledger yet: all of it would be left
      invoice.status === 'ISSUED' ? this.online.due(invoice) : Promise.resolve(invoice.total - invoice.credited),
    ]);
    // pdfkit and its fonts (~110 ms to load) are read when the first invoice is drawn, not at every start
    const { drawInvoice } = await import('./invoice-pdf-layout');
    return drawInvoice({
      invoice,
      lines,
      settings,
      school,
      payer: { name: family?.payerName ?? null, email: family?.email ?? '' },
      left,
      timeZone: this.schoolTimeZone,
    });
  }
}
