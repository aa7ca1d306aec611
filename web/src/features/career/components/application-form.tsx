import { looksLikePdfFile, messages, validateTeacherApplication } from '@school/common';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { FormNotice } from '../../../components/ui/form-notice';
import { Honeypot } from '../../../components/ui/honeypot';
import { TextField } from '../../../components/ui/text-field';
import { UploadOverlay } from '../../../components/ui/upload-overlay';
import type { SubmitOutcome } from '../../../lib/errors';
import { formAction, initialValues, useFormResult } from '../../../lib/form-result';
import type { SendOptions } from '../../../lib/submit-mutation';
import type { UploadProgress } from '../../../lib/upload-fetch';
import { formBeforeHydration, useEnquiryForm } from '../../../lib/use-enquiry-form';
import type { CreateTeacherApplicationInput } from '../api/create-teacher-application';
import { ResumeField } from './resume-field';

const EMPTY = { name: '', email: '', message: '' };
const LABEL = 'Application form';

/** A PDF chosen in the prerendered form before the script took over (the file input keeps it while hydrating). */
function resumeBeforeHydration(): File | null {
  const input = formBeforeHydration(LABEL)?.elements.namedItem('resume');
  const file = input && 'files' in input ? ((input as HTMLInputElement).files?.[0] ?? null) : null;
  return file && looksLikePdfFile(file) ? file : null;
}

/** Under the message of a form the server answered (no JavaScript): what the applicant can expect. */
export const APPLICATION_NEXT_STEP = 'What happens next: we read every application and reply by email within a week.';

/** Said under the form after the applicant cancelled the upload: the server keeps nothing of a cancelled one. */
export const UPLOAD_CANCELLED = 'Upload cancelled: nothing was sent. Your answers are still here.';

const ALERTS: Record<SubmitOutcome, string> = {
  success: messages.application.success,
  badRequest: messages.application.badRequest,
  otherStatus: messages.application.failure,
  exception: messages.application.failure,
};

const loadApi = () => import('../api/create-teacher-application');

async function send(input: CreateTeacherApplicationInput, resume: File, options: SendOptions): Promise<SubmitOutcome> {
  try {
    const { createTeacherApplication } = await loadApi();
    return await createTeacherApplication(input, resume, options);
  } catch {
    return 'exception';
  }
}

/**
 * The teacher application of the career page (docs/requirements.md#career-form-validation, #career-form-outcomes),
 * with a PDF resume. While the resume uploads, the overlay shows how much has been sent and offers Cancel; a
 * cancelled upload keeps the answers and says so under the form, with no alert.
 */
export function ApplicationForm() {
  const result = useFormResult('application');
  const form = useEnquiryForm(EMPTY, initialValues(EMPTY, result), LABEL);
  const [resume, setResume] = useState<File | null>(resumeBeforeHydration);
  const { pathname } = useLocation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const upload = useRef<AbortController | null>(null);

  /** Never rejects (send() turns every failure into an outcome): the form's handler fires and forgets it. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.submitting) return;
    const check = validateTeacherApplication(form.values, resume !== null);
    if (!check.ok || !resume) {
      window.alert(check.ok ? messages.application.required : check.message);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(null);
    setCancelled(false);
    form.setSubmitting(true);
    const outcome = await send({ ...check.value, ...form.antiSpam() }, resume, {
      signal: controller.signal,
      onUploadProgress: setProgress,
    });
    upload.current = null;
    // Commit the form state and hide the spinner before the (blocking) alert appears.
    flushSync(() => {
      form.setSubmitting(false);
      if (controller.signal.aborted) setCancelled(true);
      if (outcome !== 'success') return;
      form.reset();
      setResume(null);
      if (fileInput.current) fileInput.current.value = '';
    });
    if (!controller.signal.aborted) window.alert(ALERTS[outcome]);
  }

  return (
    <form
      className="form card"
      aria-label={LABEL}
      method="post"
      action={formAction('application')}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadApi().catch(() => {})}
    >
      <FormNotice result={result} nextStep={APPLICATION_NEXT_STEP} />
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
      <ResumeField file={resume} onChange={setResume} inputRef={fileInput} />
      <Honeypot value={form.website} onChange={form.setWebsite} />
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        Submit Application
      </button>
      {cancelled && (
        <p className="form__next" role="status">
          {UPLOAD_CANCELLED}
        </p>
      )}
      {form.submitting && <UploadOverlay progress={progress} onCancel={() => upload.current?.abort()} />}
    </form>
  );
}
