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

/** Renders each `{ name, text }` to an SVG string, in order. */
export async function renderSvgs(diagrams: ReadonlyArray<{ name: string; text: string }>): Promise<string[]> {
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: mermaidScript });
    const svgs: string[] = [];
    for (const { name, text } of diagrams) {
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
      svgs.push(`${result.svg}\n`);
    }
    return svgs;
  } finally {
    await browser.close();
  }
}
