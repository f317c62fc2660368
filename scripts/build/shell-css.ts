// Turns the Emotion styles a server render writes next to its markup into one small stylesheet
// for index.html's head: only the custom properties the shell's rules use (Chakra declares every
// token, about 40 kB, and a phone spends its first frames parsing and matching them).
// The styles lose their `data-emotion` marks on purpose: Emotion would otherwise adopt them as
// already inserted and skip the app's own, full global styles when it renders.

const STYLE_TAG = /<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

export interface SplitShell {
  markup: string;
  css: string;
}

/** The markup without its style tags, and the tags' CSS in document order. */
export function splitShellStyles(html: string): SplitShell {
  const css: string[] = [];
  const markup = html.replace(STYLE_TAG, (_, body: string) => {
    css.push(body);
    return '';
  });
  return { markup, css: css.join('') };
}

/** `css` without the @keyframes no remaining rule names (Chakra declares every animation of its theme). */
export function pruneKeyframes(css: string): string {
  const rest = css.replace(KEYFRAMES, ' ');
  return css.replace(KEYFRAMES, (whole, name: string) => (new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(rest) ? whole : ''));
}

/** The shell's stylesheet: what its rules use and nothing else of Chakra's global styles. */
export function shellStylesheet(css: string): string {
  return pruneKeyframes(pruneCustomProperties(css));
}

/** `css` without the custom property declarations that no rule reads, directly or through another. */
export function pruneCustomProperties(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of css.matchAll(DECLARATION)) values.set(name, [...(values.get(name) ?? []), value]);
  // What ordinary properties read, then what those properties' own values read, to a fixpoint.
  const withoutDeclarations = css.replace(DECLARATION, '');
  const used = new Set<string>();
  const queue = [...withoutDeclarations.matchAll(REFERENCE)].map((m) => m[1] ?? '');
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) for (const m of value.matchAll(REFERENCE)) queue.push(m[1] ?? '');
  }
  return css
    .replace(DECLARATION, (whole, name: string) => (used.has(name) ? whole : ''))
    .replace(/[^{}@;]+\{\s*\}/g, '');
}
