import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = resolve(__dirname, '../../..');

describe('schema.graphql', () => {
  it('matches the schema the server code builds (run `npm run schema:emit` after changing the API)', async () => {
    const { printSchemaFile } = require(resolve(root, 'server/dist/graphql/print-schema.js'));
    expect(readFileSync(resolve(root, 'schema.graphql'), 'utf8')).toBe(await printSchemaFile());
  });
});
