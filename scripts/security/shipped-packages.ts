// `npm run shipped-packages [-- --out-dir=dist]`: the npm packages whose code is in a build's
// JavaScript, read from its source maps, with how many source files of each. This, not the
// lockfile's list of runtime packages, is what runs in a customer's browser (ADR 0015).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `node_modules/@scope/name/…` or `node_modules/name/…` → the package name (innermost node_modules). */
export function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  const [first = '', second = ''] = parts;
  return first.startsWith('@') ? `${first}/${second}` : first || null;
}

export function shippedPackages(outDir: string): Map<string, number> {
  const assets = join(outDir, 'assets');
  const counts = new Map<string, number>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources?: string[] };
    for (const source of map.sources ?? []) {
      const name = packageOf(source);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv.find((a) => a.startsWith('--out-dir='))?.slice('--out-dir='.length) ?? 'dist');
  const packages = shippedPackages(outDir);
  for (const [name, files] of packages) console.log(`${name.padEnd(46)} ${files} source files`);
  console.log(`${packages.size} packages in ${outDir}`);
}
