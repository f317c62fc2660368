// Renders Mermaid texts to SVG in headless Chromium with the `mermaid` package itself (no
// mermaid-cli, which would download its own browser). One browser page renders them all.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/support/chromium.ts';

// Keeps Chromium quiet on a closed network (see TOOLCHAIN.md).
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

export interface RenderedSvg {
  svg: string;
  /** The width of its viewBox. */
  width: number;
  /** Edge labels that cover another edge label or a state's name, in words. */
  overlaps: string[];
}

export interface SvgRenderer {
  /** Draws one Mermaid text (`name` seeds its ids) and measures its labels. */
  render(name: string, text: string): Promise<RenderedSvg>;
  close(): Promise<void>;
}

/** Opens one browser page that renders every diagram, one after the other. */
export async function openSvgRenderer(): Promise<SvgRenderer> {
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaidScript });
  // tsx names functions with a `__name` helper that the page does not have.
  await page.addScriptTag({ content: 'window.__name = (fn) => fn;' });
  const render = async (name: string, text: string): Promise<RenderedSvg> => {
    const result = await page.evaluate(
      async ({ name: diagramName, text: diagramText }) => {
        const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
        // Mermaid names parallel regions with Math.random(): a seeded generator (mulberry32)
        // keeps the same diagram's file byte-identical from run to run.
        let seed = 0x5eed;
        Math.random = () => {
          seed = (seed + 0x6d2b79f5) | 0;
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        // SVG text labels (not HTML) so the file displays anywhere; seeded ids so the same
        // diagram gives the same file (notes are drawn with a seeded random outline).
        mermaid.initialize({
          startOnLoad: false,
          htmlLabels: false,
          securityLevel: 'strict',
          deterministicIds: true,
          deterministicIDSeed: diagramName,
          handDrawnSeed: 1,
        });
        try {
          return { svg: (await mermaid.render(`statechart-${diagramName}`, diagramText)).svg };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        }
      },
      { name, text },
    );
    if ('error' in result) throw new Error(`Mermaid could not draw ${name}: ${result.error}`);
    const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(result.svg);
    return {
      svg: `${result.svg}\n`,
      width: Number(viewBox?.[1] ?? Number.POSITIVE_INFINITY),
      overlaps: await page.evaluate(measureOverlaps, result.svg),
    };
  };
  return { render, close: () => browser.close() };
}

/**
 * Runs in the page: draws the SVG and lists each edge label whose box covers another edge label
 * or a state's name (its title line), from the boxes Chromium lays out.
 */
function measureOverlaps(svgText: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = svgText;
  document.body.replaceChildren(host);
  const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const boxOf = (element: Element): DOMRect => element.getBoundingClientRect();
  const labels = Array.from(host.querySelectorAll('g.edgeLabel'))
    .map((element) => ({ element, box: boxOf(element) }))
    .filter(({ box }) => box.width > 1 && box.height > 1);
  // A state's name: a frame's title, else the first row of a box (the rows under it are its lines).
  const names = Array.from(host.querySelectorAll('g.node.statediagram-state, g.statediagram-cluster'))
    .map((state) => state.querySelector('.cluster-label, tspan.title-row') ?? state.querySelector('g.label'))
    .filter((element): element is Element => element !== null)
    .map((element) => ({ element, box: boxOf(element) }))
    .filter(({ box }) => box.width > 1 && box.height > 1);
  const covers = (a: DOMRect, b: DOMRect): boolean =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const found: string[] = [];
  labels.forEach((label, index) => {
    for (const other of labels.slice(index + 1)) {
      if (covers(label.box, other.box)) found.push(`label "${textOf(label.element)}" covers label "${textOf(other.element)}"`);
    }
    for (const name of names) {
      if (covers(label.box, name.box)) found.push(`label "${textOf(label.element)}" covers state "${textOf(name.element)}"`);
    }
  });
  return found;
}
