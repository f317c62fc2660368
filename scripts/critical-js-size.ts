// Prints the JavaScript a page loads before it can run: the entry module of a built index.html
// and every chunk it preloads (`<link rel="modulepreload">`), raw and gzipped (level 6, as
// `vite preview` and most servers send it). Lazy chunks (dialogs, the statechart view) are not
// counted: they load only when used.
//   npx vite build --outDir dist-x && npx tsx scripts/critical-js-size.ts dist-x
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

/** The critical-path script files named by a built index.html, entry first. */
export function criticalScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...entry, ...preloads].filter((file, i, all) => file !== '' && all.indexOf(file) === i);
}

export function measure(dir: string): ChunkSize[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return criticalScripts(html).map((file) => {
    const content = readFileSync(join(dir, file.replace(/^\//, '')));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 6 }).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const chunks = measure(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;
  for (const c of chunks) console.log(`${c.file}  ${kb(c.bytes)}  gzip ${kb(c.gzip)}`);
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`critical JS of ${dir}: ${chunks.length} file(s), gzip ${kb(total)} (${total} bytes)`);
}
