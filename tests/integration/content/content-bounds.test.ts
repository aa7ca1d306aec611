/**
 * No content list grows without bound (docs/requirements.md#content): each kind keeps at most its CONTENT_LIMITS
 * count, drafts included (one more is refused naming id, nothing written), and an item's History lists its newest
 * CONTENT_LIMITS.versions published versions.
 */
import { randomUUID } from 'node:crypto';
import { CONTENT_LIMITS } from '@school/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';

const SAVE_COUNTER = 'mutation($input: HomeCounterInput!) { saveHomeCounter(input: $input) { id } }';
const SAVE_FAQ = 'mutation($input: FaqInput!) { saveFaq(input: $input) { id } }';

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

const counterRows = async () =>
  Number((await server.app.dataSource.query('SELECT COUNT(*) AS n FROM home_counters'))[0].n);

describe('content bounds', () => {
  it(`keeps at most ${CONTENT_LIMITS.homeCounters} home counters, drafts included: one more is refused naming id`, async () => {
    const listed = await admin('{ homeCounters { id } }');
    let have = (listed.body.data.homeCounters as unknown[]).length;
    for (; have < CONTENT_LIMITS.homeCounters; have++) {
      const saved = await admin(SAVE_COUNTER, {
        input: { label: `Counter ${have}`, value: have, suffix: '', published: have % 2 === 0 },
      });
      expect(saved.body.errors).toBeUndefined();
    }
    expect(await counterRows()).toBe(CONTENT_LIMITS.homeCounters);

    const refused = await admin(SAVE_COUNTER, {
      input: { label: 'One too many', value: 1, suffix: '', published: false },
    });
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        id: `At most ${CONTENT_LIMITS.homeCounters} home counters are kept: delete one before adding another`,
      },
    });
    expect(await counterRows()).toBe(CONTENT_LIMITS.homeCounters);
    // changing one that is kept still works
    const first = (await admin('{ homeCounters { id } }')).body.data.homeCounters[0].id as string;
    const changed = await admin(SAVE_COUNTER, {
      input: { id: first, label: 'Changed', value: 7, suffix: '+', published: true },
    });
    expect(changed.body.errors).toBeUndefined();
  });

  it(`lists the newest ${CONTENT_LIMITS.versions} published versions of an item, newest first`, async () => {
    // three published saves through the API, then as many more versions as the list shows, stored as saves store them
    let id: string | undefined;
    for (let take = 1; take <= 3; take++) {
      const saved = await admin(SAVE_FAQ, {
        input: { id, question: `Question, take ${take}?`, answer: `Answer ${take}.`, published: true },
      });
      expect(saved.body.errors).toBeUndefined();
      id = saved.body.data.saveFaq.id as string;
    }
    const versions = server.app.dataSource.getRepository('ContentVersion');
    const [last] = await versions.find({ where: { itemId: id }, order: { savedAt: 'DESC' }, take: 1 });
    const stored = 3 + CONTENT_LIMITS.versions;
    for (let take = 4; take <= stored; take++)
      await versions.insert({
        ...last,
        id: randomUUID(),
        snapshot: JSON.stringify({ question: `Question, take ${take}?`, answer: `Answer ${take}.` }),
        savedAt: new Date(Date.parse(String(last.savedAt)) + take * 1000),
      });

    const listed = await admin('query($id: ID!) { contentVersions(kind: faq, id: $id) { snapshot } }', { id });
    const questions = (listed.body.data.contentVersions as { snapshot: string }[]).map(
      (version) => (JSON.parse(version.snapshot) as { question: string }).question,
    );
    expect(await versions.count({ where: { itemId: id } })).toBe(stored);
    expect(questions).toHaveLength(CONTENT_LIMITS.versions);
    expect(questions[0]).toBe(`Question, take ${stored}?`);
    expect(questions.at(-1)).toBe(`Question, take ${stored - CONTENT_LIMITS.versions + 1}?`);
  });
});
