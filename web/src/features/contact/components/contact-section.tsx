import { contactIntro } from '../../../content/pages';
import { SUPPORT_EMAIL } from '../../../content/school';
import { ContactForm } from './contact-form';

/** Contact Us, at anchor #contact (and #support scrolls to its submit button). */
export function ContactSection() {
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container narrow">
        <h2 id="contact-title">Contact Us</h2>
        <p>{contactIntro}</p>
        <p>
          Or email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <ContactForm />
      </div>
    </section>
  );
}
