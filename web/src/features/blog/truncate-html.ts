/**
 * Cuts a post's body after `limit` characters of its text (docs/requirements.md#blog-page), keeping the HTML
 * whole: the open elements are closed after the cut and "…" marks it. The body is the server's sanitised HTML
 * (a few tags, quoted attributes, no comments or scripts), so a small tokenizer reads it reliably; an entity
 * such as `&amp;` counts as the one character it shows.
 */
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)[^>]*>|&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);|[^<&]+|[<&]/g;
const VOID = new Set(['br', 'hr', 'img']);

export interface Cut {
  html: string;
  /** True when text was left out. */
  cut: boolean;
  /** The number of characters of text in the whole body. */
  length: number;
}

export function truncateHtml(html: string, limit: number): Cut {
  const open: string[] = [];
  let out = '';
  let count = 0;
  let cut = false;
  for (const match of html.matchAll(TOKEN)) {
    const [token, tag] = match;
    if (tag) {
      if (cut) continue;
      const name = tag.toLowerCase();
      if (token.startsWith('</')) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at);
      } else if (!VOID.has(name) && !token.endsWith('/>')) open.push(name);
      out += token;
      continue;
    }
    const chars = token.startsWith('&') && token.length > 1 ? [token] : Array.from(token);
    if (!cut && count + chars.length > limit) {
      out += chars.slice(0, limit - count).join('');
      cut = true;
    } else if (!cut) out += token;
    count += chars.length;
  }
  if (!cut) return { html, cut: false, length: count };
  return {
    html:
      out +
      '…' +
      open
        .reverse()
        .map((name) => `</${name}>`)
        .join(''),
    cut: true,
    length: count,
  };
}
