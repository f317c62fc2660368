// Pure reading of Vite's build manifest (.vite/manifest.json): what the browser must load
// before the landing page runs (the entry and everything it imports statically), what a lazy
// chunk adds on top of that, and which module a route of src/app/routes.tsx loads lazily.

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

/** The key of the page's entry chunk (index.html's script). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return (entries[0] as [string, ManifestChunk])[0];
}

/** The chunk and every chunk it imports statically, transitively (dynamic imports excluded). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk ${k}`);
    seen.add(k);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen];
}

/** Files the browser loads before the entry runs: the entry's static closure. */
export function criticalFiles(manifest: Manifest): string[] {
  return staticClosure(manifest, entryKey(manifest)).map((k) => (manifest[k] as ManifestChunk).file);
}

/** What loading a lazy chunk adds on top of the entry's critical path: its file and its own imports. */
export function addedByLazyChunk(manifest: Manifest, key: string): string[] {
  const critical = new Set(staticClosure(manifest, entryKey(manifest)));
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

/**
 * The module a route loads lazily, read from the route table's source: the `import('…')` of the
 * route object whose `path` is `routePath`, either inline in its `lazy` or through a loader
 * function of the same file (`const loadX = () => import('…')`, used as `lazy: loadX` or
 * `lazy: () => loadX().then(…)`). Returns the specifier as written (relative to the file), or
 * undefined when the route is eager or not found.
 */
export function lazyRouteSpecifier(routesSource: string, routePath: string): string | undefined {
  const at = routesSource.search(new RegExp(`path:\\s*['"]${routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`));
  if (at < 0) return undefined;
  // The route object runs to the next route's `path:` (or the end of the table).
  const rest = routesSource.slice(at + 1);
  const next = rest.search(/\bpath:\s*['"]/);
  const body = next < 0 ? rest : rest.slice(0, next);
  const lazy = /\blazy:\s*([^\n]*)/.exec(body)?.[1];
  if (lazy === undefined) return undefined;
  const inline = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(lazy)?.[1];
  if (inline !== undefined) return inline;
  const loader = /^(?:\(\)\s*=>\s*)?([A-Za-z_$][\w$]*)/.exec(lazy.trim())?.[1];
  if (loader === undefined) return undefined;
  const definition = new RegExp(`\\b${loader}\\s*=\\s*(?:async\\s*)?\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(routesSource);
  return definition?.[1];
}
