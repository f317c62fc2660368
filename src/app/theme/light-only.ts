// The app has one colour mode: a semantic token's light value becomes its only value. Each
// `_light`/`_dark` pair would otherwise add two more blocks of CSS variables for Chakra to build
// at start-up, for a dark mode nobody can switch on.

type TokenTree = { [key: string]: unknown };

const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null && !Array.isArray(node);

export function lightOnly<T>(tree: T): T {
  if (!isTree(tree)) return tree;
  if ('value' in tree) {
    const { value } = tree;
    return (isTree(value) && '_light' in value ? { ...tree, value: value._light } : tree) as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, lightOnly(node)])) as T;
}
