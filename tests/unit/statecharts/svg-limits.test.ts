// Issue 14: every committed statechart picture fits a screen: no viewBox wider than 2,000 and no
// more than 20 state boxes (leaf states and frames; start and end dots and notes not counted),
// and every page is reachable by links from docs/statecharts/README.md. No spec rule: the
// diagrams document the machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR } from '../../../scripts/statecharts/pages.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const svgs = files(DOCS_DIR).filter((file) => file.endsWith('.svg'));

/** Mermaid 11 draws a leaf state as `g.node.statediagram-state` and a frame as `g.statediagram-cluster`. */
function stateBoxes(svg: string): number {
  const classes = [...svg.matchAll(/<g class="([^"]*)"/g)].map((match) => (match[1] ?? '').split(/\s+/));
  return classes.filter(
    (list) => (list.includes('node') && list.includes('statediagram-state')) || list.includes('statediagram-cluster'),
  ).length;
}

describe('committed statechart pictures', () => {
  it('exist', () => {
    expect(svgs.length).toBeGreaterThan(10);
  });

  it.each(svgs)('%s is at most 2,000 wide and holds at most 20 state boxes', (file) => {
    const svg = readFileSync(file, 'utf8');
    const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
    expect(viewBox).not.toBeNull();
    expect(Number(viewBox?.[1])).toBeLessThanOrEqual(2000);
    const boxes = stateBoxes(svg);
    expect(boxes).toBeGreaterThan(0);
    expect(boxes).toBeLessThanOrEqual(20);
  });

  it('counts leaves and frames, not start dots or notes', () => {
    const svg =
      '<g class="node  statediagram-state" id="a"></g><g class="statediagram-state statediagram-cluster" id="b"></g>' +
      '<g class="node default" id="start"></g><g class="node statediagram-note" id="n"></g>';
    expect(stateBoxes(svg)).toBe(2);
  });

  it('every page is reachable by links from README.md, and no link between pages is broken', () => {
    const pages = new Set(files(DOCS_DIR).filter((file) => file.endsWith('.md') && !file.endsWith('coverage.md') && !file.endsWith('mutation.md')).map(normalize));
    const seen = new Set<string>();
    const broken: string[] = [];
    const queue = [normalize(join(DOCS_DIR, 'README.md'))];
    while (queue.length > 0) {
      const page = queue.shift() ?? '';
      if (seen.has(page)) continue;
      seen.add(page);
      for (const [, target] of readFileSync(page, 'utf8').matchAll(/\]\(([^)#]+\.md)\)/g)) {
        const file = normalize(join(dirname(page), target ?? ''));
        if (file.startsWith(normalize(DOCS_DIR)) && !existsSync(file)) broken.push(`${page} → ${target}`);
        else queue.push(file);
      }
    }
    expect([...pages].filter((page) => !seen.has(page))).toEqual([]);
    expect(broken).toEqual([]);
  });
});
