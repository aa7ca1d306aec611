// LibreOffice's headless spreadsheet engine, for the test that opens an exported CSV as a spreadsheet would
// (tests/integration/admin/spreadsheet.system.test.ts). Found or installed by scripts/apt-tool.mjs: Debian's
// libreoffice-calc-nogui without recommends (no desktop, no Java).
import { ensureAptTool, findExecutable } from './apt-tool.mjs';

const candidates = () => [process.env.SOFFICE_PATH, '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'];

export const findSoffice = () => findExecutable(candidates());

export function ensureSoffice(log) {
  return ensureAptTool(
    {
      name: 'LibreOffice',
      candidates,
      packages: ['libreoffice-calc-nogui'],
      aptArgs: ['--no-install-recommends'],
      missing:
        'LibreOffice (soffice) was not found at $SOFFICE_PATH or /usr/bin/soffice. ' +
        'Install it (Debian: apt-get install --no-install-recommends libreoffice-calc-nogui) or point SOFFICE_PATH at it.',
    },
    log,
  );
}
