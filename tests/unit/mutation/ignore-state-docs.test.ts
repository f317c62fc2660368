// Issue 14: state descriptions are documentation, so Stryker does not mutate them
// (scripts/mutation/ignore-state-docs.mjs, wired in stryker.config.mjs). This walks code the way
// Stryker's instrumenter does (Babel paths) and asks the ignorer about each property. No spec
// rule: it is about the mutation run, not the checkout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { strykerPlugins } from '../../../scripts/mutation/ignore-state-docs.mjs';

/** The part of Babel used here: Stryker's instrumenter parses with it, so it is installed with Stryker. */
interface PropertyPath {
  node: { key: { type: string; name?: string } };
}
interface Babel {
  parseSync(code: string, options: Record<string, unknown>): unknown;
  traverse(ast: unknown, visitors: { ObjectProperty(path: PropertyPath): void }): void;
}
const babel = createRequire(import.meta.url)('@babel/core') as Babel;

const ignorer = strykerPlugins[0]?.value;

/** The keys of the properties the ignorer skips in `code`. */
function ignoredKeys(code: string): string[] {
  const ast = babel.parseSync(code, { filename: 'machine.ts', configFile: false, babelrc: false });
  const ignored: string[] = [];
  babel.traverse(ast, {
    ObjectProperty(path) {
      if (ignorer?.shouldIgnore(path) !== undefined) ignored.push(path.node.key.name ?? '?');
    },
  });
  return ignored;
}

describe('the state-documentation ignorer', () => {
  it("skips a state's description and meta, and a transition's", () => {
    const code = `createMachine({ states: { open: { description: 'what it owns', initial: 'a', meta: { unreachable: 'why' }, on: { go: { target: 'b', description: 'why it goes' } } } } });`;
    expect(ignoredKeys(code)).toEqual(['description', 'meta', 'description']);
  });

  it('keeps a description that is data, like a toast text', () => {
    const code = `showToast({ position: 1, message: 'Joined', description: 'You are number 4' });`;
    expect(ignoredKeys(code)).toEqual([]);
  });

  it('is registered as the ignorer stryker.config.mjs names', () => {
    const config = readFileSync('stryker.config.mjs', 'utf8');
    expect(strykerPlugins[0]?.name).toBe('state-documentation');
    expect(config).toContain("ignorers: ['state-documentation']");
    expect(config).toContain("'./scripts/mutation/ignore-state-docs.mjs'");
  });
});
