/**
 * Publishing (docs/requirements.md#publishing): the server renders the site's pages from the published content with
 * the site's own renderer. A new install serves the pages the build made, byte for byte; a publish is in the served
 * HTML (before any script) as soon as the save has answered, with the sitemap and the page's JSON-LD following;
 * a draft never is; a second instance on the same database serves it within 5 s.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { png } from '../../fixtures/images';
import { uploadImage } from '../../helpers/images';

const dist = resolve(__dirname, '../../../web/dist');
const SAVE_POST = 'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }';
const SAVE_SCHOOL = `mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }`;

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const page = async (app: TestApp, url: string) => {
  const answer = await app.inject({ method: 'GET', url });
  return { status: answer.statusCode, html: answer.body, type: answer.headers['content-type'] };
};

/** The text a visitor without script reads in the blog's first card. */
const firstPostTitle = (html: string) => /<article class="card blog-entry">[\s\S]*?<h2>([^<]*)<\/h2>/.exec(html)?.[1];

describe('a new install', () => {
  it.each([
    ['/', 'index.html'],
    ['/About', 'about/index.html'],
    ['/Courses', 'courses/index.html'],
    ['/Blog', 'blog/index.html'],
    ['/Career', 'career/index.html'],
    ['/Trial', 'trial/index.html'],
    ['/Support', 'support/index.html'],
    ['/Termsandcondition', 'termsandcondition/index.html'],
    ['/Privecyandpolicy', 'privecyandpolicy/index.html'],
    ['/Developers', 'developers/index.html'],
    ['/nowhere', '404.html'],
  ])('renders %s from the seeded database exactly as the build prerendered it', async (url, file) => {
    expect(server.app.site.version).toBeGreaterThan(0); // rendered by the server, not the build's file
    const served = await page(server, url);
    expect(served.html).toBe(readFileSync(join(dist, file), 'utf8'));
  });
});

describe('structured data (JSON-LD)', () => {
  /** What Google's rich results and schema.org ask of these types; every @id reference must resolve. */
  const REQUIRED: Record<string, string[]> = {
    EducationalOrganization: ['@id', 'name', 'url', 'email', 'image', 'sameAs'],
    Course: ['name', 'description', 'provider'],
    FAQPage: ['mainEntity'],
  };

  it.each(['/', '/Courses', '/About', '/Blog', '/Support'])(
    '%s: valid JSON, the school and its courses, references resolve',
    async (url) => {
      const { html } = await page(server, url);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]);
      expect(blocks).toHaveLength(1);
      const ld = JSON.parse(blocks[0]) as { '@context': string; '@graph': Record<string, unknown>[] };
      expect(ld['@context']).toBe('https://schema.org');
      const ids = new Set(ld['@graph'].map((node) => node['@id']).filter(Boolean));
      for (const node of ld['@graph']) {
        const type = node['@type'] as string;
        expect(Object.keys(REQUIRED), url).toContain(type);
        for (const field of REQUIRED[type]) expect(node[field], `${type}.${field}`).toBeTruthy();
        const provider = node.provider as { '@id': string } | undefined;
        if (provider) expect(ids.has(provider['@id'])).toBe(true);
      }
      const courses = ld['@graph'].filter((node) => node['@type'] === 'Course');
      expect(courses.length).toBe(url === '/' || url === '/Courses' ? 5 : 0);
      // the FAQ's questions, each with its answer, where the FAQ shows: home (under the contact form) and /Support
      const faq = ld['@graph'].find((node) => node['@type'] === 'FAQPage') as
        | { mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] }
        | undefined;
      if (url === '/' || url === '/Support') {
        expect(faq?.mainEntity).toHaveLength(5);
        for (const question of faq!.mainEntity) {
          expect(question['@type']).toBe('Question');
          expect(question.name).toMatch(/\?$/);
          expect(question.acceptedAnswer['@type']).toBe('Answer');
          expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
        }
      } else expect(faq).toBeUndefined();
    },
  );
});

describe('/Trial?course=', () => {
  it('is the trial page with that course chosen before any script, its canonical /Trial', async () => {
    const { status, html } = await page(server, '/Trial?course=hindustani-vocal');
    expect(status).toBe(200);
    expect(html).toMatch(/<option value="hindustanivocal ?" selected="">Hindustani Vocal<\/option>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/Trial">');
    const plain = await page(server, '/Trial?course=ukulele');
    expect(plain.html).toBe(readFileSync(join(dist, 'trial/index.html'), 'utf8'));
  });
});

describe('publishing a blog post', () => {
  it('is in the served /Blog first, with script off, as soon as the save answers; a draft is not', async () => {
    const before = server.app.site.version;
    const draft = await gql(server.url, cookie, SAVE_POST, {
      input: { title: 'A draft nobody sees', body: '<p>Not yet.</p>', published: false },
    });
    expect(draft.body.errors).toBeUndefined();
    const saved = await gql(server.url, cookie, SAVE_POST, {
      input: {
        title: 'Our spring recital',
        body: '<h2>Programme</h2><p>Twelve students, <a href="https://example.org/recital">one stage</a>.</p>',
        youtubeId: null,
        authorName: 'Sofia Mendes',
        authorRole: 'Piano Faculty',
        published: true,
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const { html } = await page(server, '/Blog');
    expect(server.app.site.version).toBeGreaterThan(before);
    expect(firstPostTitle(html)).toBe('Our spring recital');
    expect(html).toContain(
      '<h2>Programme</h2><p>Twelve students, <a href="https://example.org/recital" rel="noopener noreferrer">one stage</a>.</p>',
    );
    expect(html).not.toContain('A draft nobody sees');
    // five posts shown: the oldest seed post has dropped off
    expect(html.match(/<article class="card blog-entry">/g)).toHaveLength(5);
    expect(html).not.toContain('Ten minutes of tabla practice that actually works');
  });

  it('a page reached without the blog loads the posts from /site-content.json, which follows too', async () => {
    const answer = await server.inject({ method: 'GET', url: '/site-content.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().blog[0].title).toBe('Our spring recital');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('the school details reach every page: footer, JSON-LD and the sitemap date', async () => {
    const { body } = await gql(
      server.url,
      cookie,
      '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } }',
    );
    const school = body.data.schoolDetails;
    const saved = await gql(server.url, cookie, SAVE_SCHOOL, {
      input: { ...school, supportEmail: 'hello@raagarambh.in', copyrightYear: 2026 },
    });
    expect(saved.body.errors).toBeUndefined();
    for (const url of ['/', '/Courses', '/Support']) {
      const { html } = await page(server, url);
      expect(html).toContain('<a href="mailto:hello@raagarambh.in">hello@raagarambh.in</a>');
      expect(html).toContain('© <!-- -->2026<!-- --> <!-- -->Raagarambh Music School<!-- -->.');
      expect(html).not.toContain('support@raagarambh.example');
    }
    const sitemap = await page(server, '/sitemap.xml');
    const today = new Date().toISOString().slice(0, 10);
    expect(sitemap.html).toContain(`<lastmod>${today}</lastmod>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec((await page(server, '/')).html)?.[1];
    expect(JSON.parse(ld!)['@graph'][0].email).toBe('hello@raagarambh.in');
  });

  it('serves the published pages in brotli or gzip once compressed, the same text in every encoding', async () => {
    const { body } = await gql(
      server.url,
      cookie,
      '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } }',
    );
    const saved = await gql(server.url, cookie, SAVE_SCHOOL, {
      input: { ...body.data.schoolDetails, supportEmail: 'office@raagarambh.in' },
    });
    expect(saved.body.errors).toBeUndefined();
    const decoded = async (url: string, accept: string) => {
      const answer = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      const raw = answer.rawPayload;
      const encoding = answer.headers['content-encoding'];
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      return { encoding, text, etag: answer.headers.etag };
    };
    // at once: served whole (or already compressed), the new text either way
    const first = await decoded('/Support', 'br, gzip');
    expect(first.text).toContain('office@raagarambh.in');
    await server.app.site.compressed();
    for (const url of ['/', '/Courses', '/Support', '/sitemap.xml']) {
      const plain = await decoded(url, 'identity');
      expect(plain.encoding).toBeUndefined();
      const br = await decoded(url, 'gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(br.text).toBe(plain.text);
      const gz = await decoded(url, 'gzip');
      expect(gz.encoding).toBe('gzip');
      expect(gz.text).toBe(plain.text);
      expect(new Set([plain.etag, br.etag, gz.etag]).size).toBe(1);
    }
    expect((await decoded('/Support', 'br')).text).toContain('office@raagarambh.in');
  });
});

describe('a post with a picture', () => {
  it('shows it on /Blog as AVIF and WebP at the sizes made, its box reserved, with its words for screen readers', async () => {
    const uploaded = await uploadImage(server.url, cookie, await png(1600, 900), 'recital.png', 'Students bowing');
    const image = uploaded.body.data.uploadContentImage as { id: string; src: string };
    const saved = await gql(server.url, cookie, SAVE_POST, {
      input: { title: 'Bows after the recital', body: '<p>Well played.</p>', imageId: image.id, published: true },
    });
    expect(saved.body.errors).toBeUndefined();
    const { html } = await page(server, '/Blog');
    const first = /<article class="card blog-entry">([\s\S]*?)<\/article>/.exec(html)![1];
    expect(first).toContain('<h2>Bows after the recital</h2>');
    expect(first).toMatch(
      /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-320\.avif 320w, [^"]*1280\.avif 1280w"/,
    );
    expect(first).toMatch(/<source type="image\/webp" srcSet="[^"]*-320\.webp 320w/);
    expect(first).toContain(`<img src="${image.src}" alt="Students bowing" width="1600" height="900" loading="lazy"`);
    const file = await server.inject({ method: 'GET', url: image.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });
});

describe('a second instance on the same database', () => {
  it('serves what the first one published within 5 s', async () => {
    const second = await buildTestApp({ env: { ...ADMIN_ENV, SITE_POLL_MS: '250' }, sharing: server });
    try {
      const saved = await gql(server.url, cookie, SAVE_POST, {
        input: { title: 'Heard on the other instance', body: '<p>Hello.</p>', published: true },
      });
      expect(saved.body.errors).toBeUndefined();
      const started = Date.now();
      await expect
        .poll(async () => firstPostTitle((await page(second, '/Blog')).html), { timeout: 5_000, interval: 100 })
        .toBe('Heard on the other instance');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await second.stop();
    }
  });
});

describe('previews', () => {
  const PREVIEW_POST = 'query($input: BlogPostInput!) { previewBlogPost(input: $input) { path html } }';
  const PREVIEW_COURSE = 'query($input: CourseInput!) { previewCourse(input: $input) { path html } }';

  it('shows the blog with an unsaved post first, cleaned and without any script, and saves nothing', async () => {
    const versionBefore = server.app.site.version;
    const served = (await page(server, '/Blog')).html;
    const { body } = await gql(server.url, cookie, PREVIEW_POST, {
      input: {
        title: 'Still a draft',
        body: '<h2>Heading</h2><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(2)</script>',
        published: false,
      },
    });
    expect(body.errors).toBeUndefined();
    const { path, html } = body.data.previewBlogPost as { path: string; html: string };
    expect(path).toBe('/Blog');
    expect(firstPostTitle(html)).toBe('Still a draft');
    expect(html).toContain('<h2>Heading</h2><p>Hi there</p>');
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toContain('<style>'); // the page's own look, inline
    expect((await page(server, '/Blog')).html).toBe(served);
    expect(server.app.site.version).toBe(versionBefore);
    const { body: list } = await gql(server.url, cookie, '{ blogPosts { title } }');
    expect(list.data.blogPosts.map((post: { title: string }) => post.title)).not.toContain('Still a draft');
  });

  it('shows an edited course in its place on /Courses, and refuses what a save refuses, naming the field', async () => {
    const { body } = await gql(server.url, cookie, '{ courses { id slug name group summary highlights } }');
    const piano = body.data.courses.find((course: { slug: string }) => course.slug === 'piano');
    const { body: shown } = await gql(server.url, cookie, PREVIEW_COURSE, {
      input: { ...piano, summary: 'Now with duets.', published: true, position: 0 },
    });
    expect(shown.errors).toBeUndefined();
    const html = shown.data.previewCourse.html as string;
    const names = [...html.matchAll(/<li class="card course">[\s\S]*?<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual(['Piano', 'Guitar', 'Tabla', 'Hindustani Vocal', 'Bollywood Vocal']);
    expect(html).toContain('Now with duets.');
    const { body: refused } = await gql(server.url, cookie, PREVIEW_COURSE, {
      input: { ...piano, name: '', published: true },
    });
    expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.errors[0].extensions.fieldErrors).toEqual({ name: 'Required' });
  });
});

describe('PUBLIC_URL', () => {
  it('names every canonical link, og:url, og:image, sitemap entry and robots.txt line', async () => {
    const other = await buildTestApp({ env: { ...ADMIN_ENV, PUBLIC_URL: 'https://school.example' }, s3: false });
    try {
      for (const url of ['/', '/About', '/Courses', '/Blog', '/Career', '/Trial', '/Termsandcondition']) {
        const { html } = await page(other, url);
        const links = [
          ...html.matchAll(/<link rel="canonical" href="([^"]+)"|<meta property="og:(?:url|image)" content="([^"]+)"/g),
        ].map((m) => m[1] ?? m[2]);
        expect(links.length, url).toBe(3);
        for (const link of links) expect(link, url).toMatch(/^https:\/\/school\.example\//);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      }
      const sitemap = (await page(other, '/sitemap.xml')).html;
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeGreaterThan(8);
      for (const loc of locs) expect(loc).toMatch(/^https:\/\/school\.example\//);
      expect((await page(other, '/robots.txt')).html).toContain('Sitemap: https://school.example/sitemap.xml');
      const ld = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec((await page(other, '/')).html)![1],
      );
      expect(ld['@graph'][0]).toMatchObject({ '@type': 'EducationalOrganization', url: 'https://school.example/' });
    } finally {
      await other.stop();
    }
  });

  it('the shared picture is a 1200×630 PNG under 100 KB', async () => {
    const answer = await server.inject({ method: 'GET', url: '/og-image.png' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.length).toBeLessThan(100 * 1024);
    // PNG: width and height are the IHDR's first two 32-bit numbers
    expect([answer.rawPayload.readUInt32BE(16), answer.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
