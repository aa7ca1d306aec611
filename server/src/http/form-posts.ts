/**
 * The enquiry forms without JavaScript (docs/requirements.md#without-javascript): each form also posts, as a plain
 * HTML form (never GET, so nothing typed reaches a URL), to /forms/<form>. The very services of the API take it.
 * Sent: a 303 to /forms/<form>/sent, the page the form was on with the spec's message (post/redirect/get: a reload
 * or Back sends nothing again, and no typed value is in that address). Not taken: the page itself, rendered with
 * the spec's message and everything the visitor typed, so not a word is lost.
 */
import {
  acceptedLanguages,
  messages,
  normalisePhone,
  phoneCountryForLanguages,
  validateContactMessage,
  validateTrialRequest,
} from '@school/common';
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
 * The country the number is read in: the one chosen, else (the page shows none before a choice) the region of the
 * visitor's first language that names one in Accept-Language, else none (then only +<code> numbers are taken).
 */
function phoneCountry(body: Record<string, unknown>, request: FastifyRequest): string {
  return text(body.phoneCountry) || phoneCountryForLanguages(acceptedLanguages(request.headers['accept-language']));
}

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

/** Where a sent form lands: the page it was posted from (one of its own, so nothing typed), as a GET. */
const sentAddress = (form: FormName, page: string) =>
  `/forms/${form}/sent${page === FORMS[form].pages[0] ? '' : `?from=${encodeURIComponent(page)}`}`;

const isForm = (name: string): name is FormName => Object.hasOwn(FORMS, name);

export function registerFormPosts(app: FastifyInstance, services: Services, site: SitePages): void {
  const page = async (reply: FastifyReply, path: string, result: FormResult, status: number) => {
    const html = await site.renderFormPage(path, result);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  const answer = async (
    reply: FastifyReply,
    form: FormName,
    from: unknown,
    body: Record<string, unknown>,
    error: unknown,
  ) => {
    const spec = FORMS[form];
    const at = formPage(from, spec.pages);
    if (error === null) return reply.header('cache-control', 'no-store').redirect(sentAddress(form, at), 303);
    const values = Object.fromEntries(spec.fields.map((field) => [field, text(body[field])]));
    const refused = error instanceof ValidationError;
    const status = error instanceof AppError ? error.httpStatus : 500;
    if (!(error instanceof AppError) || status >= 500) app.log.error({ err: error, form }, 'form post failed');
    const field = refused ? Object.keys(error.fieldErrors ?? {})[0] : undefined;
    const result: FormResult = {
      form,
      outcome: refused ? 'refused' : 'failed',
      // an over-limit visitor reads the server's own words (how long to wait), as with script
      message: refused || error instanceof TooManyRequestsError ? error.message : spec.failed,
      values,
    };
    if (field) result.field = field;
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    return page(reply, at, result, status);
  };

  // the page a sent form lands on (a reload shows it again and sends nothing)
  app.get<{ Params: { form: string }; Querystring: { from?: string } }>('/forms/:form/sent', async (request, reply) => {
    const { form } = request.params;
    if (!isForm(form)) return reply.callNotFound();
    const at = formPage(request.query.from, FORMS[form].pages);
    return page(reply, at, { form, outcome: 'sent', message: FORMS[form].sent, values: {} }, 200);
  });

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
      const posted = asRecord(request.body);
      const body: Record<string, unknown> = { ...posted, phoneCountry: phoneCountry(posted, request) };
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
