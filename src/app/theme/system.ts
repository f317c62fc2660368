// The app's lean Chakra system (see shared TOOLCHAIN "A fast page 0"): the base config plus only
// the tokens, styles and recipes the app uses, instead of Chakra's full default theme.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { animationStyles, breakpoints as chakraBreakpoints, keyframes, layerStyles } from '@chakra-ui/react/theme';
import { globalCss } from './global-css.ts';
import { keptSemanticTokens, keptTokens } from './kept-tokens.ts';
import { recipes, slotRecipes } from './recipes.ts';
import { textStyles } from './typography.ts';

type Theme = NonNullable<Parameters<typeof defineConfig>[0]['theme']>;

/** The app's config with the given tokens (the kept-tokens test builds it with all of them too). */
export const configWith = (tokens: Theme['tokens'], semanticTokens: Theme['semanticTokens']) =>
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      // Chakra's own only: the spec's widths are media queries (breakpoints.ts), and each breakpoint
      // adds conditions that slow the system's creation.
      breakpoints: chakraBreakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });

export const appConfig = configWith(keptTokens, keptSemanticTokens);

let created: SystemContext | undefined;

/**
 * The system, created on first use: creating it is the longest piece of start-up work (about
 * 50 ms unthrottled), so main.tsx runs it as a task of its own instead of inside module loading.
 */
export function appSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, appConfig);
  return created;
}
