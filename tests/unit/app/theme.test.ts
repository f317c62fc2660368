// The Chakra system carries the spec's palette, type and breakpoints (spec section 9).
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../../../src/app/constants.ts';
import { media, mediaQueries } from '../../../src/app/theme/breakpoints.ts';
import { appSystem } from '../../../src/app/theme/system.ts';

const system = appSystem();
const token = (path: string) => system.tokens.getByName(path)?.value;

describe('theme', () => {
  it('has the six brand colours, primary black and secondary blue (CONST-55)', () => {
    expect(token('colors.brand.black')).toBe(THEME_COLORS.black);
    expect(token('colors.brand.slateGrey')).toBe(THEME_COLORS.slateGrey);
    expect(token('colors.brand.blue')).toBe(THEME_COLORS.blue);
    expect(token('colors.brand.lightBlue')).toBe(THEME_COLORS.lightBlue);
    expect(token('colors.brand.alertRed')).toBe(THEME_COLORS.alertRed);
    expect(token('colors.brand.lightGrey')).toBe(THEME_COLORS.lightGrey);
    expect(system.tokens.getByName('colors.primary.solid')?.originalValue).toBe('{colors.brand.black}');
    expect(system.tokens.getByName('colors.secondary.solid')?.originalValue).toBe('{colors.brand.blue}');
  });

  it('headings 1-2 serif at up to 50 / 40 px; 3-4 sans upper case at up to 24 / 20 px; fluid; body 16 / 14 px (CONST-56, CONST-57, CONST-58, CONST-59)', () => {
    const styles = system._config.theme?.textStyles as Record<string, { value: Record<string, string> }>;
    expect(styles.h1?.value.fontFamily).toBe('display');
    expect(styles.h1?.value.fontSize).toMatch(/^clamp\(.*3\.125rem\)$/);
    expect(styles.h2?.value.fontSize).toMatch(/^clamp\(.*2\.5rem\)$/);
    expect(styles.h3?.value).toMatchObject({ fontFamily: 'heading', textTransform: 'uppercase' });
    expect(styles.h3?.value.fontSize).toMatch(/1\.5rem\)$/);
    expect(styles.h4?.value).toMatchObject({ fontFamily: 'heading', textTransform: 'uppercase' });
    expect(styles.h4?.value.fontSize).toMatch(/1\.25rem\)$/);
    expect(styles.body?.value.fontSize).toBe('1rem');
    expect(styles.bodySmall?.value.fontSize).toBe('0.875rem');
    expect(token('fonts.display')).toMatch(/serif$/);
    expect(token('fonts.heading')).toMatch(/sans-serif$/);
  });

  it('insets the rich-text placeholder by 10 px on the left (CONST-60)', () => {
    expect(system._config.globalCss?.['[data-rich-text-placeholder]']).toEqual({ paddingInlineStart: '10px' });
  });

  it('knows the 425 / 550 / 900 / 960 px widths as media queries (CONST-10, CONST-11, TOPBAR-7)', () => {
    expect(mediaQueries.narrow).toBe('(max-width: 424.98px)');
    expect(mediaQueries.mobile).toBe('(max-width: 549.98px)');
    expect(mediaQueries.wideNav).toBe('(min-width: 900px)');
    expect(mediaQueries.wideLayout).toBe('(min-width: 960px)');
    expect(media.mobile).toBe('@media screen and (max-width: 549.98px)');
  });

  it('has one colour mode: each semantic colour is its light value, with no dark block of variables (CONST-55)', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    expect(system.tokens.getByName('colors.bg')?.originalValue).toBe('{colors.white}');
    expect(system.tokens.getByName('colors.fg')?.originalValue).toBe('{colors.brand.black}');
  });
});
