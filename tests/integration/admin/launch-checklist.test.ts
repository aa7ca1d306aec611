/**
 * "Before you launch" on the dashboard home (docs/requirements.md#launch-checklist): a new install lists its
 * placeholders and what is missing, and each item ticks itself off as the school fixes it, with no other step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { BlogPost } from '../../../server/src/modules/content/blog-post.entity';
import { RisingStar } from '../../../server/src/modules/content/rising-star.entity';
import { Testimonial } from '../../../server/src/modules/content/testimonial.entity';

const CHECKLIST = '{ launchChecklist { id title done detail link } }';
const SCHOOL =
  '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } }';

interface Check {
  id: string;
  title: string;
  done: boolean;
  detail: string;
  link: string | null;
}

let server: TestApp;
let cookie: string;
const admin = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await gql(server.url, cookie, query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data;
};
const repo = <T extends object>(entity: new () => T) => server.app.dataSource.getRepository(entity);
const checklist = async (): Promise<Record<string, Check>> =>
  Object.fromEntries((await admin(CHECKLIST)).launchChecklist.map((check: Check) => [check.id, check]));
const open = async () =>
  Object.values(await checklist())
    .filter((check) => !check.done)
    .map((check) => check.id);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

describe('launchChecklist', () => {
  it('on a new install lists the placeholders and the missing settings, each saying what it found', async () => {
    const items = await checklist();
    expect(Object.keys(items)).toEqual([
      'support-address',
      'company-site',
      'videos',
      'empty-posts',
      'sample-content',
      'legal-pages',
      'teachers',
      'public-url',
      'smtp',
    ]);
    // the shipped guitar post has its text now: the one check a new install passes
    expect(await open()).toEqual(Object.keys(items).filter((id) => id !== 'empty-posts'));
    expect(items['support-address'].detail).toContain('support@raagarambh.example');
    expect(items['support-address'].link).toBe('/school-details');
    expect(items['company-site'].detail).toContain('https://studios.raagarambh.example');
    expect(items.videos.detail).toContain('8 videos still play the sample film (aqz-KE-bpKQ)');
    expect(items['sample-content'].detail).toBe(
      'Still the sample content a new install ships with: 9 testimonials, 5 blog posts, 3 Rising Stars. Replace or unpublish them.',
    );
    expect(items['legal-pages'].detail).toContain('Last updated: 1 January 2024');
    expect(items.teachers.link).toBe('/teachers');
    expect(items['public-url'].detail).toContain('PUBLIC_URL is not set');
    expect(items.smtp.detail).toContain('SMTP_URL is not set');
  });

  it(
    "ticks off the school's address and company site once they are on a real domain",
    { timeout: 60_000 },
    async () => {
      const school = (await admin(SCHOOL)).schoolDetails;
      await admin('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }', {
        input: { ...school, supportEmail: 'hello@raagarambh.in', companySiteUrl: 'https://studios.example.com' },
      });
      expect(await open()).not.toContain('support-address');
      expect(await open()).toContain('company-site'); // example.com is reserved too
      await admin('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }', {
        input: { ...school, supportEmail: 'hello@raagarambh.in', companySiteUrl: 'https://studios.raagarambh.in' },
      });
      expect((await checklist())['company-site']).toMatchObject({ done: true });
    },
  );

  it('flags a published post without text until it has some', { timeout: 60_000 }, async () => {
    const input = { title: 'Coming soon', body: '<p> </p>', youtubeId: null, published: true };
    const { id } = (await admin('mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', { input }))
      .saveBlogPost;
    expect((await checklist())['empty-posts']).toMatchObject({
      done: false,
      detail: expect.stringContaining('"Coming soon"'),
    });
    await admin('mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', {
      input: { ...input, id, body: '<p>Our autumn concert is on 5 December.</p>' },
    });
    expect((await checklist())['empty-posts'].done).toBe(true);
  });

  // The rows are set up in SQL (the checklist reads the data itself, however it got there); the fix that
  // counts goes through the API. Each content save renders the site's pages before it answers.
  it('ticks off the videos once each is its own, and flags one used twice', { timeout: 60_000 }, async () => {
    const { blogPosts, risingStars } = await admin(
      '{ blogPosts { id } risingStars { id name location subject published } }',
    );
    let n = 0;
    const own = () => `ownVideo-${String(n++).padStart(2, '0')}`; // 11 characters, as YouTube's ids
    for (const post of blogPosts) await repo(BlogPost).update(post.id, { youtubeId: own() });
    for (const star of risingStars) await repo(RisingStar).update(star.id, { youtubeId: own() });
    expect((await checklist()).videos.done).toBe(true);
    // the first Rising Star now plays the first post's video: one video used twice
    await admin('mutation($input: RisingStarInput!) { saveRisingStar(input: $input) { id } }', {
      input: { ...risingStars[0], youtubeId: 'ownVideo-00' },
    });
    expect((await checklist()).videos).toMatchObject({
      done: false,
      detail: expect.stringContaining('1 video id is used more than once'),
    });
    await admin('mutation($input: RisingStarInput!) { saveRisingStar(input: $input) { id } }', {
      input: { ...risingStars[0], youtubeId: 'ownVideo-99' },
    });
    expect((await checklist()).videos.done).toBe(true);
  });

  it('ticks off the sample content once it is replaced or removed', { timeout: 60_000 }, async () => {
    await repo(Testimonial).createQueryBuilder().delete().execute();
    await repo(RisingStar).createQueryBuilder().delete().execute();
    expect((await checklist())['sample-content']).toMatchObject({
      done: false,
      detail: expect.stringContaining(': 5 blog posts.'),
      link: '/blog-posts',
    });
    const samples = (await admin('{ blogPosts { id title } }')).blogPosts.filter(
      (post: { title: string }) => post.title !== 'Coming soon',
    );
    for (const post of samples.slice(1)) await repo(BlogPost).delete(post.id);
    await admin('mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', {
      input: {
        id: samples[0].id,
        title: 'Our first recital',
        body: '<p>Twelve students, one stage.</p>',
        published: true,
      },
    });
    expect((await checklist())['sample-content'].done).toBe(true);
  });

  it('ticks off teachers once an active one has weekly availability', async () => {
    const { createTeacher } = await admin(
      'mutation { createTeacher(input: {name: "Ravi Menon", email: "ravi@raagarambh.in", courses: ["guitar"], timeZone: "Asia/Kolkata"}) { id } }',
    );
    expect(await open()).toContain('teachers');
    await admin(
      'mutation($t: ID!, $w: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $t, weekly: $w) { id } }',
      {
        t: createTeacher.id,
        w: [{ weekday: 1, from: '16:00', to: '20:00' }],
      },
    );
    expect(await open()).toEqual(['legal-pages', 'public-url', 'smtp']);
  });

  it('counts the legal pages stale a year after their date, by the clock', async () => {
    const list = server.app.admin.launchChecklist;
    const legal = async (now: string) => (await list.items(new Date(now))).find((check) => check.id === 'legal-pages')!;
    expect((await legal('2024-06-01T00:00:00Z')).done).toBe(true);
    expect((await legal('2025-01-03T00:00:00Z')).done).toBe(false);
  });
});

describe('launchChecklist with the settings made', () => {
  it('ticks off PUBLIC_URL and SMTP_URL when they are set', async () => {
    const configured = await buildTestApp({
      env: { ...ADMIN_ENV, PUBLIC_URL: 'https://www.raagarambh.in', SMTP_URL: 'smtp://127.0.0.1:2525' },
      s3: false,
    });
    try {
      const signedIn = await signIn(configured.url);
      const items = (await gql(configured.url, signedIn, CHECKLIST)).body.data.launchChecklist as Check[];
      expect(items.find((check) => check.id === 'public-url')).toMatchObject({
        done: true,
        detail: 'PUBLIC_URL is https://www.raagarambh.in.',
      });
      expect(items.find((check) => check.id === 'smtp')?.done).toBe(true);
    } finally {
      await configured.stop();
    }
  });
});
