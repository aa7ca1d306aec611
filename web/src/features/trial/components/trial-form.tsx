import { GENDERS, messages, TRIAL_CATEGORY_OPTIONS, validateTrialRequest } from '@school/common';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Honeypot } from '../../../components/ui/honeypot';
import { SelectField } from '../../../components/ui/select-field';
import { SpinnerOverlay } from '../../../components/ui/spinner-overlay';
import { TextField } from '../../../components/ui/text-field';
import type { SubmitOutcome } from '../../../lib/errors';
import { useEnquiryForm } from '../../../lib/use-enquiry-form';
import type { CreateTrialRequestInput } from '../api/create-trial-request';

const EMPTY = { name: '', email: '', gender: '', category: 'none' };

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

async function send(input: CreateTrialRequestInput): Promise<SubmitOutcome> {
  try {
    const { createTrialRequest } = await loadApi();
    return await createTrialRequest(input);
  } catch {
    return 'exception';
  }
}

/**
 * Book a free trial (docs/requirements.md#trial-form-validation, #trial-form-outcomes). Fields clear only after a
 * success.
 */
export function TrialForm() {
  const form = useEnquiryForm(EMPTY);
  const { values } = form;

  /** Never rejects (send() turns every failure into an outcome): the form's handler fires and forgets it. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.submitting) return;
    const check = validateTrialRequest(values);
    if (!check.ok) {
      window.alert(check.message);
      return;
    }
    form.setSubmitting(true);
    const { name, email } = check.value;
    const outcome = await send({ name, email, gender: values.gender, category: values.category, ...form.antiSpam() });
    // Commit the form state and hide the spinner before the (blocking) alert appears.
    flushSync(() => {
      form.setSubmitting(false);
      if (outcome === 'success') form.reset();
    });
    window.alert(ALERTS[outcome]);
  }

  return (
    <form
      className="form card"
      aria-label="Book a free trial"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadApi().catch(() => {})}
    >
      <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={form.setField('name')} />
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
      <Honeypot value={form.website} onChange={form.setWebsite} />
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        Book Free Trial
      </button>
      {form.submitting && <SpinnerOverlay />}
    </form>
  );
}
