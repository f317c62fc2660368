// The inline scripts of the built index.html, as CSP hash sources. The policy allows an inline
// script only by the hash of its exact text, so a changed script needs no manual edit here; inline
// event handlers and javascript: URLs cannot be allowed by hash, so they fail the build instead.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\bsrc\s*=/i;
const INLINE_HANDLER = /<[a-z][^>]*\s(on[a-z]+)\s*=/i;
const JAVASCRIPT_URL = /\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i;

/** The text of every <script> without a src attribute, in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (!HAS_SRC.test(attributes)) found.push(body);
  }
  return found;
}

/** `'sha256-<base64>'` of a script's exact text, as the browser hashes it (UTF-8). */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Hash sources for every inline script of the page, each once. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** Throws when the page holds script the policy could only allow with 'unsafe-inline'. */
export function assertNoUnhashableScript(html: string): void {
  const markup = html.replace(SCRIPT, '<script></script>');
  const handler = INLINE_HANDLER.exec(markup);
  if (handler) throw new Error(`index.html has an inline event handler (${handler[1]}=…); the Content-Security-Policy blocks it. Attach it from a script instead.`);
  if (JAVASCRIPT_URL.test(markup)) throw new Error('index.html has a javascript: URL; the Content-Security-Policy blocks it.');
}
