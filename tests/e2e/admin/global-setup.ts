import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the dashboard once (unless E2E_SKIP_BUILD=1 and a build exists); the server must be built. */
export default function setup() {
  if (!existsSync(join(repoRoot, 'server/dist/main.js')))
    throw new Error('server/dist/main.js is missing: run `npm run build -w common && npx tsc -p server` first');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(repoRoot, 'admin/dist/index.html'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'admin'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`admin build failed:\n${build.stdout}\n${build.stderr}`);
}
