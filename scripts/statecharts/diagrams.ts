// `npm run diagrams`: writes docs/statecharts/<machine>.md (the overview), one
// <machine>/<state>.md per collapsed state, an .svg beside each, and the README map, from every
// machine in machines/registry.ts; removes the pages no machine has any more.
//   npm run diagrams               Markdown and SVG; a page whose edge labels cover one another or a
//                                  state's name is laid out again (page-layout.ts); fails if any remain
//   npm run diagrams -- --no-svg   Markdown only (no Chromium needed)
//   npm run diagrams -- --since REF  prints what changed in the statecharts since git REF
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { changesSince } from './changes-since.ts';
import { DEFAULT_LAYOUT, LAYOUT_CHOICES, layoutOf, sameLayout, STORED_LAYOUTS, type LayoutTable, type PageLayout } from '../../src/statecharts/page-layout.ts';
import { DOCS_DIR, machinePagesLaidOut, pagesToLayOut, readmePage, type PageToLayOut } from './pages.ts';
import { openSvgRenderer, type RenderedSvg, type SvgRenderer } from './render-svg.ts';

const LAYOUTS_FILE = 'src/statecharts/page-layouts.json';
const MAX_WIDTH = 2000;

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
    // coverage.md and mutation.md are the coverage and mutation reports'.
    return /\.(md|svg)$/.test(file) && !['coverage.md', 'mutation.md', 'README.md'].includes(file) ? [file] : [];
  });
}

interface LaidOut {
  layout: PageLayout;
  drawn: RenderedSvg;
}

/** Fewer overlaps wins; a picture wider than MAX_WIDTH never beats one that fits. */
const better = (a: RenderedSvg, b: RenderedSvg): boolean =>
  a.width <= MAX_WIDTH !== b.width <= MAX_WIDTH ? a.width <= MAX_WIDTH : a.overlaps.length < b.overlaps.length;

/** Draws a page with its stored layout; when labels overlap, tries LAYOUT_CHOICES and keeps the first clean one. */
async function layOut(renderer: SvgRenderer, page: PageToLayOut, stored: PageLayout): Promise<LaidOut> {
  const name = page.file.replace(/\//g, '-');
  let best: LaidOut = { layout: stored, drawn: await renderer.render(name, page.mermaid(stored)) };
  const clean = (drawn: RenderedSvg): boolean => drawn.overlaps.length === 0 && drawn.width <= MAX_WIDTH;
  for (const layout of LAYOUT_CHOICES) {
    if (clean(best.drawn)) break;
    if (sameLayout(layout, stored)) continue;
    const drawn = await renderer.render(name, page.mermaid(layout));
    if (better(drawn, best.drawn)) best = { layout, drawn };
  }
  return best;
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
  const svgs = new Map<string, string>();
  let overlaps = 0;
  let tooWide = 0;
  if (withSvg) {
    const renderer = await openSvgRenderer();
    try {
      // Only the pages that exist keep a layout; the default one is not stored.
      const layouts: Record<string, PageLayout> = {};
      for (const page of machineRegistry.flatMap(pagesToLayOut)) {
        const { layout, drawn } = await layOut(renderer, page, layoutOf(page.layoutKey));
        if (!sameLayout(layout, DEFAULT_LAYOUT)) layouts[page.layoutKey] = layout;
        svgs.set(page.file, drawn.svg);
        overlaps += drawn.overlaps.length;
        for (const overlap of drawn.overlaps) console.log(`  overlap in ${page.file}.svg: ${overlap}`);
        if (drawn.width > MAX_WIDTH) {
          tooWide += 1;
          console.log(`  ${page.file}.svg is ${Math.round(drawn.width)} px wide (at most ${MAX_WIDTH})`);
        }
      }
      const sorted = Object.fromEntries(Object.entries(layouts).sort(([a], [b]) => a.localeCompare(b)));
      write(LAYOUTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    } finally {
      await renderer.close();
    }
  }
  // The Markdown holds the layouts just chosen (the imported table is the one from before).
  const layouts = withSvg ? (JSON.parse(readFileSync(LAYOUTS_FILE, 'utf8')) as LayoutTable) : STORED_LAYOUTS;
  const pages = machineRegistry.flatMap((entry) => machinePagesLaidOut(entry, layouts));
  const keep = new Set(pages.flatMap(({ file }) => [`${file}.md`, `${file}.svg`]));
  for (const file of generatedFiles()) {
    if (keep.has(file)) continue;
    rmSync(join(DOCS_DIR, file));
    console.log(`  removed ${join(DOCS_DIR, file)}`);
  }
  for (const page of pages) write(join(DOCS_DIR, `${page.file}.md`), page.markdown);
  write(join(DOCS_DIR, 'README.md'), readmePage(machineRegistry));
  for (const [file, svg] of svgs) write(join(DOCS_DIR, `${file}.svg`), svg);
  console.log(`Statecharts of ${machineRegistry.length} machines (${pages.length} pages) are in ${DOCS_DIR}/.`);
  if (withSvg) {
    console.log(`Edge labels covering another label or a state's name: ${overlaps}.`);
    // Nobody lands a picture whose labels cannot be read, or one wider than a screen: say which, and fail.
    if (overlaps > 0 || tooWide > 0) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
