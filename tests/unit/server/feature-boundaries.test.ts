/**
 * What a feature may reach. The kinds registry is handed to the features by the composition root (app.ts), never
 * imported by a module outside modules/kinds/. A feature's tables are its own: the module folder that declares a table's entity is the only one whose SQL names
 * it. Others call the statements it exposes (trial-request-statements.ts, outbox-records.ts, audit-details.ts),
 * handed to them by the composition root, so renaming a column is one folder's change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = resolve(__dirname, '../../../server/src/modules');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The module folder a file belongs to ("audit"), or its own name for a seam file at the top ("outbox.ts"). */
const folderOf = (file: string) => relative(modules, file).split('/')[0];

const sources = files(modules).map((file) => ({ file, folder: folderOf(file), text: readFileSync(file, 'utf8') }));
const owners = new Map<string, string>();
for (const { folder, text } of sources)
  for (const match of text.matchAll(/@Entity\(\s*(?:\{\s*name:\s*)?'([a-z_]+)'/g)) owners.set(match[1], folder);

describe('table ownership', () => {
  it('finds the entities of the features', () => {
    expect(owners.get('audit_log')).toBe('audit');
    expect(owners.get('notifications')).toBe('notification');
    expect(owners.get('trial_requests')).toBe('trial-request');
    expect(owners.size).toBeGreaterThan(30);
  });

  it('no feature names another feature’s table in its SQL', () => {
    const trespasses: string[] = [];
    for (const [table, owner] of owners) {
      const named = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?${table}"?\\b`, 'i');
      for (const { file, folder, text } of sources)
        if (folder !== owner && named.test(text))
          trespasses.push(`${relative(modules, file)} names ${table} (${owner})`);
    }
    expect(trespasses).toEqual([]);
  });
});

describe('the kinds registry', () => {
  it('is imported by no feature module: the composition root hands the kinds over', () => {
    const importers = sources
      .filter(({ folder, text }) => folder !== 'kinds' && /from '[./]*kinds\/registry'/.test(text))
      .map(({ file }) => relative(modules, file));
    expect(importers).toEqual([]);
  });
});
