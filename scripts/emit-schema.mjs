// npm run schema:emit — writes schema.graphql from the code (build the server first).
// `node scripts/emit-schema.mjs <file>` writes it elsewhere (codegen:check compares such a copy).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { printSchemaFile } = require('../server/dist/graphql/print-schema.js');
const target = process.argv[2] ? resolve(process.argv[2]) : join(root, 'schema.graphql');
writeFileSync(target, await printSchemaFile());
console.log(`${process.argv[2] ? target : 'schema.graphql'} written`);
