// File size, enforced by the lint gate: a file past 250 lines warns (and npm run check allows no warning), so it
// is split before it grows; the files below were past 250 when the rule came in and may not pass 400. Take a file
// off the list once it is back under 250; never add one (split it instead). Generated files (graphql-codegen's
// gql/, *.generated.*, dist) are not linted at all.
export const OVER_250_WHEN_THE_RULE_CAME = [
  'eslint.config.mjs',
  'scripts/bench/admin.mjs',
  'server/src/app.ts',
  'server/src/graphql/limits.ts',
  'server/src/http/openapi.ts',
  'server/src/modules/admin/submission-admin.service.ts',
  'server/src/modules/booking/booking.resolver.ts',
  'server/src/modules/booking/booking.service.ts',
  'server/src/modules/slots.ts',
  'tests/admin/components/image-field.test.tsx',
  'tests/admin/data-provider-read.test.ts',
  'tests/e2e/admin/a11y.spec.ts',
  'tests/e2e/admin/triage.spec.ts',
  'tests/helpers/server.ts',
  'tests/integration/admin/access-matrix.ts',
  'tests/integration/admin/triage.test.ts',
  'tests/integration/booking/booking.test.ts',
  'tests/integration/content/content-api.test.ts',
  'tests/integration/content/publishing.test.ts',
  'tests/integration/server/disk-full.support.ts',
  'tests/integration/server/disk-full.system.test.ts',
  'tests/integration/server/graphql-limits.system.test.ts',
  'tests/reliability/deadlines.test.ts',
  'tests/reliability/fuzz.test.ts',
];

// Past 250 after the merge of the booking-abuse, mail and parent-journey work (2026-11-27), which grew files
// that three branches changed at once: each is to be split (the booking writes by operation, the mail tests by
// audience) and then taken off this list. Capped at 400 like the others meanwhile.
export const OVER_250_TO_SPLIT = [
  'scripts/bench/site.mjs',
  'server/src/config/env.ts',
  'server/src/modules/booking/booking-writes.ts',
  'tests/e2e/web/trial-booking.spec.ts',
  'tests/integration/booking/abuse.test.ts',
  'tests/integration/booking/booking-mail.test.ts',
  'web/src/features/trial/components/trial-form.tsx',
];

const counted = { skipBlankLines: false, skipComments: false };

export const fileSizeRules = [
  { files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'], rules: { 'max-lines': ['warn', { max: 250, ...counted }] } },
  {
    files: [...OVER_250_WHEN_THE_RULE_CAME, ...OVER_250_TO_SPLIT],
    rules: { 'max-lines': ['error', { max: 400, ...counted }] },
  },
];
