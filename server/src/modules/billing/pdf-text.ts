/**
 * Text on an invoice PDF in any script the school meets: Noto Sans from @fontsource, whose files each cover one
 * range of Unicode (Latin, Latin Extended with ₹, Cyrillic, Greek, Vietnamese, Devanagari). A string is cut into
 * runs of characters one file covers, and each run is drawn in its file, so "Zoë", "₹1,500.00" and "अनन्या" all
 * show as written rather than as empty boxes. Only the files a document uses are embedded, and only their glyphs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';

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

/**
 * Parsed once per process and shared by every document: 2 weights of 8 small files. pdfkit would parse a file
 * for each document; each document still embeds only the glyphs it used.
 */
const fonts = new Map<string, ReturnType<typeof create>>();
function font(subset: string, bold: boolean) {
  const name = `noto-sans-${subset}-${bold ? 700 : 400}-normal.woff`;
  let parsed = fonts.get(name);
  if (!parsed) {
    parsed = create(woffToSfnt(readFileSync(join(PACKAGE, 'files', name))));
    fonts.set(name, parsed);
  }
  return parsed;
}

const fontName = (subset: string, bold: boolean) => `${subset}-${bold ? 'bold' : 'regular'}`;

/** The fonts a document may use, registered by name (a font is embedded only when it is used). */
export function registerFonts(doc: Doc): void {
  for (const subset of SUBSETS)
    for (const bold of [false, true])
      // pdfkit takes a parsed font as well as a file (its types know only files)
      doc.registerFont(fontName(subset, bold), font(subset, bold) as unknown as Buffer);
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

/**
 * The lines `text` takes within `width`: broken at spaces, a word wider than the column broken where it must. Each
 * word is measured once and lines add up their words' widths (kerning across a space is nil).
 */
function wrap(doc: Doc, text: string, width: number, s: TextStyle): string[] {
  const space = widthOf(doc, ' ', s);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(/ +/)) {
      const wide = widthOf(doc, word, s);
      if (line && used + space + wide <= width) {
        line = `${line} ${word}`;
        used += space + wide;
        continue;
      }
      if (line) lines.push(line);
      [line, used] = [word, wide];
      if (wide <= width) continue;
      [line, used] = ['', 0];
      for (const char of word) {
        const w = widthOf(doc, char, s);
        if (line && used + w > width) {
          lines.push(line);
          [line, used] = ['', 0];
        }
        line += char;
        used += w;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Text from (x, y) wrapped within `width`; answers the y below it. Never starts a page: the caller makes room. */
export function flow(doc: Doc, text: string, x: number, y: number, width: number, s: TextStyle = {}): number {
  const lines = wrap(doc, text, width, s);
  lines.forEach((line, i) => {
    let left = x;
    for (const run of fontRuns(line)) {
      style(doc, run.subset, s);
      doc.text(run.text, left, y + i * lineStep(s), { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
  });
  return y + lines.length * lineStep(s);
}

const lineStep = (s: TextStyle) => (s.size ?? 10) * 1.2 + 1;

/** How tall `text` is when it flows within `width`. */
export const heightOf = (doc: Doc, text: string, width: number, s: TextStyle = {}) =>
  wrap(doc, text, width, s).length * lineStep(s);

/** One line whose right end is at `right` (amounts line up on their last digit). */
export function rightAligned(doc: Doc, text: string, right: number, y: number, s: TextStyle = {}): void {
  let x = right - widthOf(doc, text, s);
  for (const run of fontRuns(text)) {
    style(doc, run.subset, s);
    doc.text(run.text, x, y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
