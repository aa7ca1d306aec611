/**
 * A blog post's body through saveBlogPost (docs/requirements.md#content): whatever markup an editor's
 * client sends, what is stored and what every query answers holds only the allow-list's tags, with no
 * handler, script, style or frame, and links only to http, https and mailto addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const SAVE = 'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id body } }';
const ALLOWED = new Set(['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'blockquote']);

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/g, '&');

/** What browsers skip inside a URL: control characters and spaces. */
// eslint-disable-next-line no-control-regex
const withoutSkipped = (text: string) => text.replace(/[\u0000-\u0020]/g, '');

/** Every way the body could still run script, as a list of findings (empty: safe). */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const bad of [
    '<script',
    '<iframe',
    '<style',
    '<svg',
    '<img',
    '<object',
    '<embed',
    '<math',
    '<meta',
    '<base',
    '<form',
    '<input',
    '<link',
  ])
    if (html.toLowerCase().includes(bad)) found.push(bad);
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED.has(name.toLowerCase())) found.push(`tag ${name}`);
    if (/\son\w+\s*=/i.test(attributes)) found.push(`handler in <${name}${attributes}>`);
    for (const [, attribute] of attributes.matchAll(/\s([^\s=]+)=/g))
      if (!['href', 'rel'].includes(attribute)) found.push(`attribute ${attribute}`);
    for (const [, href] of attributes.matchAll(/href="([^"]*)"/g)) {
      const plain = withoutSkipped(decode(href)).toLowerCase();
      if (!/^(https?:\/\/|mailto:)/.test(plain)) found.push(`href ${href}`);
    }
    if (name === 'a' && !attributes.includes('rel="noopener noreferrer"') && attributes.includes('href'))
      found.push('link without rel');
  }
  if (/javascript:|vbscript:|data:text/i.test(withoutSkipped(decode(html))) && /href|src/i.test(html))
    found.push('script URL');
  return found;
}

async function storedBody(id: string): Promise<string> {
  const mark = server.app.dataSource.options.type === 'postgres' ? '$1' : '?';
  const rows: { body: string }[] = await server.app.dataSource.query(`SELECT body FROM blog_posts WHERE id = ${mark}`, [
    id,
  ]);
  return rows[0].body;
}

/**
 * The newest post's body as the site serves it, before any script (/Blog, rendered on publish): every post here is
 * published, so the one just saved is first. Its text may be cut at 600 characters, but the payloads come first.
 */
async function servedBody(title: string): Promise<string> {
  const html = (await server.inject({ method: 'GET', url: '/Blog' })).body;
  const shown = /<article class="card blog-entry">[\s\S]*?<h2>([^<]*)<\/h2>/.exec(html)?.[1];
  if (shown !== title) return `<first post is ${shown}, not ${title}>`;
  // the whole text: the short body's own div, or the full one beside the cut one (the page before scripts run)
  const first = /class="blog-text(?: blog-text__body|__body blog-text__full)">([\s\S]*?)<\/div>/.exec(html);
  // the page carries no script but its own: the JSON-LD, the module and the content (whose "<" are escaped)
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const extra = scripts.filter((tag) => !/application\/ld\+json|type="module"|id="site-content"/.test(tag));
  if (!first) return '<missing body>';
  return extra.length > 0 ? extra.join('') : first[1];
}

describe('saveBlogPost with hostile markup', () => {
  it(`keeps none of ${XSS_PAYLOADS.length} payloads in what it stores and answers`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    // the check itself sees the danger in the payloads as sent (the escaped text one is harmless as sent)
    expect(XSS_PAYLOADS.filter((payload) => dangers(payload).length === 0)).toEqual([
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
    const failures: Record<string, string[]> = {};
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const { body } = await gql(server.url, cookie, SAVE, {
        input: { title: `Payload ${i}`, body: `<p>Hello</p>${payload}`, published: true },
      });
      expect(body.errors, payload).toBeUndefined();
      const saved = body.data.saveBlogPost as { id: string; body: string };
      const seen = [
        ...dangers(saved.body),
        ...dangers(await storedBody(saved.id)),
        ...dangers(await servedBody(`Payload ${i}`)),
      ];
      if (seen.length > 0) failures[payload] = seen;
    }
    expect(failures).toEqual({});
  });

  it('answers only cleaned bodies in the dashboard list and the public one', async () => {
    const { body } = await gql(server.url, cookie, '{ blogPosts { body } }');
    const listed = await graphql(server.url, '{ publishedBlogPosts(limit: 50) { body } }');
    const bodies = [...body.data.blogPosts, ...listed.body.data.publishedBlogPosts].map((post) => post.body as string);
    expect(bodies.length).toBeGreaterThan(50);
    expect(bodies.flatMap(dangers)).toEqual([]);
  });

  it('keeps the allowed markup: headings, paragraphs, lists, links, emphasis and quotes', async () => {
    const allowed =
      '<h2>Practice</h2><h3>Daily</h3><h4>Ten minutes</h4><p>Play <strong>slowly</strong>, <em>count</em>, ' +
      '<b>listen</b> and <i>record</i>.<br />Then rest.</p><ul><li>Dayan</li><li>Bayan</li></ul><ol><li>One</li></ol>' +
      '<blockquote>Speed is a reward for clarity.</blockquote>' +
      '<p><a href="https://www.youtube.com/@raagarambh.music" rel="noopener noreferrer">our channel</a> and ' +
      '<a href="mailto:support@raagarambh.example" rel="noopener noreferrer">write to us</a></p>';
    const { body } = await gql(server.url, cookie, SAVE, {
      input: { title: 'Allowed', body: allowed, published: true },
    });
    expect(body.data.saveBlogPost.body).toBe(allowed);
    expect(await storedBody(body.data.saveBlogPost.id)).toBe(allowed);
  });

  it('adds rel="noopener noreferrer" to a link and drops its target and other attributes', async () => {
    const sent =
      '<p class="x" id="y"><a href="http://ok.example/a?b=1&amp;c=2" target="_blank" rel="opener" title="t">ok</a></p>';
    const { body } = await gql(server.url, cookie, SAVE, { input: { title: 'Link', body: sent, published: false } });
    expect(body.data.saveBlogPost.body).toBe(
      '<p><a href="http://ok.example/a?b=1&amp;c=2" rel="noopener noreferrer">ok</a></p>',
    );
  });

  it('keeps the words of a link whose address is refused, without the link', async () => {
    const sent = '<p><a href="javascript:alert(1)">words</a></p>';
    const { body } = await gql(server.url, cookie, SAVE, { input: { title: 'Words', body: sent, published: false } });
    expect(body.data.saveBlogPost.body).toBe('<p>words</p>');
  });
});
