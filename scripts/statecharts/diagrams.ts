// `npm run diagrams`: writes docs/statecharts/<machine>.md (the overview), one
// <machine>/<state>.md per collapsed state, an .svg beside each, and the README map, from every
// machine in machines/registry.ts; removes the pages no machine has any more.
//   npm run diagrams               Markdown and SVG (prints the label overlaps it measured)
//   npm run diagrams -- --no-svg   Markdown only (no Chromium needed)
//   npm run diagrams -- --since REF  prints what changed in the statecharts since git REF
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { changesSince } from './changes-since.ts';
import { DOCS_DIR, machinePages, readmePage } from './pages.ts';
import { renderSvgs } from './render-svg.ts';

/** Writes only when the content changed, so unchanged files keep their timestamps. */
function write(path: string, content: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // A new file.
  }
  if (current === content) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`  wrote ${path}`);
}

/** Generated .md and .svg files under DOCS_DIR, relative to it (coverage.md is the coverage report's). */
function generatedFiles(dir = DOCS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(path);
    const file = relative(DOCS_DIR, path);
    return /\.(md|svg)$/.test(file) && file !== 'coverage.md' && file !== 'README.md' ? [file] : [];
  });
}

async function main(): Promise<void> {
  const since = process.argv.indexOf('--since');
  if (since !== -1) {
    const ref = process.argv[since + 1];
    if (ref === undefined) throw new Error('Usage: npm run diagrams -- --since <git revision>');
    process.stdout.write(changesSince(ref));
    return;
  }
  const withSvg = !process.argv.includes('--no-svg');
  const pages = machineRegistry.flatMap(machinePages);
  const keep = new Set(pages.flatMap(({ file }) => [`${file}.md`, `${file}.svg`]));
  for (const file of generatedFiles()) {
    if (keep.has(file)) continue;
    rmSync(join(DOCS_DIR, file));
    console.log(`  removed ${join(DOCS_DIR, file)}`);
  }
  for (const page of pages) write(join(DOCS_DIR, `${page.file}.md`), page.markdown);
  write(join(DOCS_DIR, 'README.md'), readmePage(machineRegistry));
  if (withSvg) {
    const drawn = await renderSvgs(pages.map(({ file, mermaid }) => ({ name: file.replace(/\//g, '-'), text: mermaid })));
    let overlaps = 0;
    pages.forEach(({ file }, index) => {
      const result = drawn[index];
      if (result === undefined) return;
      write(join(DOCS_DIR, `${file}.svg`), result.svg);
      overlaps += result.overlaps.length;
      for (const overlap of result.overlaps) console.log(`  overlap in ${file}.svg: ${overlap}`);
    });
    console.log(`Edge labels covering another label or a state's name: ${overlaps}.`);
  }
  console.log(`Statecharts of ${machineRegistry.length} machines (${pages.length} pages) are in ${DOCS_DIR}/.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
