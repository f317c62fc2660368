// The page-0 shell's stylesheet (scripts/build/shell-css.ts): the server render's Emotion styles
// leave the markup, unused custom properties and keyframes go, what a rule reads stays.
import { describe, expect, it } from 'vitest';
import { pruneCustomProperties, pruneKeyframes, shellStylesheet, splitShellStyles } from '../../../scripts/build/shell-css.ts';

describe('page-0 shell styles', () => {
  it('takes the style tags out of the markup, in order, without their Emotion marks', () => {
    const { markup, css } = splitShellStyles('<style data-emotion="css-global a">:root{--x:1}</style><h1 class="css-b">Checkout</h1><style data-emotion="css b">.css-b{color:red}</style>');
    expect(markup).toBe('<h1 class="css-b">Checkout</h1>');
    expect(css).toBe(':root{--x:1}.css-b{color:red}');
  });

  it('keeps the custom properties a rule reads, directly or through another one, and drops the rest', () => {
    const css = ':where(html){--a:var(--b);--b:#fff;--unused:1px;--also-unused:var(--b)}.c{color:var(--a)}';
    expect(pruneCustomProperties(css)).toBe(':where(html){--a:var(--b);--b:#fff;}.c{color:var(--a)}');
  });

  it('drops a rule left empty', () => {
    expect(pruneCustomProperties('.dark{--x:1}.c{color:red}')).toBe('.c{color:red}');
  });

  it('keeps the keyframes an animation names and drops the others', () => {
    const css = '@keyframes pulse{50%{opacity:.5}}@-webkit-keyframes spin{to{transform:rotate(1turn)}}@keyframes spin{to{transform:rotate(1turn)}}.s{animation:pulse 2s}';
    expect(pruneKeyframes(css)).toBe('@keyframes pulse{50%{opacity:.5}}.s{animation:pulse 2s}');
  });

  it('follows an animation named through a custom property', () => {
    const css = ':root{--anim-pulse:pulse 2s;--anim-spin:spin 1s}@keyframes pulse{50%{opacity:.5}}@keyframes spin{to{rotate:1turn}}.s{animation:var(--anim-pulse)}';
    expect(shellStylesheet(css)).toBe(':root{--anim-pulse:pulse 2s;}@keyframes pulse{50%{opacity:.5}}.s{animation:var(--anim-pulse)}');
  });
});
