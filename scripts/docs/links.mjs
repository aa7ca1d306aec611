// Every `docs/<file>.md#anchor` cited anywhere in the repository, and every relative markdown link between
// the docs and the README, leads to a file that exists and, with an anchor, to a heading or an <a id> in it.
// Run by npm run check: a moved section fails here instead of leaving a dead reference.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (file) => file && !file.endsWith('package-lock.json') && /\.(ts|tsx|mjs|js|md|graphql|css|yml|sh)$/.test(file),
  )
  .filter((file) => existsSync(join(root, file)));

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const ids = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.matchAll(/<a id="([^"]+)"/g)) ids.add(match[1]);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count ? `${slug}-${count}` : slug);
  }
  return ids;
}

const anchors = new Map();
const problems = [];
function check(from, target, anchor) {
  const path = normalize(target);
  if (!existsSync(join(root, path))) return problems.push(`${from}: ${target} does not exist`);
  if (!anchor) return;
  if (!anchors.has(path)) anchors.set(path, anchorsOf(path));
  if (!anchors.get(path).has(anchor)) problems.push(`${from}: ${target}#${anchor} has no such heading or <a id>`);
}

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const match of text.matchAll(/(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g))
    check(file, `docs/${match[1]}`, match[2]);
  if (!file.endsWith('.md')) continue;
  for (const match of text.matchAll(/\]\(((?!https?:|mailto:|#)[^)\s#]+\.md)(?:#([\w-]+))?\)/g))
    check(file, relative(root, join(root, dirname(file), match[1])), match[2]);
  for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) check(file, file, match[1]);
}

for (const problem of problems) console.error(`docs link: ${problem}`);
if (problems.length) process.exit(1);
console.log(`docs links: every reference resolves (${files.length} files read)`);
