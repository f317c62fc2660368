// Prints the JS the billing widget route loads, from a production build's Vite manifest:
//   npx vite build --outDir dist-widget-check --manifest && npx tsx scripts/widget-js-size.ts dist-widget-check
// "first load": the entry and the widget's lazy chunk with their static imports; "form": what
// 'Update Payment Method' adds. Fails when a widget chunk holds code from src/views/checkout/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk { file: string; imports?: string[] }
const dir = process.argv[2] ?? 'dist-widget-check';
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const ENTRY = 'index.html';
const PAGE = 'src/views/billing/BillingWidgetPage.tsx';
const FORM = 'src/views/billing/BillingForm.tsx';

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in ${dir}'s manifest: build with --manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
function size(keys: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const code = readFileSync(join(dir, manifest[key]?.file ?? ''));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { raw, gzip };
}
/** The source files a chunk was built from (its source map). */
const sourcesOf = (key: string): string[] =>
  (JSON.parse(readFileSync(join(dir, `${manifest[key]?.file ?? ''}.map`), 'utf8')) as { sources: string[] }).sources;

const entry = closure(ENTRY);
const firstLoad = closure(PAGE, new Set(entry));
const withForm = closure(FORM, new Set(firstLoad));
const own = [...withForm].filter((key) => !entry.has(key));
const report = (label: string, keys: Set<string> | string[]) => {
  const { raw, gzip } = size(keys);
  console.log(`${label.padEnd(44)} ${kB(raw).padStart(9)}  ${kB(gzip).padStart(9)} gzip  (${[...keys].length} files)`);
};
report('shared entry (every route)', entry);
report('widget first load (entry + widget chunks)', firstLoad);
report("widget's own chunks (first load)", [...firstLoad].filter((key) => !entry.has(key)));
report("the form, added on 'Update Payment Method'", [...withForm].filter((key) => !firstLoad.has(key)));
const checkoutCode = own.flatMap((key) => sourcesOf(key).filter((source) => source.includes('src/views/checkout/')).map((s) => `${manifest[key]?.file}: ${s}`));
console.log(checkoutCode.length === 0 ? 'Checkout view code in the widget chunks: none.' : `Checkout view code in the widget chunks:\n  ${checkoutCode.join('\n  ')}`);
process.exitCode = checkoutCode.length === 0 ? 0 : 1;
