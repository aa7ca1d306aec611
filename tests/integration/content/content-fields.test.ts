/**
 * The content fields (docs/requirements.md#content, #faq): the school's phone and WhatsApp numbers, a course's
 * facts and the FAQ. Each bad value is refused naming its field with nothing written; what is saved reaches the
 * server-rendered pages (footer, /Support, the course cards, JSON-LD) before any script. Runs on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const SCHOOL_FIELDS =
  'name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear phone whatsapp';
const SAVE_SCHOOL = `mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { phone whatsapp } }`;
const COURSE_FIELDS = 'id slug name group summary highlights published level ages lessonMinutes fee';
const SAVE_COURSE = `mutation($input: CourseInput!) { saveCourse(input: $input) { ${COURSE_FIELDS} } }`;
const SAVE_FAQ = 'mutation($input: FaqInput!) { saveFaq(input: $input) { id question answer position published } }';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const html = async (url: string) => (await server.inject({ method: 'GET', url })).body;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

type Body = { errors?: { extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
const refusedFields = (body: Body) => {
  expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  return Object.keys(body.errors![0].extensions.fieldErrors ?? {});
};

/** What a refused save must leave as it was: the rows it touches, the versions, the audit log, the site. */
async function state() {
  const count = (table: string, where = '') => server.db.count(where ? `${table} WHERE ${where}` : table);
  return {
    faqs: await count('faqs'),
    versions: await count('content_versions'),
    audit: await count('audit_log', "action LIKE 'content_%'"),
    courses: await server.db.query('SELECT slug, level, ages, lesson_minutes, fee FROM courses ORDER BY slug'),
    school: await server.db.query('SELECT phone, whatsapp FROM school_details'),
    site: server.app.site.version,
  };
}

const jsonLd = (page: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)![1]) as {
    '@graph': Record<string, unknown>[];
  };

describe('a new install', () => {
  it('has the five FAQ questions published with a first version, and no phone or course facts', async () => {
    const { body } = await admin('{ faqs { id question published position } }');
    const faqs = body.data.faqs as { id: string; question: string; published: boolean; position: number }[];
    expect(faqs.map((faq) => faq.position)).toEqual([0, 1, 2, 3, 4]);
    expect(faqs.every((faq) => faq.published)).toBe(true);
    expect(faqs.map((faq) => faq.question)).toEqual([
      'What do I need for an online lesson?',
      'Which video platform do you use?',
      'What happens if I miss a class?',
      'I live in a different time zone. Can I still join?',
      'How long is the free trial class?',
    ]);
    const versions = await admin('query($id: ID!) { contentVersions(kind: faq, id: $id) { savedBy } }', {
      id: faqs[0].id,
    });
    expect(versions.body.data.contentVersions).toEqual([{ savedBy: 'seed' }]);
    const school = await admin(`{ schoolDetails { phone whatsapp } }`);
    expect(school.body.data.schoolDetails).toEqual({ phone: null, whatsapp: null });
    const page = await html('/');
    expect(page).not.toContain('href="tel:');
    expect(page).not.toContain('wa.me');
    expect(await html('/Courses')).not.toContain('<dl class="course-facts');
  });
});

describe('refused, naming the field, with nothing written', () => {
  it.each([
    ['a phone without its country code', { phone: '098765 43210' }, 'phone'],
    ['a phone that is not a number', { phone: '+91 call me' }, 'phone'],
    ['a WhatsApp number too short for its country', { whatsapp: '+91 98765' }, 'whatsapp'],
  ])("the school's details with %s", async (_, change, field) => {
    const { body } = await admin(`{ schoolDetails { ${SCHOOL_FIELDS} } }`);
    const before = await state();
    const saved = await admin(SAVE_SCHOOL, { input: { ...body.data.schoolDetails, ...change } });
    expect(refusedFields(saved.body)).toEqual([field]);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a lesson of 5 minutes', { lessonMinutes: 5 }, 'lessonMinutes'],
    ['a lesson of 181 minutes', { lessonMinutes: 181 }, 'lessonMinutes'],
    ['a fee of 61 characters', { fee: `₹${'1'.repeat(60)}` }, 'fee'],
    ['a level of 61 characters', { level: 'B'.repeat(61) }, 'level'],
    ['ages of 31 characters', { ages: '7'.repeat(31) }, 'ages'],
  ])('a course with %s', async (_, change, field) => {
    const { body } = await admin(`{ courses { ${COURSE_FIELDS} } }`);
    const { id, slug, name, group, summary, highlights } = body.data.courses[0];
    const before = await state();
    const input = { id, slug, name, group, summary, highlights, published: true, ...change };
    const saved = await admin(SAVE_COURSE, { input });
    expect(refusedFields(saved.body)).toEqual([field]);
    expect(saved.body.errors![0].extensions.fieldErrors![field]).toMatch(/15 to 180|At most/);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['an empty question', { question: '   ', answer: 'Yes.' }, 'question'],
    ['a question of 201 characters', { question: `${'W'.repeat(200)}?`, answer: 'Yes.' }, 'question'],
    ['an empty answer', { question: 'Is there parking?', answer: '' }, 'answer'],
    ['an answer of 1001 characters', { question: 'Is there parking?', answer: 'a'.repeat(1001) }, 'answer'],
  ])('an FAQ with %s', async (_, input, field) => {
    const before = await state();
    const saved = await admin(SAVE_FAQ, { input: { ...input, published: true } });
    expect(refusedFields(saved.body)).toEqual([field]);
    expect(await state()).toEqual(before);
  });
});

describe('saved, on the served pages before any script', () => {
  it('a phone and a WhatsApp number: stored in E.164, in the footer and on /Support, telephone in the JSON-LD', async () => {
    const { body } = await admin(`{ schoolDetails { ${SCHOOL_FIELDS} } }`);
    const saved = await admin(SAVE_SCHOOL, {
      input: { ...body.data.schoolDetails, phone: '+91 98765 43210', whatsapp: '+44 7911 123456' },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveSchoolDetails).toEqual({ phone: '+919876543210', whatsapp: '+447911123456' });
    for (const url of ['/', '/Support', '/About']) {
      const page = await html(url);
      const footer = /<footer[\s\S]*<\/footer>/.exec(page)![0];
      expect(footer).toContain('<a href="tel:+919876543210" aria-label="Call +91 98765 43210">+91 98765 43210</a>');
      expect(footer).toContain(
        '<a href="https://wa.me/447911123456" target="_blank" rel="noopener noreferrer" aria-label="WhatsApp +44 7911 123456 (opens in a new tab)">+44 7911 123456</a>',
      );
      const school = jsonLd(page)['@graph'].find((node) => node['@type'] === 'EducationalOrganization');
      expect(school?.telephone).toBe('+919876543210');
    }
    // /Support itself (what a visitor without script reads) has the lines above its FAQ, not only in the footer
    const support = (await html('/Support')).split('<footer')[0];
    expect(support.indexOf('href="tel:+919876543210"')).toBeGreaterThan(0);
    expect(support.indexOf('href="tel:+919876543210"')).toBeLessThan(support.indexOf('id="faq"'));

    const cleared = await admin(SAVE_SCHOOL, { input: { ...body.data.schoolDetails, phone: '', whatsapp: null } });
    expect(cleared.body.data.saveSchoolDetails).toEqual({ phone: null, whatsapp: null });
    expect(await html('/')).not.toContain('href="tel:');
  });

  it("a course's facts: on its /Courses card and on the home page's list, only those set, the fees line kept", async () => {
    const { body } = await admin(`{ courses { ${COURSE_FIELDS} } }`);
    const { id, slug, name, group, summary, highlights } = body.data.courses[0];
    const saved = await admin(SAVE_COURSE, {
      input: {
        ...{ id, slug, name, group, summary, highlights, published: true },
        ...{ level: ' Beginner to advanced ', ages: '7+', lessonMinutes: 45, fee: '₹1,500 / month' },
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveCourse).toMatchObject({ level: 'Beginner to advanced', lessonMinutes: 45 });
    const facts =
      '<dt>Level</dt><dd>Beginner to advanced</dd></div><div class="course-facts__item"><dt>Ages</dt><dd>7+</dd>' +
      '</div><div class="course-facts__item"><dt>Lesson</dt><dd>45 minutes</dd></div>' +
      '<div class="course-facts__item"><dt>Fee</dt><dd>₹1,500 / month</dd>';
    const courses = await html('/Courses');
    const card = /<li class="card course">((?:(?!<li class="card course">)[\s\S])*?Get a trial)/.exec(courses)![1];
    expect(card).toContain(`<h3>${name}</h3>`);
    expect(card).toContain(facts);
    expect(card).toContain('Book a free trial class to learn the fees and timings for this course.');
    expect(courses.match(/class="course-facts"/g)).toHaveLength(1); // the other four set none
    expect(await html('/')).toContain(
      `<dl class="course-facts course-facts--compact"><div class="course-facts__item">`,
    );

    const public_ = await graphql(server.url, '{ publishedContent { courses { slug fee lessonMinutes } } }');
    expect(public_.body.data.publishedContent.courses[0]).toEqual({ slug, fee: '₹1,500 / month', lessonMinutes: 45 });

    const unset = { level: null, ages: '', lessonMinutes: null, fee: null };
    const cleared = await admin(SAVE_COURSE, {
      input: { id, slug, name, group, summary, highlights, published: true, ...unset },
    });
    expect(cleared.body.data.saveCourse).toMatchObject({ level: null, ages: null, lessonMinutes: null, fee: null });
    expect(await html('/Courses')).not.toContain('<dl class="course-facts');
  });

  it('an FAQ: published first, it leads /Support and the home FAQ and their JSON-LD; a draft never shows', async () => {
    const question = 'Do you teach children under seven?';
    const saved = await admin(SAVE_FAQ, {
      input: {
        question,
        answer: 'Yes, from five, in 30-minute classes & with a parent nearby.',
        position: 0,
        published: true,
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveFaq).toMatchObject({ position: 0, published: true });
    const draft = await admin(SAVE_FAQ, {
      input: { question: 'A draft question nobody sees?', answer: 'Not yet.', published: false },
    });
    expect(draft.body.data.saveFaq.position).toBe(6);
    for (const url of ['/Support', '/']) {
      const page = await html(url);
      const section = /<section id="faq"[\s\S]*?<\/section>/.exec(page)![0];
      expect(section).toContain('<h2 id="faq-title">Frequently asked questions</h2>');
      expect(section.match(/<details class="faq__item">/g)).toHaveLength(6);
      expect(section).toContain(
        `<details class="faq__item"><summary>${question}</summary><p>Yes, from five, in 30-minute classes &amp; with a parent nearby.</p></details>`,
      );
      expect(section.indexOf(question)).toBeLessThan(section.indexOf('What do I need for an online lesson?'));
      expect(page).not.toContain('A draft question nobody sees?');
      const faq = jsonLd(page)['@graph'].find((node) => node['@type'] === 'FAQPage') as {
        mainEntity: { name: string }[];
      };
      expect(faq.mainEntity[0].name).toBe(question);
      expect(faq.mainEntity).toHaveLength(6);
    }
    // on the home page it is under the contact form
    const home = await html('/');
    expect(home.indexOf('id="faq"')).toBeGreaterThan(home.indexOf('id="contact"'));

    const removed = await admin('mutation($id: ID!) { deleteFaq(id: $id) }', { id: saved.body.data.saveFaq.id });
    expect(removed.body.data.deleteFaq).toBe(saved.body.data.saveFaq.id);
    expect(await html('/Support')).not.toContain(question);
  });

  it('previewFaq renders /Support with the unsaved question, saving nothing', async () => {
    const before = await state();
    const { body } = await admin('query($input: FaqInput!) { previewFaq(input: $input) { path html } }', {
      input: { question: 'Can I learn two instruments?', answer: 'Yes: each has its own teacher.', published: false },
    });
    expect(body.data.previewFaq.path).toBe('/Support');
    expect(body.data.previewFaq.html).toContain('<summary>Can I learn two instruments?</summary>');
    expect(await state()).toEqual(before);
  });
});
