// Builds the parts of the product whose output is missing or older than anything in their folder (sources, public
// files, configuration; not dist, dist-ssr or node_modules) or than the output of a part they are built from (common).
// npm start builds all four; npm run test:quick the three its tests use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each part, the file its build writes last, and the parts it is built from.
 * @type {Array<[string, string, string[]]>}
 */
export const PARTS = [
  ['common', 'common/dist/index.js', []],
  ['server', 'server/dist/main.js', ['common']],
  ['web', 'web/dist/index.html', ['common']],
  ['admin', 'admin/dist/index.html', ['common']],
];

const OUTPUTS = new Set(['dist', 'dist-ssr', 'node_modules']);

/** The newest modification time of the files under a folder, outputs left out (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (OUTPUTS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds what is stale among `workspaces` (in PARTS' order); answers false when a build failed. */
export function buildStale(root, workspaces, label) {
  const at = (path) => join(root, path);
  const builtAt = (output) => (existsSync(at(output)) ? statSync(at(output)).mtimeMs : 0);
  const outputOf = (name) => PARTS.find(([part]) => part === name)[1];
  for (const [workspace, output, from] of PARTS.filter(([name]) => workspaces.includes(name))) {
    const built = builtAt(output);
    const stale = !built || newest(at(workspace)) > built || from.some((part) => builtAt(outputOf(part)) > built);
    const scripts = JSON.parse(readFileSync(at(`${workspace}/package.json`), 'utf8')).scripts ?? {};
    if (!stale || !scripts.build) continue;
    console.log(`[${label}] building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  return true;
}
