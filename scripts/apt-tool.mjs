// A program the tests need from Debian (chromium, LibreOffice): found at the first of its candidate paths that
// runs; on a Debian machine running as root it is installed once with apt-get; elsewhere the error says what to
// install or which variable to set. No tool may download its own binary here.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** The first candidate path that is an executable file, or null. */
export function findExecutable(candidates) {
  for (const path of candidates) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not there: next
    }
  }
  return null;
}

/**
 * The tool's path, installing `packages` with apt-get when it is missing and this machine can.
 * `tool`: { name, candidates: () => paths, packages, aptArgs?, missing: the error's words }.
 */
export function ensureAptTool({ name, candidates, packages, aptArgs = [], missing }, log = (m) => console.log(m)) {
  const found = findExecutable(candidates());
  if (found) return found;
  const canInstall =
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canInstall) {
    log(`${name} is missing: installing Debian's ${packages.join(' ')} with apt-get (once per machine)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...aptArgs, ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    const installed = findExecutable(candidates());
    if (installed) return installed;
  }
  throw new Error(missing);
}
