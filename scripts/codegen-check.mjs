// npm run codegen:check — fails when schema.graphql is stale against the server's code, or when the
// generated document types (common/src/gql, web/src/gql, admin/src/gql) are stale against
// schema.graphql and the documents. Writes nothing in the tree but the compiled common/ and server/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`codegen:check: \`${[command, ...args].join(' ')}\` failed`);
    process.exit(1);
  }
}

// 1. schema.graphql against the server: compile common and server as the build does, emit to a
//    temporary file, compare.
run(bin('tsc'), ['-p', 'common/tsconfig.json']);
run(bin('tsc'), ['-p', 'server/tsconfig.json']);
const temp = mkdtempSync(join(tmpdir(), 'schema-check-'));
try {
  const emitted = join(temp, 'schema.graphql');
  run(process.execPath, ['scripts/emit-schema.mjs', emitted]);
  if (readFileSync(emitted, 'utf8') !== readFileSync(join(root, 'schema.graphql'), 'utf8')) {
    console.error(
      'codegen:check: schema.graphql is stale against the server code: run `npm run schema:emit`, then `npm run codegen`, and commit both',
    );
    process.exit(1);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
console.log('schema.graphql matches the server code');

// 2. The generated files: graphql-codegen generates in memory and compares (--check), writing nothing.
const check = spawnSync(bin('graphql-codegen'), ['--config', 'codegen.ts', '--check', '--errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (check.status !== 0) {
  console.error(
    'codegen:check: the generated document types are stale or a document does not match schema.graphql: run `npm run codegen` and commit the result',
  );
  process.exit(1);
}
console.log('generated document types are up to date');
