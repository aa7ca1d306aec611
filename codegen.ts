/**
 * graphql-codegen: the types of every GraphQL document the site and the dashboard send, from the
 * committed schema.graphql (`npm run schema:emit`). `npm run codegen` writes the files below;
 * `npm run codegen:check` fails when they, or schema.graphql, are stale (scripts/codegen-check.mjs).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

/** Shared by every output: the schema's custom scalars as they travel in JSON, enums as string unions. */
const types = {
  strictScalars: true,
  scalars: { DateTimeISO: 'string', SafeInt: 'number', Upload: 'File' },
  enumType: 'string-literal',
  useTypeImports: true,
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    // The site's tracking mutation: the document stays the one-line string in common/ (the bench and
    // the site send it as is); only its result and variables types are generated.
    'common/src/gql/graphql.ts': {
      documents: ['common/src/**/*.ts', '!common/src/gql/**'],
      plugins: ['typescript-operations'],
      config: types,
    },
    // The site's forms go through Apollo Client: documents as precompiled ASTs, nothing parsed at run time.
    'web/src/gql/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...types, documentMode: 'documentNode' },
    },
    // The dashboard posts plain JSON: documents as typed strings.
    'admin/src/gql/graphql.ts': {
      documents: ['admin/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...types, documentMode: 'string' },
    },
  },
};

export default config;
