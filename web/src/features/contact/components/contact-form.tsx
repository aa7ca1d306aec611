import { messages, validateContactMessage } from '@school/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { FormNotice } from '../../../components/ui/form-notice';
import { flushSync } from 'react-dom';
import { Honeypot } from '../../../components/ui/honeypot';
import { PhoneField } from '../../../components/ui/phone-field';
import { SpinnerOverlay } from '../../../components/ui/spinner-overlay';
import { TextField } from '../../../components/ui/text-field';
import type { SubmitOutcome } from '../../../lib/errors';
import { formAction, initialValues, useFormResult } from '../../../lib/form-result';
import { prefersReducedMotion } from '../../../lib/motion';
import { useEnquiryForm } from '../../../lib/use-enquiry-form';
import { usePhone } from '../../../lib/use-phone';
import type { CreateContactMessageInput } from '../api/create-contact-message';

const EMPTY = { name: '', email: '', message: '', phone: '' };

/** Under the success alert's message, on the page: what the visitor can expect (docs/requirements.md#phone). */
export const CONTACT_NEXT_STEP = 'What happens next: we will reply within one working day.';

const ALERTS: Record<SubmitOutcome, string> = {
  success: messages.contact.success,
  badRequest: messages.contact.badRequest,
  otherStatus: messages.contact.otherStatus,
  exception: messages.contact.exception,
};

const loadApi = () => import('../api/create-contact-message');

async function send(input: CreateContactMessageInput): Promise<{ outcome: SubmitOutcome; words?: string }> {
  try {
    const { createContactMessage } = await loadApi();
    return await createContactMessage(input);
  } catch {
    return { outcome: 'exception' };
  }
}

/**
 * The Contact Us form of the home page (docs/requirements.md#contact-form-validation, #contact-form-outcomes). Its
 * fields clear after every outcome (a phone number the rule refuses is not an outcome: nothing was sent).
 */
export function ContactForm() {
  const result = useFormResult('contact');
  const form = useEnquiryForm(EMPTY, initialValues(EMPTY, result), 'Contact Us');
  const [sent, setSent] = useState(false);
  /** The server's own words when it turned the visitor away for sending too often. */
  const [words, setWords] = useState<string>();
  const phone = usePhone(form.values.phone, form.setField('phone'), result?.values.phoneCountry);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { hash, key, pathname } = useLocation();

  useEffect(() => {
    if (hash.toLowerCase() !== '#support') return;
    submitRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  }, [hash, key]);

  /** Never rejects (send() turns every failure into an outcome): the form's handler fires and forgets it. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.submitting) return;
    const check = validateContactMessage(form.values);
    if (!check.ok) {
      window.alert(check.message);
      return;
    }
    form.setSubmitting(true);
    setSent(false);
    setWords(undefined);
    const number = await phone.check();
    if (number.kind === 'invalid') {
      form.setSubmitting(false);
      return;
    }
    const { outcome, words: refusal } =
      number.kind === 'ok'
        ? await send({ ...check.value, phone: number.phone, ...form.antiSpam() })
        : { outcome: 'exception' as const, words: undefined };
    // Commit the cleared form and hide the spinner before the (blocking) alert appears.
    flushSync(() => {
      form.setSubmitting(false);
      form.reset();
    });
    window.alert(ALERTS[outcome]);
    setSent(outcome === 'success');
    setWords(refusal);
  }

  return (
    <form
      className="form card"
      aria-label="Contact Us"
      method="post"
      action={formAction('contact')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadApi().catch(() => {})}
    >
      <FormNotice result={result} nextStep={CONTACT_NEXT_STEP} />
      <input type="hidden" name="from" value={pathname} />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={form.values.name}
        onChange={form.setField('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.setField('email')}
      />
      <TextField
        label="Message"
        name="message"
        multiline
        value={form.values.message}
        onChange={form.setField('message')}
      />
      <PhoneField {...phone.field} />
      <Honeypot value={form.website} onChange={form.setWebsite} />
      {/* #support lands here, with or without script: the one Support destination (docs/requirements.md#support-anchor) */}
      <button ref={submitRef} id="support" type="submit" className="btn btn--primary" disabled={form.submitting}>
        Send Message
      </button>
      {form.submitting && <SpinnerOverlay />}
      {sent && (
        <p className="form__next" role="status">
          {CONTACT_NEXT_STEP}
        </p>
      )}
      {words && (
        <p className="form__next" role="status">
          {words}
        </p>
      )}
    </form>
  );
}
