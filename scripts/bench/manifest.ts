// Pure reading of Vite's build manifest (.vite/manifest.json): what the browser must load before
// a page runs (its HTML entry and everything it imports statically: index.html for the
// checkout, widget.html for the billing widget), what a lazy chunk adds on top of that, and
// everything a page can ever load.

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
