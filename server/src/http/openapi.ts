/**
 * GET /api/v1/openapi.json — an OpenAPI 3.1 description of the REST shims, built from the same rules
 * and messages (common/) the shims enforce, so the limits it states are the limits that hold.
 * tests/integration/server/openapi.test.ts validates it and checks every documented answer against a
 * real one.
 */
import { GENDERS, LIMITS, messages, TRIAL_CATEGORIES, TRIAL_CATEGORY_OPTIONS } from '@school/common';
import type { FastifyInstance } from 'fastify';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, example?: unknown) => ({
  'application/json': { schema, ...(example ? { example } : {}) },
});
const answer = (description: string, schema: string, example?: unknown, headers?: Schema) => ({
  description,
  content: json(ref(schema), example),
  ...(headers ? { headers } : {}),
});

const text = (description: string, maxLength: number, format?: string): Schema => ({
  type: 'string',
  description,
  maxLength,
  ...(format ? { format } : {}),
});

const antiSpam: Record<string, Schema> = {
  website: {
    type: 'string',
    description:
      'Hidden honeypot field. Leave it empty or out; a filled one marks the submission as suspected spam (stored, no notification).',
  },
  fillMs: {
    type: ['integer', 'string'],
    description:
      'Milliseconds the form was open before it was sent. Optional for this API; a value under 2500 marks the submission as suspected spam.',
  },
};

const created = (kind: string) =>
  answer(
    'Stored. `Location` names the new record.',
    'Receipt',
    { id: '01936d3e-7a4b-7c1d-9e2f-3a4b5c6d7e8f' },
    {
      Location: { description: `/api/v1/${kind}/<id>`, schema: { type: 'string' } },
    },
  );

const errors = (badRequestExample: unknown) => ({
  400: answer(
    'A field is missing or invalid: `errors` maps each field to the message to show.',
    'ValidationError',
    badRequestExample,
  ),
  413: answer('The body (or the resume) is over its limit.', 'Error', {
    message: 'The request body is too large',
    code: 'PAYLOAD_TOO_LARGE',
  }),
  415: answer('The content type is not accepted.', 'Error', {
    message: 'Unsupported content type: send application/json',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  }),
  429: answer(
    'Too many submissions from this client address or for this email; try again after `Retry-After` seconds.',
    'Error',
    {
      message: 'Too many submissions from your network. Please try again in a few minutes.',
      code: 'TOO_MANY_REQUESTS',
    },
    { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  ),
  503: answer('The database or the object storage is unavailable; nothing was stored. Retry later.', 'Error'),
});

function submission(
  summary: string,
  description: string,
  kind: string,
  body: Schema,
  example: Schema,
  badRequest: unknown,
  extraTypes: Schema = {},
) {
  return {
    post: {
      summary,
      description,
      tags: ['Submissions'],
      requestBody: {
        required: true,
        content: { ...json(body, example), 'application/x-www-form-urlencoded': { schema: body }, ...extraTypes },
      },
      responses: { 201: created(kind), ...errors(badRequest) },
    },
  };
}

export function openApiDocument(resumeMaxBytes: number): Schema {
  const name = text("Letters, spaces and . ' - only (no digits).", LIMITS.name);
  const email = text('An email address.', LIMITS.email, 'email');
  const message = text('Free text.', LIMITS.message);
  const phone = text(
    'Optional. A phone number in international form, + and the country code first ("+91 98765 43210"); stored in E.164 (+919876543210). ' +
      `An invalid one is refused (400) with errors.phone: "${messages.phone.invalid}", or without its country code "${messages.phone.countryCode}".`,
    LIMITS.phone,
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Music school enquiry API (REST)',
      version: '1.0.0',
      description:
        'The REST contract kept for older clients. The site itself uses the GraphQL API at /graphql (same rules, same messages). ' +
        'Every answer is JSON. Field messages are the texts the site shows, word for word.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/v1/submitcontact': submission(
        'Send a contact message',
        "The Support page's contact form.",
        'contact-messages',
        {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: { name, email, message, phone, ...antiSpam },
        },
        { name: 'Asha Rao', email: 'asha@example.org', message: 'Do you teach on weekends?', phone: '+91 98765 43210' },
        { message: messages.contact.required, code: 'BAD_USER_INPUT', errors: { name: messages.contact.required } },
      ),
      '/api/v1/submittrial': submission(
        'Book a free trial class',
        "The Trial page's form.",
        'trial-requests',
        {
          type: 'object',
          required: ['name', 'email', 'gender', 'category'],
          properties: {
            name,
            email,
            gender: { type: 'string', enum: [...GENDERS] },
            category: {
              type: 'string',
              enum: [
                ...new Set([
                  ...TRIAL_CATEGORIES,
                  ...TRIAL_CATEGORY_OPTIONS.map((o) => o.value).filter((v) => v !== 'none'),
                ]),
              ],
              description:
                'The course. The site sends "hindustanivocal " and "bollywoodvocal " with a trailing space; both forms are accepted and stored trimmed.',
            },
            phone,
            ...antiSpam,
          },
        },
        { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'piano' },
        { message: messages.trial.required, code: 'BAD_USER_INPUT', errors: { category: messages.trial.required } },
      ),
      '/api/v1/submitteacherapplication': submission(
        'Apply to teach',
        `The Career page's form. Send JSON with \`resume\` as an http(s) link, or multipart/form-data with the PDF as the file field \`resume\` (the bytes must start with %PDF-; at most ${resumeMaxBytes} bytes).`,
        'teacher-applications',
        {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: {
            name,
            email,
            message,
            resume: { type: 'string', format: 'uri', description: 'An http or https link to the resume.' },
            ...antiSpam,
          },
        },
        {
          name: 'Ravi Kumar',
          email: 'ravi@example.org',
          message: 'I teach tabla.',
          resume: 'https://files.example.org/ravi-cv.pdf',
        },
        {
          message: messages.application.required,
          code: 'BAD_USER_INPUT',
          errors: { message: messages.application.required },
        },
        {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['name', 'email', 'message', 'resume'],
              properties: {
                name,
                email,
                message,
                resume: { type: 'string', contentMediaType: 'application/pdf', description: 'The PDF file.' },
                ...antiSpam,
              },
            },
          },
        },
      ),
      '/api/v1/keep-visitor-track': submission(
        'Count a page view',
        'Sent by the site on every route change. No cookies, nothing that identifies the visitor.',
        'page-views',
        { type: 'object', required: ['page'], properties: { page: text('The path, starting with /.', LIMITS.page) } },
        { page: '/Courses' },
        { message: messages.limits.page, code: 'BAD_USER_INPUT', errors: { page: messages.limits.page } },
      ),
    },
    components: {
      schemas: {
        Receipt: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: "The new record's id." } },
          additionalProperties: false,
        },
        Error: {
          type: 'object',
          required: ['message', 'code'],
          additionalProperties: false,
          properties: {
            message: { type: 'string', description: 'What went wrong, in words a person can read.' },
            code: {
              type: 'string',
              description:
                'A stable code: BAD_USER_INPUT, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE.',
            },
            errors: ref('FieldErrors'),
          },
        },
        ValidationError: {
          type: 'object',
          required: ['message', 'code'],
          additionalProperties: false,
          properties: { message: { type: 'string' }, code: { const: 'BAD_USER_INPUT' }, errors: ref('FieldErrors') },
        },
        FieldErrors: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description:
            'Field name → the message to show beside it. Absent when the body itself could not be read (e.g. invalid JSON).',
        },
      },
    },
  };
}

export function registerOpenApi(app: FastifyInstance, resumeMaxBytes: number): void {
  const body = JSON.stringify(openApiDocument(resumeMaxBytes));
  app.get('/api/v1/openapi.json', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body),
  );
}
