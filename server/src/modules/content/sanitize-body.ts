/**
 * A blog post's body, made safe on the server whatever the client sent (docs/requirements.md#content).
 * An allow-list: the tags and attributes below survive, everything else goes. Script, style, iframe,
 * object, textarea and similar take their content with them; any other unknown tag is dropped and
 * its text kept. Links keep only http, https and mailto addresses (sanitize-html decodes entities and
 * strips control characters before judging the scheme, so "jav&#x61;script:" or "java\tscript:" are
 * not links) and always get rel="noopener noreferrer"; target is not allowed at all, so no link opens
 * a window that can reach back.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // these go with everything inside them
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link without an allowed address becomes its text alone (span is not allowed: its tag goes)
    a: (tagName, attribs): sanitizeHtml.Tag =>
      isAllowedHref(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href.trim(), rel: 'noopener noreferrer' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Attributes arrive here with entities decoded; control characters and spaces are what browsers skip too. */
function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const plain = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^(https?:\/\/|mailto:)/.test(plain);
}

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
