// Every setting is listed in .env.example with a line on it, and the app's VITE_ settings are typed
// in src/vite-env.d.ts (ADR 0024), so neither list can fall behind the code that reads them.
// No spec rule covers configuration: this is issue 15's ask.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFiles } from '../../../scripts/source-files.ts';
import { REQUIRED_LIVE_SETTINGS } from '../../../src/app/config.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const namesIn = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''));
const sorted = (names: Iterable<string>) => [...names].sort();

const example = read('.env.example');
/** `NAME=` lines, commented out or not, and the comment line right above each. */
const listed = new Map(
  example
    .split('\n')
    .map((line, i, lines) => [/^#? ?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1], lines[i - 1] ?? ''] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
);

describe('.env.example and the typed import.meta.env', () => {
  it('list exactly the VITE_ settings the app reads', () => {
    const read_ = namesIn(typeScriptFiles('src', root).filter((f) => !f.endsWith('vite-env.d.ts')).map(read).join('\n'), /\b(VITE_[A-Z0-9_]+)\b/g);
    const typed = namesIn(read('src/vite-env.d.ts'), /readonly (VITE_[A-Z0-9_]+)\?: string;/g);
    const inExample = new Set([...listed.keys()].filter((name) => name.startsWith('VITE_')));
    expect(sorted(inExample)).toEqual(sorted(read_));
    expect(sorted(typed)).toEqual(sorted(read_));
    for (const setting of REQUIRED_LIVE_SETTINGS) expect(inExample).toContain(setting);
  });

  it('list every variable the scripts, the sandbox and the tests read from the shell', () => {
    const dirs = ['scripts', 'sandbox', 'tests/e2e'];
    const files = [...dirs.flatMap((dir) => typeScriptFiles(dir, root)), 'playwright.config.ts', 'vite.config.ts'];
    const used = namesIn(files.map(read).join('\n'), /process\.env\.([A-Z][A-Z0-9_]+)/g);
    // Set by the scripts for their own children, not by a person.
    for (const internal of ['STATECHART_COVERAGE', 'VITE_SANDBOX_URL', 'E2E_KEEP_BROWSER_RUNS', 'E2E_SANDBOX_ONLY']) used.delete(internal);
    for (const name of used) expect([...listed.keys()], name).toContain(name);
  });

  it('give each setting a line saying what it is', () => {
    for (const [name, above] of listed) expect(above, name).toMatch(/^# \S.{10,}/);
  });
});
