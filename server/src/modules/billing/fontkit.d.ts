/** fontkit ships no types: the one call made of it here (pdfkit takes the font it answers). */
declare module 'fontkit' {
  export function create(buffer: Buffer): { layout(text: string): unknown };
}
