// LibreOffice's headless spreadsheet engine, for the test that opens an exported CSV as a spreadsheet
// would (tests/integration/admin/spreadsheet.test.ts). Found like chromium (scripts/chromium.mjs): on a
// Debian machine running as root it is installed once with apt-get (libreoffice-calc-nogui, without
// recommends: no desktop, no Java); elsewhere the error says what to install or which variable to set.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CANDIDATES = () => [process.env.SOFFICE_PATH, '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'];

export function findSoffice() {
  for (const path of CANDIDATES()) {
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

export function ensureSoffice(log = (message) => console.log(message)) {
  const found = findSoffice();
  if (found) return found;
  const canInstall =
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canInstall) {
    log("LibreOffice is missing: installing Debian's libreoffice-calc-nogui with apt-get (once per machine)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-calc-nogui'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    const installed = findSoffice();
    if (installed) return installed;
  }
  throw new Error(
    'LibreOffice (soffice) was not found at $SOFFICE_PATH or /usr/bin/soffice. ' +
      'Install it (Debian: apt-get install --no-install-recommends libreoffice-calc-nogui) or point SOFFICE_PATH at it.',
  );
}
