/**
 * Text on an invoice PDF in any script the school meets: Noto Sans from @fontsource, whose files each cover one
 * range of Unicode (Latin, Latin Extended with ₹, Cyrillic, Greek, Vietnamese, Devanagari). A string is cut into
 * runs of characters one file covers, and each run is drawn in its file, so "Zoë", "₹1,500.00" and "अनन्या" all
 * show as written rather than as empty boxes. Only the files a document uses are embedded, and only their glyphs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** Tried in this order: the first whose range holds a character draws it. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese', 'devanagari'];
const PACKAGE = dirname(require.resolve('@fontsource/noto-sans/unicode.json'));

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseRanges(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

let ranges: { subset: string; ranges: [number, number][] }[] | null = null;
function subsetRanges() {
  if (!ranges) {
    const unicode = JSON.parse(readFileSync(join(PACKAGE, 'unicode.json'), 'utf8')) as Record<string, string>;
    ranges = SUBSETS.map((subset) => ({ subset, ranges: parseRanges(unicode[subset] ?? '') }));
  }
  return ranges;
}

/** Read once per process: 2 weights of 8 small files, shared by every document. */
const files = new Map<string, Buffer>();
function fontFile(subset: string, bold: boolean): Buffer {
  const name = `noto-sans-${subset}-${bold ? 700 : 400}-normal.woff`;
  let file = files.get(name);
  if (!file) {
    file = readFileSync(join(PACKAGE, 'files', name));
    files.set(name, file);
  }
  return file;
}

const fontName = (subset: string, bold: boolean) => `${subset}-${bold ? 'bold' : 'regular'}`;

/** The fonts a document may use, registered by name (pdfkit opens a file only when it is used). */
export function registerFonts(doc: Doc): void {
  for (const subset of SUBSETS)
    for (const bold of [false, true]) doc.registerFont(fontName(subset, bold), fontFile(subset, bold));
}

const JOINS = /[\p{M}\u200c\u200d]/u;

/** The runs of `text`, each with the font subset that draws it; a mark stays with the letter it sits on. */
export function fontRuns(text: string): { subset: string; text: string }[] {
  const runs: { subset: string; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const code = char.codePointAt(0)!;
    const subset =
      last && JOINS.test(char)
        ? last.subset
        : (subsetRanges().find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))?.subset ?? 'latin');
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

function style(doc: Doc, subset: string, s: TextStyle) {
  doc
    .font(fontName(subset, s.bold ?? false))
    .fontSize(s.size ?? 10)
    .fillColor(s.color ?? '#111111');
}

/** How wide `text` is on one line. */
export function widthOf(doc: Doc, text: string, s: TextStyle = {}): number {
  return fontRuns(text).reduce((sum, run) => {
    style(doc, run.subset, s);
    return sum + doc.widthOfString(run.text);
  }, 0);
}

/** Text from (x, y) wrapped within `width`; answers the y below it. */
export function flow(doc: Doc, text: string, x: number, y: number, width: number, s: TextStyle = {}): number {
  const runs = fontRuns(text || ' ');
  runs.forEach((run, i) => {
    style(doc, run.subset, s);
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { width, continued, lineGap: 1 });
    else doc.text(run.text, { continued });
  });
  return doc.y;
}

/** One line whose right end is at `right` (amounts line up on their last digit). */
export function rightAligned(doc: Doc, text: string, right: number, y: number, s: TextStyle = {}): void {
  let x = right - widthOf(doc, text, s);
  for (const run of fontRuns(text)) {
    style(doc, run.subset, s);
    doc.text(run.text, x, y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
