// Fails when a committed diagram no longer matches its machine: each page of docs/statecharts/
// (<name>.md, <name>/<state>.md and the README map) is rebuilt in memory and compared, and no
// page is left over from a state that is gone. The SVGs are not compared: they depend on the
// fonts of the machine that drew them (svg-limits.test.ts checks their size).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry.ts';
import { DOCS_DIR, machinePages, readmePage } from '../../../scripts/statecharts/pages.ts';

function committed(file: string): string | null {
  try {
    return readFileSync(join(DOCS_DIR, file), 'utf8');
  } catch {
    return null;
  }
}

/** Says what is wrong in one line, instead of a diff of the whole diagram. */
function staleness(file: string, expected: string): string | null {
  const actual = committed(file);
  if (actual === expected) return null;
  const fix = 'run `npm run diagrams` and commit the result';
  if (actual === null) return `${DOCS_DIR}/${file} is missing: ${fix}.`;
  const want = expected.split('\n');
  const have = actual.split('\n');
  const line = want.findIndex((text, i) => text !== have[i]);
  const at = line === -1 ? have.length : line;
  return (
    `${DOCS_DIR}/${file} is out of date (line ${at + 1}: expected ${JSON.stringify(want[at] ?? '')}, ` +
    `found ${JSON.stringify(have[at] ?? '')}): ${fix}.`
  );
}

const pages = machineRegistry.flatMap(machinePages);

describe('committed statechart diagrams', () => {
  it.each(pages.map((page) => [page.file, page] as const))('%s.md matches its machine', (file, page) => {
    expect(staleness(`${file}.md`, page.markdown)).toBeNull();
  });

  it('README.md maps every machine of the registry', () => {
    expect(staleness('README.md', readmePage(machineRegistry))).toBeNull();
  });

  it('holds no page of a state that is gone', () => {
    const expected = new Set(pages.map(({ file }) => `${file}.md`));
    const folders = machineRegistry.map(({ name }) => name).filter((name) => existsSync(join(DOCS_DIR, name)));
    const committedPages = folders.flatMap((name) => readdirSync(join(DOCS_DIR, name)).filter((f) => f.endsWith('.md')).map((f) => `${name}/${f}`));
    expect(committedPages.filter((file) => !expected.has(file))).toEqual([]);
  });
});
