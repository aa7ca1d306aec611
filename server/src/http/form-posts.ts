/**
 * The enquiry forms without JavaScript (docs/requirements.md#without-javascript): each form also posts, as a plain
 * HTML form (never GET, so nothing typed reaches a URL), to /forms/<form>. The very services of the API take it, and
 * the answer is the page the form was on, rendered by the site's renderer with the spec's message for the outcome
 * and, unless it was sent, everything the visitor typed, so not a word is lost.
 */
import { messages, normalisePhone, validateContactMessage, validateTrialRequest } from '@school/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError, ValidationError } from '../errors';
import type { FormResult, FormName } from '../modules/content/publishing/site-renderer';
import type { SitePages } from '../modules/content/publishing/site-pages';
import { asRecord } from '../modules/submission';
import type { Services } from '../services';
import { readApplicationForm } from './multipart';

interface FormPost {
  /** The pages the form is on: the answer goes back to the one posted from, else the first. */
  pages: string[];
  /** The spec's messages: sent; refused by the rules (their own message); anything else. */
  sent: string;
  failed: string;
  /** Which posted fields are the visitor's words, kept when the form comes back. */
  fields: string[];
}

const FORMS: Record<FormName, FormPost> = {
  contact: {
    pages: ['/', '/Home'],
    sent: messages.contact.success,
    failed: messages.contact.otherStatus,
    fields: ['name', 'email', 'message', 'phone', 'phoneCountry'],
  },
  trial: {
    pages: ['/Trial'],
    sent: messages.trial.success,
    failed: messages.trial.failure,
    fields: ['name', 'email', 'gender', 'category', 'phone', 'phoneCountry'],
  },
  application: {
    pages: ['/Career'],
    sent: messages.application.success,
    failed: messages.application.failure,
    fields: ['name', 'email', 'message'],
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const formPage = (from: unknown, pages: string[]) =>
  pages.find(
    (page) =>
      page.toLowerCase() ===
      text(from)
        .toLowerCase()
        .replace(/(.)\/+$/, '$1'),
  ) ?? pages[0];

type Rules = (
  raw: Record<string, unknown>,
) => { ok: true } | { ok: false; message: string; errors: Record<string, string> };

/**
 * The phone as the forms send it with script (E.164), from the country and the number as typed; checked after the
 * form's own rules, so their messages (the spec's) come first, as with script.
 */
function withPhone(body: Record<string, unknown>, rules: Rules): Record<string, unknown> {
  const checked = rules(body);
  if (!checked.ok) throw new ValidationError(checked.message, checked.errors);
  const number = text(body.phone).trim();
  if (number === '') return { ...body, phone: null };
  const phone = normalisePhone(number, text(body.phoneCountry) || null);
  if (!phone.ok) throw new ValidationError(phone.message, { phone: phone.message });
  return { ...body, phone: phone.value };
}

export function registerFormPosts(app: FastifyInstance, services: Services, site: SitePages): void {
  const answer = async (
    reply: FastifyReply,
    form: FormName,
    from: unknown,
    body: Record<string, unknown>,
    error: unknown,
  ) => {
    const spec = FORMS[form];
    let result: FormResult;
    let status = 200;
    if (error === null) result = { form, outcome: 'sent', message: spec.sent, values: {} };
    else {
      const values = Object.fromEntries(spec.fields.map((field) => [field, text(body[field])]));
      const refused = error instanceof ValidationError;
      status = error instanceof AppError ? error.httpStatus : 500;
      if (!(error instanceof AppError) || status >= 500) app.log.error({ err: error, form }, 'form post failed');
      const field = refused ? Object.keys(error.fieldErrors ?? {})[0] : undefined;
      result = {
        form,
        outcome: refused ? 'refused' : 'failed',
        message: refused ? error.message : spec.failed,
        values,
      };
      if (field) result.field = field;
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
        void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    const html = await site.renderFormPage(formPage(from, spec.pages), result);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  const signals = (body: Record<string, unknown>, request: FastifyRequest) => ({
    website: body.website,
    fillMs: undefined,
    clientIp: request.ip,
  });

  for (const [form, name, rules] of [
    ['contact', 'contact-message', validateContactMessage as Rules],
    ['trial', 'trial-request', validateTrialRequest as Rules],
  ] as const) {
    app.post(`/forms/${form}`, async (request, reply) => {
      const body = asRecord(request.body);
      try {
        await services.forms[name].create(withPhone(body, rules), signals(body, request));
      } catch (error) {
        return answer(reply, form, body.from, body, error);
      }
      return answer(reply, form, body.from, body, null);
    });
  }

  app.post('/forms/application', async (request, reply) => {
    const service = services.teacherApplications;
    let fields: Record<string, string> = {};
    try {
      // counted against the form limit and reserved against the bytes in flight before the body is read
      const ticket = await services.uploads.admit(request, reply);
      const form = await readApplicationForm(request, service.maxResumeBytes, service.spoolDir, ticket);
      fields = form.fields;
      const meta = { ...signals(fields, request), addressCounted: ticket.takeAddressCount() };
      await service.create(fields, form.resume, meta);
    } catch (error) {
      return answer(reply, 'application', fields.from, fields, error);
    }
    return answer(reply, 'application', fields.from, fields, null);
  });
}
