/**
 * The lint gate fires: the repository's own eslint.config.mjs, copied verbatim into a miniature tree (a temp
 * folder inside the repo, so its plugins resolve from our node_modules), is run through ESLint's Node API on
 * seeded files, each breaking one rule, next to files the rules allow. Prettier's check runs with the
 * repository's own config on a badly formatted file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(__dirname, '../../..');

/** A module of n lines, each a declaration. */
function lines(n: number): string {
  return Array.from({ length: n }, (_, i) => `export const v${i} = ${i};\n`).join('');
}

// A file is a violation only of the rules listed for it; every other file must lint clean.
const tree: Record<string, string> = {
  'tsconfig.eslint.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'preserve',
      moduleResolution: 'bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    },
    include: ['**/*.ts'],
  }),
  'server/src/config/env.ts': `export const secret: string = process.env.SECRET ?? '';\n`,
  'server/src/modules/alpha/alpha.service.ts': `import { beta } from '../beta/beta.service';\n\nexport const alpha = (): string => beta();\n`,
  'server/src/modules/beta/beta.service.ts': `export const beta = (): string => 'beta';\n`,
  'server/src/modules/gamma/gamma.service.ts': `import { record } from '../audit/audit.service';\n\nexport const gamma = (): string => record('gamma');\n`,
  'server/src/modules/audit/audit.service.ts': `export const record = (what: string): string => what;\n`,
  'server/src/modules/rate-limit/limiter.ts': `import { gamma } from '../gamma/gamma.service';\n\nexport const limit = (): string => gamma();\n`,
  'server/src/modules/admin/admin-services.ts': `import { alpha } from '../alpha/alpha.service';\nimport { beta } from '../beta/beta.service';\n\nexport const services = { alpha, beta };\n`,
  'server/src/modules/submission.ts': `export const kinds = ['trial'];\n`,
  'server/src/modules/delta/delta.service.ts': `import { kinds } from '../submission';\n\nexport const delta = (): number => kinds.length;\n`,
  'server/src/modules/beta/beta.env.ts': `export const port = process.env.PORT;\n`,
  'server/src/modules/beta/beta.destructured.ts': `const { env } = process;\n\nexport const port = env.PORT;\n`,
  'server/src/modules/beta/beta.imported.ts': `import { env } from 'node:process';\n\nexport const port = env.PORT;\n`,
  'server/src/cycle-a.ts': `import { b } from './cycle-b';\n\nexport const a = (): number => b() + 1;\n`,
  'server/src/cycle-b.ts': `import { a } from './cycle-a';\n\nexport const b = (): number => a() - 1;\n`,
  'server/src/jobs.ts': `async function flush(): Promise<void> {\n  await Promise.resolve();\n}\n\nexport function start(): void {\n  flush();\n}\n`,
  'web/src/page.ts': `import { secret } from '../../server/src/config/env';\n\nexport const page = (): string => secret;\n`,
  'web/src/clean.ts': `export const title = 'Home';\n`,
  'admin/src/list.ts': `import { beta } from '../../server/src/modules/beta/beta.service';\n\nexport const list = (): string => beta();\n`,
  'common/src/rules.ts': `import { secret } from '../../server/src/config/env';\nimport { title } from '../../web/src/clean';\n\nexport const rule = (): string => secret + title;\n`,
  'tests/harness.ts': `export const databaseUrl = process.env.TEST_DATABASE_URL ?? '';\n`,
  // file size: 251 lines warns; a file on the list of those over 250 when the rule came may reach 400, not 401
  'server/src/long.ts': lines(251),
  'server/src/app.ts': lines(400),
  'server/src/graphql/limits.ts': lines(401),
};

const expected: Record<string, string[]> = {
  'server/src/modules/alpha/alpha.service.ts': ['import-x/no-restricted-paths'], // feature → feature
  'server/src/modules/rate-limit/limiter.ts': ['import-x/no-restricted-paths'], // shared place → feature
  'server/src/modules/beta/beta.env.ts': ['no-restricted-properties'],
  'server/src/modules/beta/beta.destructured.ts': ['no-restricted-properties'],
  'server/src/modules/beta/beta.imported.ts': ['no-restricted-syntax'],
  'server/src/long.ts': ['max-lines'],
  'server/src/graphql/limits.ts': ['max-lines'],
  'server/src/cycle-a.ts': ['import-x/no-cycle'],
  'server/src/cycle-b.ts': ['import-x/no-cycle'],
  'server/src/jobs.ts': ['@typescript-eslint/no-floating-promises'],
  'web/src/page.ts': ['import-x/no-restricted-paths'],
  'admin/src/list.ts': ['import-x/no-restricted-paths'],
  'common/src/rules.ts': [
    'import-x/no-restricted-paths',
    'import-x/no-restricted-paths',
    'no-restricted-imports',
    'no-restricted-imports',
  ],
};

let probe = '';
let found: Record<string, string[]> = {};
let messages: Record<string, string[]> = {};

beforeAll(async () => {
  probe = mkdtempSync(join(repo, '.lint-probe-'));
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(probe, file)), { recursive: true });
    writeFileSync(join(probe, file), text);
  }
  cpSync(join(repo, 'eslint.config.mjs'), join(probe, 'eslint.config.mjs'));
  mkdirSync(join(probe, 'scripts/lint'), { recursive: true });
  cpSync(join(repo, 'scripts/lint/file-size.mjs'), join(probe, 'scripts/lint/file-size.mjs'));
  const eslint = new ESLint({ cwd: probe, overrideConfigFile: join(probe, 'eslint.config.mjs') });
  const results = await eslint.lintFiles(Object.keys(tree).filter((file) => file.endsWith('.ts')));
  for (const result of results) {
    const file = relative(probe, result.filePath);
    found[file] = result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`).sort();
    messages[file] = result.messages.map((message) => message.message);
  }
}, 120_000);

afterAll(() => {
  if (probe) rmSync(probe, { recursive: true, force: true });
  found = {};
  messages = {};
});

describe('eslint.config.mjs', () => {
  it('lints every seeded file, with type information (no parse or project errors)', () => {
    expect(Object.keys(found).sort()).toEqual(
      Object.keys(tree)
        .filter((file) => file.endsWith('.ts'))
        .sort(),
    );
    expect(
      Object.values(found)
        .flat()
        .filter((rule) => rule.startsWith('fatal')),
    ).toEqual([]);
  });

  it.each(Object.entries(expected))('%s breaks %j', (file, rules) => {
    expect(found[file]).toEqual([...rules].sort());
  });

  it('says why: the site and dashboard never import server code; features meet in a shared place', () => {
    expect(messages['web/src/page.ts'][0]).toMatch(/never import server code/);
    expect(messages['server/src/modules/alpha/alpha.service.ts'][0]).toMatch(/do not import each other/);
    expect(messages['common/src/rules.ts'].join('\n')).toMatch(/common\/ imports nothing of ours/);
  });

  it('allows what the rules allow: shared places, composition roots, process.env in config/ and tests/', () => {
    const clean = Object.keys(tree).filter((file) => file.endsWith('.ts') && !(file in expected));
    expect(clean).toContain('server/src/modules/admin/admin-services.ts');
    expect(clean).toContain('server/src/config/env.ts');
    for (const file of clean) expect({ file, rules: found[file] }).toEqual({ file, rules: [] });
  });
});

describe('prettier', () => {
  const file = join(repo, 'server/src/probe.ts');

  it('fails the check on a badly formatted file and passes once it is formatted', async () => {
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(options).toMatchObject({ printWidth: 120, singleQuote: true, trailingComma: 'all' });
    const bad = `const  greeting = "hello"\nexport   const list = [\n1,2]\n`;
    expect(await prettier.check(bad, options)).toBe(false);
    const good = await prettier.format(bad, options);
    expect(good).toBe(`const greeting = 'hello';\nexport const list = [1, 2];\n`);
    expect(await prettier.check(good, options)).toBe(true);
  });

  it('ignores built output and the lockfile', async () => {
    const ignorePath = join(repo, '.prettierignore');
    for (const path of ['server/dist/app.js', 'package-lock.json', 'schema.graphql'])
      expect((await prettier.getFileInfo(join(repo, path), { ignorePath })).ignored).toBe(true);
    expect((await prettier.getFileInfo(join(repo, 'server/src/app.ts'), { ignorePath })).ignored).toBe(false);
  });
});
