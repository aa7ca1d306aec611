// npm run schema:emit — writes schema.graphql from the code (build the server first).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { printSchemaFile } = require('../server/dist/graphql/print-schema.js');
writeFileSync(join(root, 'schema.graphql'), await printSchemaFile());
console.log('schema.graphql written');
