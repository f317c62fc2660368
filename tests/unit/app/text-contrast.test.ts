// Text the theme colours keeps WCAG 2.1 AA's 4.5:1 (issue 8 accessibility): every toast's title and
// description against the toast (the storyboard's axe run found the error toast's description at
// 4.1:1: Chakra drew it at 80 % opacity), and a disabled button's label, still read while a call
// runs (Chakra's half opacity gave 3.7:1). Computed from the theme's tokens and the recipes the
// app's system uses, so a palette or recipe change that loses contrast fails here, not in a browser.
import { describe, expect, it } from 'vitest';
import { colorTokens, semanticColors } from '../../../src/app/theme/colors.ts';
import { recipes, slotRecipes } from '../../../src/app/theme/recipes.ts';

type Tree = { [key: string]: unknown };
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** A colour token ('red.solid', 'fg', '{colors.brand.alertRed}') as #rrggbb, light mode. */
function hex(reference: string): string {
  const path = reference.replace(/^\{colors\.|\}$/g, '');
  if (NAMED[path] !== undefined) return NAMED[path];
  if (path.startsWith('#')) return path.toLowerCase();
  for (const tree of [semanticColors, colorTokens] as unknown as Tree[]) {
    let node: unknown = tree;
    for (const key of path.split('.')) node = (node as Tree | undefined)?.[key];
    if (node !== undefined && typeof node === 'object' && node !== null && !('value' in node)) node = (node as Tree).DEFAULT;
    const value = (node as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string') return hex(value);
    const light = typeof value === 'object' && value !== null ? ((value as Tree)._light ?? (value as Tree).base) : undefined;
    if (typeof light === 'string') return hex(light);
  }
  throw new Error(`no colour token ${reference}`);
}

const channels = (color: string): number[] => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const luminance = (rgb: number[]): number => {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** Contrast of text drawn at `opacity` over `background`, as WCAG computes it. */
function contrast(text: string, background: string, opacity = 1): number {
  const bg = channels(background);
  const fg = channels(text).map((c, i) => c * opacity + (bg[i] ?? 0) * (1 - opacity));
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const recipe = slotRecipes.toast.base as unknown as { root: Tree; description: Tree };
const root = recipe.root;
/** The toast types the app raises (src/app/toaster.tsx): error, success, and info (the plain card). */
const TYPES: Array<{ type: string; bg: string; color: string }> = [
  { type: 'error', ...(root['&[data-type=error]'] as { bg: string; color: string }) },
  { type: 'success', ...(root['&[data-type=success]'] as { bg: string; color: string }) },
  { type: 'info', bg: root.bg as string, color: root.color as string },
];

describe('toast text contrast (WCAG 2.1 AA, 4.5:1)', () => {
  it.each(TYPES)('$type toast: the title and the description', ({ bg, color }) => {
    const opacity = Number(recipe.description.opacity ?? 1);
    expect(contrast(hex(color), hex(bg))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(color), hex(bg), opacity)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does: white on the spec red is 5.6:1, at 80 % it falls under 4.5:1', () => {
    expect(contrast('#ffffff', '#c62828')).toBeCloseTo(5.62, 1);
    expect(contrast('#ffffff', '#c62828', 0.8)).toBeLessThan(4.5);
  });
});

describe('disabled button text contrast (WCAG 2.1 AA, 4.5:1)', () => {
  const button = recipes.button as unknown as { base: { _disabled: Tree }; variants: { variant: Record<string, { _disabled?: Tree }> } };
  const page = hex('bg');

  it('keeps full opacity: the label is not faded', () => {
    // Chakra's own is layerStyle 'disabled': opacity 0.5.
    expect(button.base._disabled.layerStyle).toBeUndefined();
    expect(button.base._disabled.opacity ?? '1').toBe('1');
  });

  it.each(['solid', 'outline', 'ghost', 'subtle'])('a disabled %s button', (variant) => {
    const disabled = { ...button.base._disabled, ...button.variants.variant[variant]?._disabled };
    const own = (button.variants.variant[variant] as Tree | undefined)?.bg;
    const background = typeof disabled.bg === 'string' ? disabled.bg : typeof own === 'string' && own !== 'transparent' ? own.replace('colorPalette', 'primary') : 'bg';
    expect(contrast(hex(disabled.color as string), background === 'bg' ? page : hex(background))).toBeGreaterThanOrEqual(4.5);
  });
});
