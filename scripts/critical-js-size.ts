// The JavaScript a page of a build loads before it runs, gzipped (level 6, as `vite preview` and
// most servers send it): its entry chunk's static imports and the start-up imports, read from
// Vite's manifest (scripts/bench/bundle.ts), plus the page's inline scripts. The built HTML
// itself no longer names them (paint-first-plugin.ts adds them after the first paint). Lazy
// chunks (dialogs, the statechart view) are not counted: they load only when used. The bench,
// the Preact experiment and the statechart-view build check all measure with this.
//   npm run build:sandbox -- --outDir dist-x --manifest && npx tsx scripts/critical-js-size.ts dist-x   (or npm run build: live, ADR 0024)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHECKOUT_PAGE, criticalFiles, type Manifest } from './bench/bundle.ts';
import { kB } from './bench/stats.ts';
import { inlineScripts } from './security/inline-scripts.ts';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface CriticalPath {
  /** The entry's chunk first. */
  chunks: ChunkSize[];
  /** The page's inline scripts, gzipped together. */
  inlineGzip: number;
  /** The chunks' and the inline scripts' gzip. */
  gzip: number;
}

const gzipped = (content: Buffer | string) => gzipSync(content, { level: 6 }).length;

/** The build manifest of `dir` (the build needs `manifest: true`). */
export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function measure(dir: string, page: string = CHECKOUT_PAGE): CriticalPath {
  const chunks = criticalFiles(readManifest(dir), page).map((file) => {
    const content = readFileSync(join(dir, file));
    return { file, bytes: content.length, gzip: gzipped(content) };
  });
  const inlineGzip = gzipped(inlineScripts(readFileSync(join(dir, page), 'utf8')).join('\n'));
  return { chunks, inlineGzip, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) + inlineGzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const path = measure(dir);
  for (const c of path.chunks) console.log(`${c.file}  ${kB(c.bytes)}  gzip ${kB(c.gzip)}`);
  console.log(`critical JS of ${dir}: ${path.chunks.length} file(s) and the inline scripts (${kB(path.inlineGzip)}), gzip ${kB(path.gzip)}`);
}
