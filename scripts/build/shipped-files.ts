// What a build ships, read as text: index.html, widget.html and every asset, source maps left out
// (they quote the sources, comments and all, and are not served to visitors by a careful host).
// Used to check that a live build holds nothing of the sandbox (ADR 0024, ADR 0019).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function shippedFiles(dir: string): string[] {
  const pages = ['index.html', 'widget.html'].filter((file) => existsSync(join(dir, file)));
  const assets = readdirSync(join(dir, 'assets')).map((file) => join('assets', file));
  return [...pages, ...assets].filter((file) => !file.endsWith('.map'));
}

/** The markers found in the shipped files' names or contents, each once, in the order given. */
export function markersIn(dir: string, markers: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of shippedFiles(dir)) {
    const text = `${file}\n${readFileSync(join(dir, file), 'utf8')}`;
    for (const marker of markers) if (text.includes(marker)) found.add(marker);
  }
  return markers.filter((marker) => found.has(marker));
}
