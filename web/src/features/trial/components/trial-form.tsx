import { GENDERS, messages, TRIAL_CATEGORY_OPTIONS, validateTrialRequest } from '@school/common';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { FormNotice } from '../../../components/ui/form-notice';
import { Honeypot } from '../../../components/ui/honeypot';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { SpinnerOverlay } from '../../../components/ui/spinner-overlay';
import { TextField } from '../../../components/ui/text-field';
import type { SubmitOutcome } from '../../../lib/errors';
import { formAction, initialValues, useFormResult } from '../../../lib/form-result';
import { useEnquiryForm } from '../../../lib/use-enquiry-form';
import { usePhone } from '../../../lib/use-phone';
import { bookingCopy } from '../../../content/booking';
import type { BookedTrial } from '../api/book-trial';
import type { CreateTrialRequestInput, TrialReceipt } from '../api/create-trial-request';
import {
  bookingOfThisEntry,
  forgetOnThisEntry,
  rememberForEmail,
  rememberOnThisEntry,
  standingBookingFor,
  type RememberedBooking,
} from '../utils/booked-memory';
import { BookingConfirmation } from './booking-confirmation';
import { StandingBooking } from './standing-booking';
import { courseOption } from '../utils/course-link';
import type { TrialOfferProps } from './trial-offer';

const EMPTY = { name: '', email: '', gender: '', category: 'none', phone: '' };

/** Under the success alert's message, on the page: what the visitor can expect (docs/requirements.md#phone). */
export const TRIAL_NEXT_STEP =
  'What happens next: we will get in touch within one working day to arrange your free class.';

/** The name asked is the student's (a parent books for a child): the mails greet the student by it. */
export const STUDENT_NAME_HINT = "The student's name (your child's, if you are booking for them)";

const GENDER_OPTIONS = [
  { value: '', label: 'Select gender' },
  ...GENDERS.map((gender) => ({ value: gender, label: gender[0].toUpperCase() + gender.slice(1) })),
];

const ALERTS: Record<SubmitOutcome, string> = {
  success: messages.trial.success,
  badRequest: messages.trial.badRequest,
  otherStatus: messages.trial.failure,
  exception: messages.trial.failure,
};

const loadApi = () => import('../api/create-trial-request');

async function send(
  input: CreateTrialRequestInput,
): Promise<{ outcome: SubmitOutcome; receipt?: TrialReceipt; words?: string }> {
  try {
    const { createTrialRequest } = await loadApi();
    return await createTrialRequest(input);
  } catch {
    return { outcome: 'exception' };
  }
}

interface Offer {
  Component: ComponentType<TrialOfferProps>;
  props: TrialOfferProps;
}

/** The offer of free times (docs/requirements.md#trial-offer): its code loads only once a receipt carries a token. */
async function loadOffer(receipt: TrialReceipt | undefined, course: string): Promise<Offer | undefined> {
  if (!receipt?.bookingToken) return undefined;
  try {
    const { default: Component } = await import('./trial-offer');
    return { Component, props: { trialRequestId: receipt.id, bookingToken: receipt.bookingToken, course } };
  } catch {
    return undefined;
  }
}

/**
 * Book a free trial (docs/requirements.md#trial-form-validation, #trial-form-outcomes). Fields clear only after a
 * success; then, when the receipt allows it, the free times of the chosen course are offered under the form.
 * /Trial?course=guitar comes with the course chosen (a course card's "Get a trial").
 */
export function TrialForm() {
  const result = useFormResult('trial');
  const { search, pathname } = useLocation();
  // /Trial?course=guitar is its own page on the server (rendered with the course chosen, so it is chosen without
  // script too); a form the server answered comes back as typed
  const form = useEnquiryForm(
    EMPTY,
    result ? initialValues(EMPTY, result) : { ...EMPTY, category: courseOption(search) ?? EMPTY.category },
    'Book a free trial',
  );
  const { values } = form;
  const [offer, setOffer] = useState<Offer>();
  const [sent, setSent] = useState(false);
  /** The class booked on this page (kept on its history entry: Back then Forward shows it again). */
  const [booked, setBooked] = useState<RememberedBooking | null>(null);
  /** A class this browser booked for the email typed, still to come: said before a second request is sent. */
  const [standing, setStanding] = useState<RememberedBooking | null>(null);
  const sendAnyway = useRef(false);
  /** The server's own words when it turned the visitor away for sending too often. */
  const [words, setWords] = useState<string>();
  const sentEmail = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhone(values.phone, form.setField('phone'), result?.values.phoneCountry);
  const { setField } = form;

  // after the first render (the prerendered page has no booking): a class booked on this entry, back again
  useEffect(() => setBooked(bookingOfThisEntry()), []);

  function onBooked(booking: BookedTrial, timeZone: string) {
    const remembered = { ...booking, timeZone };
    setBooked(remembered);
    rememberOnThisEntry(remembered);
    void rememberForEmail(sentEmail.current, remembered);
  }

  // after the first render, so the prerendered page (no course) and the hydrated one agree
  useEffect(() => {
    const option = courseOption(search);
    if (option) setField('category')(option);
  }, [search, setField]);

  /** Never rejects (send() turns every failure into an outcome): the form's handler fires and forgets it. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.submitting) return;
    const check = validateTrialRequest(values);
    if (!check.ok) {
      window.alert(check.message);
      return;
    }
    const anyway = sendAnyway.current;
    sendAnyway.current = false;
    setStanding(null);
    const already = anyway ? null : await standingBookingFor(check.value.email);
    if (already) {
      setStanding(already);
      return;
    }
    form.setSubmitting(true);
    setOffer(undefined);
    setSent(false);
    setWords(undefined);
    const number = await phone.check();
    if (number.kind === 'invalid') {
      form.setSubmitting(false);
      return;
    }
    const { name, email } = check.value;
    const { category } = values;
    sentEmail.current = email;
    const input = { name, email, gender: values.gender, category, ...form.antiSpam() };
    const {
      outcome,
      receipt,
      words: refusal,
    } = number.kind === 'ok' ? await send({ ...input, phone: number.phone }) : { outcome: 'exception' as const };
    // Requested before the (blocking) alert, so the offer's code is on its way while the visitor reads it.
    const nextOffer = outcome === 'success' ? loadOffer(receipt, category) : undefined;
    // Commit the form state and hide the spinner before the (blocking) alert appears.
    flushSync(() => {
      form.setSubmitting(false);
      if (outcome === 'success') form.reset();
    });
    window.alert(ALERTS[outcome]);
    setSent(outcome === 'success');
    setWords(refusal);
    if (outcome === 'success') {
      setBooked(null);
      forgetOnThisEntry();
    }
    setOffer(await nextOffer);
  }

  return (
    <>
      {/* back on this entry (Back then Forward): the class booked here, above the form */}
      {booked && !offer && <BookingConfirmation booking={booked} timeZone={booked.timeZone} />}
      <form
        ref={formRef}
        className="form card"
        aria-label="Book a free trial"
        method="post"
        action={formAction('trial')}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadApi().catch(() => {})}
      >
        <FormNotice result={result} nextStep={TRIAL_NEXT_STEP} />
        {standing && (
          <StandingBooking
            booking={standing}
            onSendAnyway={() => {
              sendAnyway.current = true;
              formRef.current?.requestSubmit();
            }}
          />
        )}
        <input type="hidden" name="from" value={pathname} />
        <TextField
          label="Name"
          name="name"
          hint={STUDENT_NAME_HINT}
          value={values.name}
          onChange={form.setField('name')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={form.setField('email')}
        />
        <SelectField
          label="Gender"
          name="gender"
          value={values.gender}
          onChange={form.setField('gender')}
          options={GENDER_OPTIONS}
        />
        <SelectField
          label="Course"
          name="category"
          value={values.category}
          onChange={form.setField('category')}
          options={TRIAL_CATEGORY_OPTIONS}
        />
        <PhoneField {...phone.field} />
        <Honeypot value={form.website} onChange={form.setWebsite} />
        <button type="submit" className="btn btn--primary" disabled={form.submitting}>
          Book Free Trial
        </button>
        {form.submitting && <SpinnerOverlay />}
      </form>
      {(sent || booked) && (
        <p className="form__next" role="status">
          {booked ? bookingCopy.bookedNextStep : TRIAL_NEXT_STEP}
        </p>
      )}
      {words && (
        <p className="form__next" role="status">
          {words}
        </p>
      )}
      {offer && <offer.Component {...offer.props} onBooked={onBooked} />}
    </>
  );
}
