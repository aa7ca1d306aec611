// Debian's chromium, for the browser tests and the Lighthouse bench. No tool may download its own
// browser here, so it comes from apt: when it is missing on a Debian machine and we run as root, it
// is installed once with apt-get; otherwise the error says what to install or which variable to set.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CANDIDATES = () => [
  process.env.CHROMIUM_PATH,
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export function findChromium() {
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

export function ensureChromium(log = (message) => console.log(message)) {
  const found = findChromium();
  if (found) return found;
  const canInstall =
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canInstall) {
    log("Chromium is missing: installing Debian's chromium with apt-get (once per machine)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found at $CHROMIUM_PATH, $CHROME_PATH or /usr/bin/chromium. ' +
      'Install it (Debian: apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
  );
}
