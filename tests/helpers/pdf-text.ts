/**
 * The words of a PDF as a reader sees them, one string per line of each page, read by PDF.js (Mozilla's real
 * parser). Pieces of text on the same baseline are joined left to right, with a space where a gap shows one, so a
 * label and its amount read "Total ₹1,770.00" whichever font drew each character.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Piece {
  str: string;
  x: number;
  y: number;
  width: number;
}

export async function pdfLines(bytes: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true });
  const pdf = await task.promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const pieces: Piece[] = content.items.flatMap((item) =>
      'str' in item && item.str
        ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
        : [],
    );
    const rows = new Map<number, Piece[]>();
    for (const piece of pieces) {
      const key = [...rows.keys()].find((y) => Math.abs(y - piece.y) < 2) ?? piece.y;
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      const row = rows.get(y)!.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const piece of row) {
        text += (piece.x - end > 1.5 && text ? ' ' : '') + piece.str;
        end = piece.x + piece.width;
      }
      lines.push(text.replace(/\s+/g, ' ').trim());
    }
  }
  await task.destroy();
  return lines;
}
