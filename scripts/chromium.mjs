// Debian's chromium, for the browser tests and the Lighthouse bench (scripts/apt-tool.mjs finds or installs it).
import { ensureAptTool, findExecutable } from './apt-tool.mjs';

const candidates = () => [
  process.env.CHROMIUM_PATH,
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export const findChromium = () => findExecutable(candidates());

export function ensureChromium(log) {
  return ensureAptTool(
    {
      name: 'Chromium',
      candidates,
      packages: ['chromium'],
      missing:
        'Chromium was not found at $CHROMIUM_PATH, $CHROME_PATH or /usr/bin/chromium. ' +
        'Install it (Debian: apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    },
    log,
  );
}
