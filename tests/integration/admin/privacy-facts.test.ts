/**
 * The privacy page's facts (docs/requirements.md#data-rights): public, the retention periods from the settings and
 * the support address from the school’s details (a spam period set to 14 days shows as 14), as the site’s privacy
 * page reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'p'.repeat(40), RETENTION_SPAM_DAYS: '14' },
    s3: false,
  });
  cookie = await signIn(server.url);
}, 60_000);
afterAll(() => server?.stop());

describe('the privacy page facts', () => {
  it('are public and come from the settings and the school details', async () => {
    const { body } = await gql(
      server.url,
      cookie,
      '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } }',
    );
    const saved = await gql(
      server.url,
      cookie,
      'mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { supportEmail } }',
      { input: { ...body.data.schoolDetails, supportEmail: 'privacy@school.test' } },
    );
    expect(saved.body.errors).toBeUndefined();
    const facts = await graphql(
      server.url,
      '{ privacyFacts { supportEmail retention { rejectedApplicationsDays spamDays archivedMessagesDays pageViewsDays } } }',
    );
    expect(facts.body.data.privacyFacts).toEqual({
      supportEmail: 'privacy@school.test',
      retention: { rejectedApplicationsDays: 180, spamDays: 14, archivedMessagesDays: 365, pageViewsDays: 400 },
    });
  });
});
