// Prints the JS the billing widget's routes load, from a build's Vite manifest (the sandbox app here;
// `npm run build` with the live settings measures the live one, ADR 0024):
//   npm run build:sandbox -- --outDir dist-widget-check --manifest && npx tsx scripts/widget-js-size.ts dist-widget-check
// "first load": widget.html's entry and its static imports, plus any lazy chunk the first render
// waits for (ADR 0016); "form": what 'Update Payment Method' adds. Gzip at level 6, as the bench
// (ADR 0017). Fails when a chunk the widget can load holds checkout-only code (scripts/bench/widget-js.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { criticalFiles, type Manifest } from './bench/bundle.ts';
import { describeCheckoutCode, widgetJs } from './bench/widget-js.ts';

const dir = process.argv[2] ?? 'dist-widget-check';
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
function size(files: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const code = readFileSync(join(dir, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 6 }).length;
  }
  return { raw, gzip };
}
/** The source files a chunk was built from (its source map). */
const sourcesOf = (file: string): string[] => {
  try {
    return (JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources?: string[] }).sources ?? [];
  } catch {
    return [];
  }
};

const js = widgetJs(manifest, sourcesOf);
const report = (label: string, files: readonly string[]) => {
  const { raw, gzip } = size(files);
  console.log(`${label.padEnd(58)} ${kB(raw).padStart(9)}  ${kB(gzip).padStart(9)} gzip  (${files.length} files)`);
};
report('widget first load (widget.html + static imports)', [...js.critical, ...js.firstRenderLazy]);
report('  of which lazy chunks the first render waits for', js.firstRenderLazy);
report("the form, added on 'Update Payment Method'", js.form);
report('for comparison: the checkout (index.html) critical path', criticalFiles(manifest));
for (const { module, where } of js.firstRenderModules) console.log(`${module}: ${where === 'entry' ? "in widget.html's entry" : where === 'lazy' ? 'a lazy chunk, counted above' : 'NOT FOUND in the build'}`);
for (const line of describeCheckoutCode(js)) console.log(line);
process.exitCode = js.failing.length === 0 && js.firstRenderModules.every((m) => m.where !== 'missing') ? 0 : 1;
