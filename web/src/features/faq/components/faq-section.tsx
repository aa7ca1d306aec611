import { HydrateLater } from '../../../app/hydrate-later';
import { useSiteContent } from '../../../content/site-content';

/**
 * Frequently asked questions (docs/requirements.md#faq): each question a <details>, so an answer opens without
 * JavaScript. Under the contact form on the home page (where /Support lands) and on /Support itself.
 */
export function FaqSection() {
  const { faqs } = useSiteContent();
  if (faqs.length === 0) return null;
  return (
    <HydrateLater>
      <section id="faq" className="section" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">Frequently asked questions</h2>
          <div className="faq">
            {faqs.map((faq) => (
              <details key={faq.question} className="faq__item">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </HydrateLater>
  );
}
