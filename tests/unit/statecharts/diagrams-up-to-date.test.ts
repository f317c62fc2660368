// Fails when a committed diagram no longer matches its machine: each docs/statecharts/<name>.md
// (and the README index) is rebuilt in memory and compared. The SVGs are not compared: they
// depend on the fonts of the machine that drew them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry.ts';
import { DOCS_DIR, machinePage, readmePage } from '../../../scripts/statecharts/pages.ts';

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

describe('committed statechart diagrams', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))('%s.md matches its machine', (name, entry) => {
    expect(staleness(`${name}.md`, machinePage(entry))).toBeNull();
  });

  it('README.md lists every machine of the registry', () => {
    expect(staleness('README.md', readmePage(machineRegistry))).toBeNull();
  });
});
