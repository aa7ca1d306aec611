/**
 * A real spreadsheet engine reading a file as a person opening it would: LibreOffice headless imports the
 * CSV (UTF-8, comma, quotes; formulas evaluated and special numbers detected, the most eager settings)
 * and saves it as flat OpenDocument XML, read back here cell by cell: each cell's type, shown text and
 * formula if it became one.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

// scripts/soffice.mjs (plain JavaScript, shared with scripts/test.mjs): found, or installed with apt-get
const ensureSoffice = async (): Promise<string> => {
  const script = pathToFileURL(join(__dirname, '../../scripts/soffice.mjs')).href;
  return ((await import(script)) as { ensureSoffice: () => string }).ensureSoffice();
};

export interface SheetCell {
  /** office:value-type: "string", "float", "date", … */
  type: string;
  /** The text the cell shows. */
  text: string;
  /** The formula when the engine made the cell one, else null. */
  formula: string | null;
}

// 44 comma, 34 quote, 76 UTF-8, from line 1; column formats standard, language default; quoted fields
// not forced to text, special numbers detected; … token 13: evaluate formulas.
const CSV_IMPORT = 'CSV:44,34,76,1,,0,false,true,false,false,false,-1,true';

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const textOf = (body: string) =>
  [...body.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
    .map(([, p]) =>
      unescape(
        p
          .replace(/<text:tab\/>/g, '\t')
          .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n) => ' '.repeat(Number(n ?? 1)))
          .replace(/<[^>]+>/g, ''),
      ),
    )
    .join('\n');

function cellsOf(xml: string): SheetCell[][] {
  const rows = [...xml.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)];
  return rows.map(([, row]) =>
    [...row.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      ([, attrs, body]) => {
        const cell: SheetCell = {
          type: /office:value-type="([^"]+)"/.exec(attrs)?.[1] ?? 'empty',
          formula: /table:formula="([^"]+)"/.exec(attrs)?.[1] ?? null,
          text: textOf(body ?? ''),
        };
        // empty cells side by side come as one, repeated (the row's tail as 1000 or so: a few are enough)
        const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1);
        return Array.from({ length: Math.min(repeated, 64) }, () => cell);
      },
    ),
  );
}

/** The CSV opened in LibreOffice Calc: its rows of cells. */
let profile: string | null = null;

export async function openCsvInCalc(csv: Buffer | string): Promise<SheetCell[][]> {
  const soffice = await ensureSoffice();
  // one profile for the test file's calls (LibreOffice makes it on first use, the slow part of a start)
  profile ??= mkdtempSync(join(tmpdir(), 'calc-profile-'));
  const dir = mkdtempSync(join(tmpdir(), 'calc-'));
  try {
    writeFileSync(join(dir, 'export.csv'), csv);
    await promisify(execFile)(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        `--infilter=${CSV_IMPORT}`,
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        join(dir, 'export.csv'),
      ],
      { timeout: 120_000 },
    );
    return cellsOf(readFileSync(join(dir, 'export.fods'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
