/**
 * How one invoice looks on paper (docs/requirements.md#invoice-pdf), A4: the school and its tax id, the payer, the
 * number and dates, the lines, the totals down to what is left to pay, and how to pay. Drawn in one go from figures
 * already read, so a document is never left half written while the database is asked something.
 */
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { invoiceNumber, type InvoiceLineRow, type InvoiceRow } from './billing.entities';
import type { BillingSettings } from './billing-settings';
import { formatMoney, formatRate } from './money';
import { flow, heightOf, registerFonts, rightAligned, type TextStyle } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

export interface InvoicePdfFigures {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  settings: BillingSettings;
  school: { name: string; contact: string };
  payer: { name: string | null; email: string };
  /** What is left to pay: the ledger's answer for an issued invoice. */
  left: number;
  timeZone: string;
}

const MARGIN = 50;
const GREY = '#555555';
const RED = '#b00020';
// the columns' right edges: description | quantity | unit price | amount
const COLUMNS = { description: MARGIN, quantityRight: 355, unitRight: 445, amountRight: 545 };
const DESCRIPTION_WIDTH = 250;

const day = (date: DateTime | null) => (date?.isValid ? date.toFormat('d LLLL yyyy') : '—');
const month = (period: string) => DateTime.fromISO(`${period}-01`).toFormat('LLLL yyyy');

/** The document, written whole and ended: read it as a stream. */
export function drawInvoice(figures: InvoicePdfFigures): Doc {
  const { invoice } = figures;
  const number = invoiceNumber(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // pages are kept until the end to be numbered: one invoice's few pages
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: number ? `Invoice ${number}` : 'Draft invoice', Author: figures.school.name },
  });
  registerFonts(doc);
  const draft = invoice.status !== 'ISSUED';
  let y = header(doc, figures, draft ? MARGIN + 4 : MARGIN);
  y = lineTable(doc, figures, y + 18);
  y = totals(doc, figures, y + 6);
  const how = figures.settings.payInstructions;
  if (how) {
    y = room(doc, y + 18, 60);
    y = flow(doc, 'How to pay', MARGIN, y, 495, { bold: true, size: 11 });
    flow(doc, how, MARGIN, y + 4, 495);
  }
  marks(doc, number ?? 'Draft invoice', draft);
  doc.end();
  return doc;
}

/** On every page: its number, and a draft's warning, should one page be printed alone. */
function marks(doc: Doc, name: string, draft: boolean) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    if (draft) {
      doc.rect(MARGIN, MARGIN - 30, 495, 24).fill('#fde7ea');
      rightAligned(doc, 'DRAFT — not issued: not a demand for payment', 537, MARGIN - 25, {
        bold: true,
        size: 11,
        color: RED,
      });
    }
    if (count > 1)
      rightAligned(doc, `${name} · page ${i - start + 1} of ${count}`, 545, doc.page.height - 35, {
        size: 8,
        color: GREY,
      });
  }
}

function header(doc: Doc, f: InvoicePdfFigures, top: number): number {
  const { invoice, settings, school } = f;
  let left = flow(doc, school.name, MARGIN, top, 280, { bold: true, size: 16 });
  const schoolLines = [settings.schoolAddress, school.contact, settings.taxId ? `Tax id: ${settings.taxId}` : null];
  for (const line of schoolLines) if (line) left = flow(doc, line, MARGIN, left + 2, 280, { color: GREY });
  const issued = invoice.issuedAt ? DateTime.fromJSDate(invoice.issuedAt, { zone: f.timeZone }) : null;
  const facts: [string, string][] = [
    ['Invoice', invoiceNumber(invoice) ?? 'Draft: no number yet'],
    ['Issued', invoice.status === 'ISSUED' ? day(issued) : 'Not issued'],
    ['Due', invoice.dueOn ? day(DateTime.fromISO(invoice.dueOn)) : '—'],
    ['For', `Lessons of ${month(invoice.period)}`],
    ['Currency', invoice.currency],
  ];
  let right = top;
  for (const [label, value] of facts) {
    rightAligned(doc, label, 405, right, { color: GREY });
    right = flow(doc, value, 412, right, 133, { bold: label === 'Invoice' }) + 2;
  }
  let y = Math.max(left, right) + 16;
  y = flow(doc, 'Bill to', MARGIN, y, 495, { bold: true, size: 11 });
  if (f.payer.name) y = flow(doc, f.payer.name, MARGIN, y + 2, 495);
  return flow(doc, f.payer.email, MARGIN, y + 2, 495, { color: GREY });
}

/** A new page when `needed` points do not fit below `y`; answers where to go on. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= doc.page.height - MARGIN) return y;
  doc.addPage();
  return MARGIN;
}

function tableHead(doc: Doc, y: number): number {
  const s: TextStyle = { bold: true, color: GREY, size: 9 };
  flow(doc, 'Description', COLUMNS.description, y, DESCRIPTION_WIDTH, s);
  rightAligned(doc, 'Quantity', COLUMNS.quantityRight, y, s);
  rightAligned(doc, 'Unit price', COLUMNS.unitRight, y, s);
  rightAligned(doc, 'Amount', COLUMNS.amountRight, y, s);
  const below = y + 15;
  doc.moveTo(MARGIN, below).lineTo(545, below).lineWidth(0.5).strokeColor('#999999').stroke();
  return below + 5;
}

function lineTable(doc: Doc, f: InvoicePdfFigures, top: number): number {
  const money = (amount: number) => formatMoney(amount, f.invoice.currency);
  let y = tableHead(doc, top);
  if (f.lines.length === 0) y = flow(doc, 'No lines.', MARGIN, y, 495, { color: GREY }) + 4;
  for (const line of f.lines) {
    const height = heightOf(doc, line.description, DESCRIPTION_WIDTH) + 6;
    const fits = room(doc, y, height);
    if (fits !== y) y = tableHead(doc, fits);
    const bottom = flow(doc, line.description, COLUMNS.description, y, DESCRIPTION_WIDTH);
    rightAligned(doc, String(line.quantity), COLUMNS.quantityRight, y);
    rightAligned(doc, money(line.unitAmount), COLUMNS.unitRight, y);
    rightAligned(doc, money(line.amount), COLUMNS.amountRight, y);
    y = bottom + 6;
  }
  doc.moveTo(MARGIN, y).lineTo(545, y).lineWidth(0.5).strokeColor('#999999').stroke();
  return y;
}

function totals(doc: Doc, f: InvoicePdfFigures, top: number): number {
  const { invoice } = f;
  const rows: [string, number, boolean][] = [
    ['Subtotal', invoice.subtotal, false],
    ...(invoice.discount ? [['Discounts', -invoice.discount, false] as [string, number, boolean]] : []),
    ...(invoice.taxBp
      ? [[`${invoice.taxLabel} ${formatRate(invoice.taxBp)}`, invoice.tax, false] as [string, number, boolean]]
      : []),
    ['Total', invoice.total, true],
    ...(invoice.credited ? [['Credited', -invoice.credited, false] as [string, number, boolean]] : []),
    ['Amount left to pay', f.left, true],
  ];
  let y = room(doc, top, rows.length * 16);
  for (const [label, amount, bold] of rows) {
    const s: TextStyle = { bold, size: bold ? 11 : 10 };
    rightAligned(doc, label, COLUMNS.unitRight, y, s);
    rightAligned(doc, formatMoney(amount, invoice.currency), COLUMNS.amountRight, y, s);
    y += 16;
  }
  return y;
}
