// Which Chakra tokens a set of styles reaches: the CSS variables their CSS reads, followed through
// the variables that define them (a semantic token reads a raw one; `colorPalette="gray"` defines
// `--chakra-colors-color-palette-*` as the gray ones, needed only where something reads them).
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';

type Css = { [key: string]: unknown };

const VAR = /var\((--chakra-[\w\\.-]+)/g; // a dot comes escaped: --chakra-spacing-2\.5
const varsIn = (value: unknown): string[] => (typeof value === 'string' ? [...value.matchAll(VAR)].map((m) => m[1] as string) : []);

/** Each declaration of a CSS object (selectors and at-rules nested), as [property, value]. */
export function declarations(css: unknown): [string, unknown][] {
  if (typeof css !== 'object' || css === null) return [];
  return Object.entries(css as Css).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? declarations(value) : [[key, value] as [string, unknown]]));
}

type TokenExtensions = { cssVar?: { var: string }; negative?: boolean; virtual?: boolean; originalPath?: string[] };

/** The CSS variable a token defines itself; none for a virtual one (`colorPalette.*`), set by styles. */
export const ownVariable = (token: { extensions: object }): string | undefined => {
  const { cssVar, virtual } = token.extensions as TokenExtensions;
  return virtual ? undefined : cssVar?.var;
};

export class TokenReach {
  /** Variables read by a property that is not one of Chakra's variables: needed as they stand. */
  private readonly roots = new Set<string>();
  /** For each of Chakra's variables, the variables its definitions read. */
  private readonly reads = new Map<string, Set<string>>();

  constructor(private readonly system: SystemContext) {
    this.addCss(system.getTokenCss());
  }

  /** Counts one style object (a recipe's part, a prop's value) as written by the app. */
  addStyle(style: SystemStyleObject): void {
    this.addCss(this.system.css(style));
  }

  /** Counts raw CSS, as Chakra emits it (the global styles) or as hand-written `var(--chakra-…)`. */
  addCss(css: unknown): void {
    for (const [property, value] of declarations(css)) {
      if (!property.startsWith('--chakra-')) {
        for (const name of varsIn(value)) this.roots.add(name);
        continue;
      }
      const reads = this.reads.get(property) ?? new Set<string>();
      for (const name of varsIn(value)) reads.add(name);
      this.reads.set(property, reads);
    }
  }

  /** Counts the `var(--chakra-…)` written by hand in a source's text (the dialog shade's). */
  addWritten(text: string): void {
    for (const name of varsIn(text)) this.roots.add(name);
  }

  /** Every variable the app's styles read, directly or through others. */
  neededVariables(): Set<string> {
    const needed = new Set<string>();
    const queue = [...this.roots];
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (needed.has(name)) continue;
      needed.add(name);
      queue.push(...(this.reads.get(name) ?? []));
    }
    return needed;
  }

  /** The theme's tokens (by name, e.g. `spacing.4`) behind the needed variables. */
  neededTokens(): string[] {
    const needed = this.neededVariables();
    const names = new Set<string>();
    for (const token of this.system.tokens.allTokens) {
      const variable = ownVariable(token);
      if (variable === undefined || !needed.has(variable)) continue;
      // A negative step (`spacing.-4`) reads its positive one's variable: keep that token.
      const { negative, originalPath } = token.extensions as TokenExtensions;
      names.add(negative && originalPath ? originalPath.join('.') : token.name);
    }
    return [...names].sort();
  }
}
