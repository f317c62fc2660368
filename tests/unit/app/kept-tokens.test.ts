// The system holds only the tokens the app's styles reach (ADR 0043), and with them every style
// the app writes, Chakra's recipes included, gives the same CSS as with all of Chakra's tokens:
// a token cut by mistake would leave a raw `p: 7` that the browser drops without a word.
// rule: CONST-55, CONST-56, CONST-57, CONST-58, CONST-59
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/app/theme/system.ts';
import { appReach, appStyles, type Style } from '../../../scripts/theme/app-styles.ts';
import { fullSystem, KEPT_TOKENS_FILE, keptTokensSource } from '../../../scripts/theme/kept-tokens-file.ts';
import { declarations, ownVariable, type TokenReach } from '../../../scripts/theme/token-reach.ts';

/** A CSS object without the Chakra variables that nothing reads (a palette's unused shades). */
function withoutUnread(css: unknown, needed: Set<string>): unknown {
  if (typeof css !== 'object' || css === null) return css;
  return Object.fromEntries(
    Object.entries(css)
      .filter(([key]) => !key.startsWith('--chakra-') || needed.has(key))
      .map(([key, value]) => [key, withoutUnread(value, needed)]),
  );
}

describe('the tokens the system keeps', { timeout: 120_000 }, () => {
  const full = fullSystem();
  const kept = appSystem();
  let styles: Style[] = [];
  let reach: TokenReach;

  // Reading the sources with TypeScript's checker takes seconds.
  beforeAll(() => {
    styles = appStyles(full);
    reach = appReach(full, styles);
  }, 120_000);

  it('are exactly those the app reaches: kept-tokens.ts is what `npm run tokens` writes today', () => {
    expect(styles.length).toBeGreaterThan(500);
    expect(readFileSync(KEPT_TOKENS_FILE, 'utf8'), 'run npm run tokens').toBe(keptTokensSource(reach.neededTokens()));
  });

  it("give every style, recipe and global rule the same CSS as all of Chakra's tokens would", () => {
    const needed = reach.neededVariables();
    const differing = styles.filter(({ style }) => JSON.stringify(withoutUnread(kept.css(style), needed)) !== JSON.stringify(withoutUnread(full.css(style), needed)));
    expect(differing.map(({ at }) => at)).toEqual([]);
    expect(withoutUnread(kept.getGlobalCss(), needed)).toEqual(withoutUnread(full.getGlobalCss(), needed));
    expect(kept.getPreflightCss()).toEqual(full.getPreflightCss());
  });

  it('define every variable the styles read, with the value all tokens would give it', () => {
    const needed = reach.neededVariables();
    expect(withoutUnread(kept.getTokenCss(), needed)).toEqual(withoutUnread(full.getTokenCss(), needed));
    const definedByKept = new Set(declarations(kept.getTokenCss()).map(([property]) => property));
    const tokenVariables = new Set(full.tokens.allTokens.map(ownVariable));
    expect([...needed].filter((name) => tokenVariables.has(name) && !definedByKept.has(name))).toEqual([]);
  });
});
