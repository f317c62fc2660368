// A built bundle, from what the caller read of it (no I/O, so tests/unit/bench covers it). Vite's
// build manifest (.vite/manifest.json) gives what the browser must load before a page runs (its
// HTML entry and everything it imports statically: index.html for the checkout, widget.html for
// the billing widget), what a lazy chunk adds on top of that, and everything a page can ever load.
// The chunks' source maps give what page 0's critical path is made of: each generated character is
// attributed to the source it came from, grouped by part (a package, or one of our folders), so the
// bench can say where the bytes are and what a change would save before anyone makes it (ADR
// 0022). Gzip is not additive across parts: a part's share is its own gzip scaled to the path's
// real total, and the "as one file" figures gzip the kept text in one stream.
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { STARTUP_MODULES } from '../build/startup-modules.ts';

/** One chunk of Vite's manifest (only the fields the bench reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The checkout's page; the billing widget's is widget.html (ADR 0016). */
export const CHECKOUT_PAGE = 'index.html';

/** The key of a page's entry chunk (its HTML file's module script): index.html unless told. */
export function entryKey(manifest: Manifest, page: string = CHECKOUT_PAGE): string {
  if (manifest[page]?.isEntry !== true) {
    const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry === true);
    throw new Error(`${page} is not an entry of the manifest (its entries: ${entries.join(', ') || 'none'})`);
  }
  return page;
}

/** `key` and every chunk `next` leads to from it, transitively, each once (cycles are fine). */
function closure(manifest: Manifest, key: string, next: (chunk: ManifestChunk) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk ${k}`);
    seen.add(k);
    for (const dep of next(chunk)) visit(dep);
  };
  visit(key);
  return [...seen];
}

/** The chunk and every chunk it imports statically, transitively (dynamic imports excluded). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  return closure(manifest, key, (chunk) => chunk.imports ?? []);
}

/** Every chunk a page can ever load: its static closure and, transitively, every lazy chunk. */
export function reachableKeys(manifest: Manifest, key: string): string[] {
  return closure(manifest, key, (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]);
}

/** The entry's static closure plus the start-up imports' (those the entry imports dynamically). */
export function criticalKeys(manifest: Manifest, page: string = CHECKOUT_PAGE): string[] {
  const entry = entryKey(manifest, page);
  const startup = (manifest[entry]?.dynamicImports ?? []).filter((k) => (STARTUP_MODULES as readonly string[]).includes(k));
  return [...new Set([entry, ...startup].flatMap((k) => staticClosure(manifest, k)))];
}

/** Files the browser loads before a page runs: the entry's static closure and its start-up imports'. */
export function criticalFiles(manifest: Manifest, page: string = CHECKOUT_PAGE): string[] {
  return criticalKeys(manifest, page).map((k) => (manifest[k] as ManifestChunk).file);
}

/** What loading a lazy chunk adds on top of a page's critical path: its file and its own imports. */
export function addedByLazyChunk(manifest: Manifest, key: string, page: string = CHECKOUT_PAGE): string[] {
  const critical = new Set(criticalKeys(manifest, page));
  return staticClosure(manifest, key)
    .filter((k) => !critical.has(k))
    .map((k) => (manifest[k] as ManifestChunk).file);
}

/** Every lazy chunk (a dynamic import's target), by manifest key, in a stable order. */
export function lazyChunkKeys(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry === true)
    .sort();
}

/** The manifest key of a source module (its path from the project root). */
export function keyForModule(manifest: Manifest, modulePath: string): string | undefined {
  const wanted = modulePath.replace(/^\.\//, '');
  return Object.keys(manifest).find((k) => k === wanted || manifest[k]?.src === wanted);
}

/** A chunk's code with its source map. */
export interface MappedChunk {
  code: string;
  map: SourceMapInput;
}

/** The generated text of each source of a chunk, in order (unmapped text under ''). */
export function textBySource(chunk: MappedChunk): Map<string, string> {
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(new TraceMap(chunk.map), (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const lines = chunk.code.split('\n');
  const out = new Map<string, string>();
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.line - 1] ?? '';
    const text = next !== undefined && next.line === s.line ? line.slice(s.column, next.column) : line.slice(s.column);
    out.set(s.source, (out.get(s.source) ?? '') + text);
  });
  return out;
}

/** The part a source belongs to: its package, or our folder (machines/<name>, src/<folder>). */
export function partOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = source.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /(?:^|\/)(machines|src)\/([^/]+)/.exec(source);
  if (own) return `${own[1]}/${own[2]?.replace(/\.[cm]?[jt]sx?$/, '')}`;
  return source === '' ? '(bundler glue)' : source;
}

const gzip = (text: string) => gzipSync(text, { level: 6 }).length;

export interface PartSize {
  part: string;
  raw: number;
  /** Its own gzip scaled so the parts add up to the files' real gzip total. */
  gzipShare: number;
}

/** Each source's generated text, chunk after chunk: decoded once, then grouped or kept as needed. */
export type SourceTexts = readonly (readonly [source: string, text: string])[];

export function sourceTexts(chunks: readonly MappedChunk[]): SourceTexts {
  return chunks.flatMap((chunk) => [...textBySource(chunk)]);
}

/** Every part, largest first; `totalGzip` is what the files weigh as served. */
export function partSizes(texts: SourceTexts, totalGzip: number): PartSize[] {
  const byPart = new Map<string, string>();
  for (const [source, text] of texts) {
    const part = partOf(source);
    byPart.set(part, (byPart.get(part) ?? '') + text);
  }
  const own = [...byPart].map(([part, text]) => ({ part, raw: text.length, gzip: gzip(text) }));
  const sum = own.reduce((s, p) => s + p.gzip, 0) || 1;
  return own.map((p) => ({ part: p.part, raw: p.raw, gzipShare: (p.gzip * totalGzip) / sum })).sort((a, b) => b.gzipShare - a.gzipShare);
}

/** Gzip of the texts as one file, keeping only the sources `keep` accepts. */
export function oneFileGzip(texts: SourceTexts, keep: (source: string) => boolean = () => true): number {
  return gzip(texts.filter(([source]) => keep(source)).map(([, text]) => text).join(''));
}

/** Third-party code: anything under node_modules. */
export const isLibrary = (source: string): boolean => source.includes('node_modules/');

/**
 * The machines page 0 builds but does not run until the visitor acts (sign-up and sign-in,
 * payment, the company and NOMA dialogs, the waitlist), with the wiring and card adapters that
 * only they use: what lazily started child actors would take off the path (ADR 0022).
 */
export const NOT_RUN_ON_PAGE_ZERO = /(?:^|\/)(machines\/(auth|payment|company|noma|waitlist)\/|src\/adapters\/card-provider\/|src\/app\/wiring\/(auth|payment)-wiring)/;
