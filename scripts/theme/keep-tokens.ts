// Cuts a Chakra token tree down to the named tokens: creating the system costs time for every
// token it holds, and most of Chakra's 480-odd are never read by the app (see kept-tokens-file.ts).

type TokenTree = { [key: string]: unknown };

const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null && !Array.isArray(node);

/**
 * The tokens of `tree` whose names are in `kept`. A name is the token's path joined by dots
 * (`spacing.4`, `colors.gray.200`); a `DEFAULT` key is named by its parent (`colors.bg`).
 */
export function keepTokens<T extends TokenTree>(tree: T, kept: ReadonlySet<string>, path = ''): T {
  const out: TokenTree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (!isTree(node)) continue;
    const name = key === 'DEFAULT' ? path : path ? `${path}.${key}` : key;
    if ('value' in node) {
      if (kept.has(name)) out[key] = node;
      continue;
    }
    const inner = keepTokens(node, kept, name);
    if (Object.keys(inner).length > 0) out[key] = inner;
  }
  return out as T;
}
