import { DEFAULT_RETENTION_DAYS, PRIVACY_FACTS_DOCUMENT, type RetentionDays } from '@school/common';
import { useEffect, useState } from 'react';
import { env } from '../../config/env';
import { useSiteContent } from '../../content/site-content';

interface Facts {
  retention: RetentionDays;
}

const DEFAULTS: Facts = { retention: DEFAULT_RETENTION_DAYS };

/**
 * The school's own settings, asked once the page is up. The prerendered page already shows the
 * defaults (the server's settings are not known at build time); a school that changed them sees a
 * number change in place, in text of the same lines, so nothing below moves. The address is the school's
 * published one, in the page from the start.
 */
async function fetchFacts(): Promise<Facts | null> {
  try {
    const response = await fetch(env.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'PrivacyFacts', query: PRIVACY_FACTS_DOCUMENT }),
    });
    const body = (await response.json()) as { data?: { privacyFacts?: Facts } };
    return body.data?.privacyFacts ?? null;
  } catch {
    return null; // the defaults stay on the page: they are what the server runs with unless told otherwise
  }
}

/** "How long we keep your data" and "Your data" (docs/requirements.md#retention). */
export function PrivacyFacts() {
  const [facts, setFacts] = useState<Facts>(DEFAULTS);
  useEffect(() => {
    let live = true;
    void fetchFacts().then((answer) => {
      if (live && answer) setFacts(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  // The address is the school's published one (its details, docs/requirements.md#content), in the page already.
  const { retention } = facts;
  const { supportEmail } = useSiteContent().school;
  return (
    <>
      <section className="prose-section">
        <h2>How long we keep your data</h2>
        <p>We erase what you sent us once we no longer need it:</p>
        <ul>
          <li>
            teaching applications we turned down, with their resumes: {retention.rejectedApplicationsDays} days after
            our decision;
          </li>
          <li>messages we have dealt with and archived: {retention.archivedMessagesDays} days after archiving;</li>
          <li>anything our filters took for spam: {retention.spamDays} days after it arrived;</li>
          <li>records of page visits (which hold no personal details): {retention.pageViewsDays} days.</li>
        </ul>
      </section>
      <section className="prose-section">
        <h2>Your data</h2>
        <p>
          To receive a copy of everything we hold about you (your messages, requests and applications, with any resume,
          and the emails we sent you), or to have all of it erased, write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the address you used with us.
        </p>
      </section>
    </>
  );
}
