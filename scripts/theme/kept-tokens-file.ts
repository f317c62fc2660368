// Writes src/app/theme/kept-tokens.ts: the tokens of all-tokens.ts that the app's styles reach,
// and nothing else, as each token costs start-up time in creating the Chakra system (ADR 0043).
//   npm run tokens          (after a style change; the kept-tokens test says when it is due)
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { allSemanticTokens, allTokens } from '../../src/app/theme/all-tokens.ts';
import { configWith } from '../../src/app/theme/system.ts';
import { appReach, appStyles } from './app-styles.ts';
import { keepTokens } from './keep-tokens.ts';

export const KEPT_TOKENS_FILE = 'src/app/theme/kept-tokens.ts';

/** The app's system with every token, which the reach of the app's styles is read against. */
export const fullSystem = (): SystemContext => createSystem(defaultBaseConfig, configWith(allTokens, allSemanticTokens));

const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const literal = (value: unknown): string => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));

/** A token tree as TypeScript, one token a line. */
function printTree(tree: Record<string, unknown>, indent: string): string[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const inner = node as Record<string, unknown>;
    if ('value' in inner) return [`${indent}${key(name)}: { ${Object.entries(inner).map(([k, v]) => `${key(k)}: ${literal(v)}`).join(', ')} },`];
    return [`${indent}${key(name)}: {`, ...printTree(inner, `${indent}  `), `${indent}},`];
  });
}

/** The file's text for the given token names (e.g. `spacing.4`, `colors.bg`). */
export function keptTokensSource(names: readonly string[]): string {
  const kept = new Set(names);
  return [
    '// Written by `npm run tokens` (scripts/theme/kept-tokens-file.ts): the tokens of all-tokens.ts that',
    "// the app's styles reach. Do not edit by hand; the kept-tokens test fails when it is out of date.",
    'export const keptTokens = {',
    ...printTree(keepTokens(allTokens, kept), '  '),
    '};',
    '',
    'export const keptSemanticTokens = {',
    ...printTree(keepTokens(allSemanticTokens, kept), '  '),
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const system = fullSystem();
  const names = appReach(system, appStyles(system)).neededTokens();
  writeFileSync(KEPT_TOKENS_FILE, keptTokensSource(names));
  console.log(`${KEPT_TOKENS_FILE}: ${names.length} tokens kept of ${system.tokens.allTokens.length}.`);
}
