// `npm run rules`: which rules of the spec (spec-rules.md) the tests cite, by area, and which none does.
// Reads the rule list from ../shared/spec-rules.md, or docs/spec-rules.md where ../shared is absent.
// What counts as citing a rule is scripts/rules/cited-rules.ts: a test's title or a `// rule:`
// comment in a test body that checks something.
import { existsSync, readFileSync } from 'node:fs';
import { citedRules } from './rules/cited-rules.ts';
import { typeScriptFiles } from './source-files.ts';

const rulesFile = ['../shared/spec-rules.md', 'docs/spec-rules.md'].find((p) => existsSync(p));
if (!rulesFile) {
  console.error('No spec-rules.md found (../shared/spec-rules.md or docs/spec-rules.md).');
  process.exit(1);
}
const ruleIds = [...readFileSync(rulesFile, 'utf8').matchAll(/^- \*\*([A-Z][A-Z0-9-]*-\d+)\*\*/gm)].map((m) => m[1] as string);
const known = new Set(ruleIds);

const cited = new Map<string, Set<string>>();
for (const file of typeScriptFiles('tests')) {
  for (const id of citedRules(file, readFileSync(file, 'utf8'))) {
    if (!known.has(id)) continue;
    if (!cited.has(id)) cited.set(id, new Set());
    cited.get(id)?.add(file);
  }
}

const area = (id: string) => id.replace(/-\d+$/, '');
const areas = [...new Set(ruleIds.map(area))];
console.log(`Rules cited by tests: ${cited.size} of ${ruleIds.length} (${((100 * cited.size) / ruleIds.length).toFixed(1)}%)\n`);
for (const a of areas) {
  const ids = ruleIds.filter((id) => area(id) === a);
  const missing = ids.filter((id) => !cited.has(id));
  console.log(`${a.padEnd(16)} ${String(ids.length - missing.length).padStart(3)}/${String(ids.length).padEnd(3)} ${missing.length ? 'untested: ' + missing.join(' ') : ''}`);
}
