/** RFC 4180 CSV for spreadsheets: CRLF lines, quoted cells when needed, formulas neutralised. */
export const BOM = '\uFEFF';

/**
 * An amount the server wrote, such as "-12.50": a number to a spreadsheet, written as it is (a minus typed by a
 * person is still neutralised: it could start a formula).
 */
export class CsvDecimal {
  constructor(readonly text: string) {
    if (!/^-?\d+\.\d{2}$/.test(text)) throw new Error(`not a decimal amount: ${text}`);
  }
}

/**
 * A cell starting with =, +, -, @ (or a tab/carriage return, which some spreadsheets skip before
 * reading a formula) is prefixed with an apostrophe, so it is shown as text and never evaluated.
 */
/** A column's value as text: an instant in ISO 8601, a scalar as JavaScript writes it, anything else as JSON. */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvDecimal) return value.text;
  let text = textOf(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
