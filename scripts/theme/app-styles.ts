// Every style the app writes, as Chakra style objects: the style props of its sources, each part of
// the recipes it renders (the system's and those lazy views bring), named by where they come from.
import { readFileSync } from 'node:fs';
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from '../../src/app/theme/recipes.ts';
import { sourceFiles, styleUsesIn } from './style-uses.ts';
import { TokenReach } from './token-reach.ts';

export interface Style {
  at: string;
  style: SystemStyleObject;
}
type Recipe = { slots?: string[]; base?: object; variants?: Record<string, Record<string, object>>; compoundVariants?: { css?: object }[] };

/** A recipe's style objects: its base, each variant's options and compound variants, per slot. */
function recipeStyles(name: string, recipe: Recipe): Style[] {
  const parts = (at: string, style: object | undefined): Style[] =>
    !style ? [] : recipe.slots ? Object.entries(style).map(([slot, s]: [string, SystemStyleObject]) => ({ at: `${at}.${slot}`, style: s })) : [{ at, style: style as SystemStyleObject }];
  return [
    ...parts(`${name}.base`, recipe.base),
    ...Object.entries(recipe.variants ?? {}).flatMap(([variant, options]) => Object.entries(options).flatMap(([option, style]) => parts(`${name}.${variant}.${option}`, style))),
    ...(recipe.compoundVariants ?? []).flatMap((compound, i) => parts(`${name}.compound${i}`, compound.css)),
  ];
}

let texts: string[] | undefined;
/** The sources outside the theme, read once for both the lazy recipes and the written variables. */
const viewTexts = (): string[] =>
  (texts ??= sourceFiles('src').filter((file) => !file.startsWith('src/app/theme/')).map((file) => readFileSync(file, 'utf8')));

/** Recipes that lazy views bring themselves (`recipe={dialogSlotRecipe}`), found by their import. */
function lazyRecipes(texts: string[]): [string, Recipe][] {
  const theme = chakraTheme as unknown as Record<string, Recipe>;
  const names = texts.flatMap((text) => [...text.matchAll(/import \{([^}]+)\} from '@chakra-ui\/react\/theme'/g)].flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim())));
  return [...new Set(names)].filter((name) => name.endsWith('Recipe')).map((name) => [name, theme[name] as Recipe]);
}

/** The app's styles, read against `system` (one holding all tokens, so every token name is known). */
export function appStyles(system: SystemContext): Style[] {
  const conditions = new Set([...system.conditions.keys(), 'base']);
  const uses = styleUsesIn('src', (name) => system.isValidProperty(name), (name) => conditions.has(name));
  const eager = { ...recipes, ...slotRecipes } as unknown as Record<string, Recipe>;
  return [
    ...uses.map(({ prop, value, at }) => ({ at: `${at} ${prop}="${value}"`, style: { [prop]: value } as unknown as SystemStyleObject })),
    ...[...Object.entries(eager), ...lazyRecipes(viewTexts())].flatMap(([name, recipe]) => recipeStyles(name, recipe)),
  ];
}

/** What the styles, the global styles and the hand-written `var(--chakra-…)` of the views reach. */
export function appReach(system: SystemContext, styles: Style[]): TokenReach {
  const reach = new TokenReach(system);
  for (const { style } of styles) reach.addStyle(style);
  reach.addCss(system.getGlobalCss());
  reach.addCss(system.getPreflightCss());
  for (const text of viewTexts()) reach.addWritten(text);
  return reach;
}
