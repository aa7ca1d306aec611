import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { contactIntro } from '../../../content/pages';
import { useSiteContent } from '../../../content/site-content';
import { SchoolPhoneLines } from '../../../components/ui/school-phone-lines';
import { prefersReducedMotion } from '../../../lib/motion';
import { ContactForm } from './contact-form';

/** Contact Us, at anchor #contact (and #support scrolls to its submit button). */
export function ContactSection() {
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();
  const { school } = useSiteContent();
  const { supportEmail } = school;

  useEffect(() => {
    if (hash.toLowerCase() !== '#contact') return;
    section.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);

  return (
    <section ref={section} id="contact" className="section" aria-labelledby="contact-title">
      <div className="container split">
        <div>
          <h2 id="contact-title">Contact Us</h2>
          <p>{contactIntro}</p>
          <p>
            Or email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <SchoolPhoneLines school={school} />
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
