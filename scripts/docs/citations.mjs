// Comments and docs say what the code does, or cite what a reader of the repository can open: a docs/ anchor,
// a file in the tree, an upstream issue (owner/repo#123). They never cite our tracker's issue numbers
// ("issue 12") nor files that are not in the repository (a style guide or a brief someone had locally).
// Run by npm run check; prints every offending line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|md|graphql|css|yml|yaml|sh|json|html)$|(^|\/)(Dockerfile|run|\.env\.example)$/;
const SKIPPED = ['package-lock.json', 'schema.graphql', 'scripts/docs/citations.mjs'];
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && TEXT.test(file) && !SKIPPED.includes(file) && !/(^|\/)(gql|dist)\//.test(file))
  .filter((file) => existsSync(join(root, file)));
const names = new Set(files.map((file) => basename(file)));

/** Our tracker's numbers: "issue 12", "Issue 18, item 4", "issues 13 and 14", "#12" after "issue". */
const ISSUE = /\bissues?\s+#?\d+/i;
/** A markdown file named by a path or name that no tracked file has, and the briefs folder. */
const MD_FILE = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)\b/g;

const problems = [];
for (const file of files) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    if (ISSUE.test(line)) problems.push(`${at}: cites a tracker issue number: ${line.trim().slice(0, 120)}`);
    if (/\bbriefs\//.test(line)) problems.push(`${at}: cites briefs/, which is not in the repository`);
    for (const [, path] of line.matchAll(MD_FILE)) {
      const known = existsSync(join(root, path)) || existsSync(join(root, dirname(file), path)) || names.has(path);
      if (!known && !/node_modules|^\.bench\//.test(path))
        problems.push(`${at}: cites ${path}, which is not in the repository`);
    }
  });
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `\n${problems.length} citation(s) a reader cannot open: say what the code does, or cite a docs/ anchor`,
  );
  process.exit(1);
}
console.log(`citations: none to tracker issues or missing files (${files.length} files read)`);
