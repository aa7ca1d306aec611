/**
 * The content API (docs/requirements.md#content): a new install holds today's site content, published;
 * bad input is refused naming the field with nothing written; drafts stay out of the public queries;
 * published saves become versions that roll back; lists keep their order; five courses at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const SAVE_POST =
  'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id title body youtubeId published publishedAt } }';
const SAVE_COURSE = 'mutation($input: CourseInput!) { saveCourse(input: $input) { id slug position } }';
const PUBLIC = `{ publishedContent {
  courses { slug name } teacherTestimonials { name } studentTestimonials { name }
  risingStars { name youtubeId } homeCounters { value suffix label }
  school { name supportEmail foundedYear copyrightYear socialLinks { label href } }
} }`;

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** Rows of a content table and audit entries of content: a refused save changes neither. */
async function counts() {
  const db = server.app.dataSource;
  const count = async (sql: string) => Number((await db.query(sql))[0].n);
  return {
    posts: await count('SELECT COUNT(*) AS n FROM blog_posts'),
    courses: await count('SELECT COUNT(*) AS n FROM courses'),
    versions: await count('SELECT COUNT(*) AS n FROM content_versions'),
    audit: await count("SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'content_%'"),
  };
}

const fieldErrors = (body: { errors?: { extensions: { code: string; fieldErrors?: Record<string, string> } }[] }) => {
  expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  return Object.keys(body.errors![0].extensions.fieldErrors ?? {});
};

describe('a new install', () => {
  it("publishes today's site content: five blog posts, five courses, testimonials, videos, counters, the school", async () => {
    const posts = await graphql(server.url, '{ publishedBlogPosts { title publishedAt } }');
    expect(posts.body.data.publishedBlogPosts.map((post: { title: string }) => post.title)).toEqual([
      'Three chords, a hundred songs',
      'Singing film songs with your own voice',
      'Why we begin with Raag Yaman',
      'Hands together without tears',
      'Ten minutes of tabla practice that actually works',
    ]);
    const { body } = await graphql(server.url, PUBLIC);
    const content = body.data.publishedContent;
    expect(content.courses.map((course: { slug: string }) => course.slug)).toEqual([
      'guitar',
      'piano',
      'tabla',
      'hindustani-vocal',
      'bollywood-vocal',
    ]);
    expect(content.teacherTestimonials).toHaveLength(3);
    expect(content.studentTestimonials).toHaveLength(6);
    expect(content.risingStars[0]).toEqual({ name: 'Ishita Rao', youtubeId: 'aqz-KE-bpKQ' });
    expect(content.homeCounters[2]).toEqual({ value: 1500, suffix: '+', label: 'Happy students' });
    expect(content.school).toMatchObject({ name: 'Raagarambh Music School', foundedYear: 2020, copyrightYear: 2024 });
  });
});

describe('saveBlogPost refuses bad input, naming the field and writing nothing', () => {
  const valid = { title: 'A post', body: '<p>Text</p>', youtubeId: null, published: true };
  it.each([
    ['an empty title', { title: '   ' }, 'title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a YouTube id of 10 characters', { youtubeId: 'aqz-KE-bpK' }, 'youtubeId'],
    ['a YouTube id with a slash', { youtubeId: 'aqz-KE/bpKQ' }, 'youtubeId'],
    ['a YouTube URL instead of an id', { youtubeId: 'https://youtu.be/aqz-KE-bpKQ' }, 'youtubeId'],
    ['a body of 250 KB', { body: `<p>${'a'.repeat(250 * 1024)}</p>` }, 'body'],
  ])('%s', async (_, change, field) => {
    const before = await counts();
    const { body } = await admin(SAVE_POST, { input: { ...valid, ...change } });
    expect(fieldErrors(body)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('takes a body at the 200 KB limit over HTTP, even one whose quotes JSON doubles', async () => {
    const quoted = `<p>${'"'.repeat(200 * 1024 - 7)}</p>`;
    const { status, body } = await admin(SAVE_POST, { input: { ...valid, body: quoted } });
    expect(status).toBe(200);
    expect(body.data.saveBlogPost.body).toBe(quoted);
  });

  it('a 5 MB paste: BAD_USER_INPUT naming body before it is parsed; over HTTP the request limit answers 413 first', async () => {
    const before = await counts();
    const paste = `<p>${'<b>x</b>'.repeat(655_360)}</p>`; // 5 MB of markup
    const started = Date.now();
    const direct = await server.operation(SAVE_POST, { input: { ...valid, body: paste } }, { cookie });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(direct.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((direct.errors?.[0].extensions?.fieldErrors as object) ?? {})).toEqual(['body']);
    const overHttp = await admin(SAVE_POST, { input: { ...valid, body: paste } });
    expect(overHttp.status).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe('drafts, publishing and versions', () => {
  it('keeps a draft out of the public list, publishes it later with its date, and keeps each published save', async () => {
    const draft = await admin(SAVE_POST, { input: { title: 'Draft post', body: '<p>One</p>', published: false } });
    const id = draft.body.data.saveBlogPost.id as string;
    expect(draft.body.data.saveBlogPost.publishedAt).toBeNull();
    const publicTitles = async () =>
      (await graphql(server.url, '{ publishedBlogPosts(limit: 50) { title } }')).body.data.publishedBlogPosts.map(
        (post: { title: string }) => post.title,
      );
    expect(await publicTitles()).not.toContain('Draft post');
    const all = await admin('{ blogPosts { title published } }');
    expect(all.body.data.blogPosts).toContainEqual({ title: 'Draft post', published: false });

    const first = await admin(SAVE_POST, { input: { id, title: 'First words', body: '<p>One</p>', published: true } });
    expect(first.body.data.saveBlogPost.publishedAt).not.toBeNull();
    expect((await publicTitles())[0]).toBe('First words');
    await admin(SAVE_POST, {
      input: { id, title: 'Second words', body: '<p>Two</p>', youtubeId: 'aqz-KE-bpKQ', published: true },
    });

    const versions = await admin(
      'query($id: ID!) { contentVersions(kind: blogPost, id: $id) { id snapshot savedBy } }',
      { id },
    );
    const list = versions.body.data.contentVersions as { id: string; snapshot: string; savedBy: string }[];
    expect(list.map((version) => JSON.parse(version.snapshot).title)).toEqual(['Second words', 'First words']);
    expect(list[0].savedBy).toBe(ADMIN_ENV.ADMIN_EMAIL);

    const rolled = await admin(
      'mutation($id: ID!, $v: ID!) { rollbackContent(kind: blogPost, id: $id, versionId: $v) { id snapshot } }',
      { id, v: list[1].id },
    );
    expect(JSON.parse(rolled.body.data.rollbackContent.snapshot).title).toBe('First words');
    const now = await admin('{ blogPosts { id title body youtubeId } }');
    expect(now.body.data.blogPosts.find((post: { id: string }) => post.id === id)).toEqual({
      id,
      title: 'First words',
      body: '<p>One</p>',
      youtubeId: null,
    });
    const after = await admin('query($id: ID!) { contentVersions(kind: blogPost, id: $id) { id } }', { id });
    expect(after.body.data.contentVersions).toHaveLength(3);
    const audit = await admin('{ auditLog { items { action summary } } }');
    expect(audit.body.data.auditLog.items[0].summary).toContain('restored the blog post "First words"');
  });

  it('takes a published post off the site when it is saved as a draft, and deletes one for good', async () => {
    const saved = await admin(SAVE_POST, { input: { title: 'Short-lived', body: '', published: true } });
    const id = saved.body.data.saveBlogPost.id;
    await admin(SAVE_POST, { input: { id, title: 'Short-lived', body: '', published: false } });
    const titles = async () =>
      JSON.stringify((await graphql(server.url, '{ publishedBlogPosts(limit: 50) { title } }')).body.data);
    expect(await titles()).not.toContain('Short-lived');
    expect((await admin('mutation($id: ID!) { deleteBlogPost(id: $id) }', { id })).body.data.deleteBlogPost).toBe(id);
    const again = await admin('mutation($id: ID!) { deleteBlogPost(id: $id) }', { id });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('courses', () => {
  it('refuses a sixth course, naming id, and writes nothing', async () => {
    const before = await counts();
    const { body } = await admin(SAVE_COURSE, {
      input: {
        slug: 'violin',
        name: 'Violin',
        group: 'Instruments',
        summary: 'Strings.',
        highlights: [],
        published: true,
      },
    });
    expect(fieldErrors(body)).toEqual(['id']);
    expect(await counts()).toEqual(before);
  });

  it('moves a course to another place, the others making room', async () => {
    const list = await admin('{ courses { id slug name group summary highlights } }');
    const tabla = list.body.data.courses.find((course: { slug: string }) => course.slug === 'tabla');
    const moved = await admin(SAVE_COURSE, { input: { ...tabla, position: 0, published: true } });
    expect(moved.body.data.saveCourse.position).toBe(0);
    const order = await graphql(server.url, '{ publishedContent { courses { slug } } }');
    expect(order.body.data.publishedContent.courses.map((course: { slug: string }) => course.slug)).toEqual([
      'tabla',
      'guitar',
      'piano',
      'hindustani-vocal',
      'bollywood-vocal',
    ]);
  });

  it('refuses a slug another course has', async () => {
    const list = await admin('{ courses { id slug name group summary highlights } }');
    const [first, second] = list.body.data.courses;
    const { body } = await admin(SAVE_COURSE, { input: { ...second, slug: first.slug, published: true } });
    expect(fieldErrors(body)).toEqual(['slug']);
  });
});

describe('saveSchoolDetails', () => {
  it('changes the support address and refuses a javascript: link, naming it', async () => {
    const { body } = await admin(
      '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } }',
    );
    const details = { ...body.data.schoolDetails, supportEmail: 'help@school.test' };
    const SAVE = 'mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { supportEmail } }';
    expect((await admin(SAVE, { input: details })).body.data.saveSchoolDetails.supportEmail).toBe('help@school.test');
    const bad = await admin(SAVE, { input: { ...details, companySiteUrl: 'javascript:alert(1)' } });
    expect(fieldErrors(bad.body)).toEqual(['companySiteUrl']);
    const after = await graphql(server.url, '{ publishedContent { school { supportEmail companySiteUrl } } }');
    expect(after.body.data.publishedContent.school.supportEmail).toBe('help@school.test');
    expect(after.body.data.publishedContent.school.companySiteUrl).toBe(new URL(details.companySiteUrl).href); // stored as serialised
  });
});

describe('the editor role', () => {
  it('signs in, saves content under its own name, and is not offered as an assignee', async () => {
    const created = await admin(
      'mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id role } }',
      { input: { email: 'editor@school.test', password: 'a long enough password', role: 'editor' } },
    );
    expect(created.body.data.createAdminUser.role).toBe('editor');
    const editor = await signIn(server.url, 'editor@school.test', 'a long enough password');
    const me = await gql(server.url, editor, '{ me { email role } }');
    expect(me.body.data.me).toEqual({ email: 'editor@school.test', role: 'editor' });
    const saved = await gql(server.url, editor, SAVE_POST, {
      input: { title: 'By the editor', body: '<p>Hi</p>', published: true },
    });
    const versions = await gql(
      server.url,
      editor,
      'query($id: ID!) { contentVersions(kind: blogPost, id: $id) { savedBy } }',
      {
        id: saved.body.data.saveBlogPost.id,
      },
    );
    expect(versions.body.data.contentVersions).toEqual([{ savedBy: 'editor@school.test' }]);
    const staff = await admin('{ staff { email } }');
    expect(staff.body.data.staff.map((one: { email: string }) => one.email)).not.toContain('editor@school.test');
  });
});
