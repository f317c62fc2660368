// The build step that lets start-up compute Chakra's global styles as a task of their own
// (scripts/build/chakra-lazy-globals-plugin.ts, ADR 0021): the real module is rewritten, the
// system still hands out the same styles, and a changed source fails the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyGlobals } from '../../../scripts/build/chakra-lazy-globals-plugin.ts';
import { appSystem } from '../../../src/app/theme/system.ts';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@chakra-ui/react').replace(/cjs\/index\.cjs$/, 'esm/styled-system/system.js'), 'utf8');

describe('lazy global styles', () => {
  it("rewrites the pinned Chakra's createSystem so `_global` is computed on first read", () => {
    const rewritten = lazyGlobals(source);
    expect(rewritten).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(rewritten).toContain('get _global()');
  });

  it('the system still has its preflight, global CSS and token variables', () => {
    const globals = appSystem()._global;
    expect(globals).toHaveLength(3);
    expect(JSON.stringify(globals)).toContain('--chakra-colors-brand-black');
  });

  it('refuses a source it does not know', () => {
    expect(() => lazyGlobals('export function createSystem() {}')).toThrow(/not the 3.37 source/);
  });
});
