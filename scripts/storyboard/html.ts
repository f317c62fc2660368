// The storyboard's static pages (issue 30): one HTML page per diagram page of docs/statecharts,
// the diagram (its SVG inlined, a click on a state box scrolls to the state's screens) above each
// state drawn there, in the diagram's order, with its description, the path that reached it, the
// screens at 1280 and 375 px and axe's result; and an index that follows the statecharts' map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { allStates, chartModel, pathWords, type ChartState } from '../../src/statecharts/chart-model.ts';
import { chartPages, pageOf, type ChartPage } from '../../src/statecharts/chart-pages.ts';
import { stateIds } from '../../src/statecharts/mermaid.ts';
import { pathKey } from '../../src/statecharts/page-drawing.ts';
import { DOCS_DIR, ownsLine, pageFile } from '../statecharts/pages.ts';
import { pathSentence, reasonWithout, stateKey, type StoryboardCapture } from './captures.ts';

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The storyboard page of a diagram page: `checkout.html`, `checkout__checkout-flow--checkout-open.html`. */
export const storyPage = (file: string): string => `${file.replace(/\//g, '__')}.html`;
export const stateAnchor = (machine: string, path: readonly string[]): string => `s-${machine}-${path.join('.')}`.replace(/[^A-Za-z0-9._-]+/g, '_');

const SERIOUS = new Set(['serious', 'critical']);

export const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:1400px;margin:0 auto;padding:24px}
header.top{background:#fff;border-bottom:1px solid #ddd;padding:12px 24px}
a{color:#1a56b0}
h1{font-size:1.6rem;margin:.2em 0}
.diagram{background:#fff;border:1px solid #ddd;padding:12px;overflow:auto;max-height:80vh}
.diagram g.node.has-screens{cursor:pointer}
.diagram g.node.has-screens:hover rect,.diagram g.node.has-screens:hover path{stroke:#1a56b0;stroke-width:3px}
section.state{background:#fff;border:1px solid #ddd;margin:24px 0;padding:16px}
section.state:target{outline:3px solid #1a56b0}
.path{color:#444}
.shots{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
.shots figure{margin:0}
.shots img{border:1px solid #ccc;display:block;max-height:900px;width:auto}
.shots .w1280 img{max-width:900px;width:100%}
.shots .w375 img{width:260px}
figcaption{font-size:.85rem;color:#555}
.ok{color:#17692d}.bad{color:#a01515;font-weight:600}.why{color:#7a4b00}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left}`;

export const layout = (title: string, body: string, up: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header class="top"><a href="${up}index.html">Storyboard</a> · ${escapeHtml(title)}</header><main>${body}</main></body></html>\n`;

function axeHtml(record: StoryboardCapture): string {
  if (record.axe.length === 0) return `<p class="ok">axe (WCAG 2.1 A and AA): no violation at 1280 or 375 px.</p>`;
  const items = record.axe.map(
    (v) =>
      `<li class="${SERIOUS.has(v.impact) ? 'bad' : ''}">${escapeHtml(v.impact)}: <a href="${escapeHtml(v.helpUrl)}">${escapeHtml(v.id)}</a>, ${escapeHtml(v.help)} (at ${v.widths.join(' and ')} px; ${v.targets.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')})</li>`,
  );
  return `<p>axe (WCAG 2.1 A and AA): ${record.axe.length} violation(s):</p><ul>${items.join('')}</ul>`;
}

function stateSection(machine: string, state: ChartState, record: StoryboardCapture | undefined): string {
  const words = escapeHtml(pathWords(state.path, machine));
  const about = state.description === null ? '' : `<p>${escapeHtml(ownsLine(state))}</p>`;
  const head = `<h2>${words}</h2>${about}`;
  if (record === undefined || record.kind !== 'screen') return `<section class="state" id="${stateAnchor(machine, state.path)}">${head}<p class="why">No screen: ${escapeHtml(reasonWithout(record))}</p></section>`;
  const figures = Object.entries(record.shots)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([width, file]) => `<figure class="w${width}"><a href="${file}"><img loading="lazy" src="${file}" alt="The screen in ${words} at ${width} px"></a><figcaption>${width} px</figcaption></figure>`)
    .join('');
  const held = record.held === true ? ' Its call was held in the browser so the state could be seen.' : '';
  return `<section class="state" id="${stateAnchor(machine, state.path)}">${head}<p class="path">Reached by: ${escapeHtml(pathSentence(record.events))} <small>(walk ${escapeHtml(record.walk)})</small>.${held}</p>${axeHtml(record)}<div class="shots">${figures}</div></section>`;
}

export interface StoryPage {
  file: string;
  html: string;
}

/** The pages of one machine, and per page how many of its states have screens. */
export function machineStoryPages(entry: RegisteredMachine, captures: ReadonlyMap<string, StoryboardCapture>): StoryPage[] {
  const model = chartModel(entry.machine);
  const pages = chartPages(model);
  const states = allStates(model.root).slice(1);
  const ids = stateIds(model.root);
  const pageStates = (page: ChartPage) => states.filter((state) => pageOf(pages, model, state.path) === page);
  return pages.map((page) => {
    const file = pageFile(entry.name, page);
    const svg = readFileSync(join(DOCS_DIR, `${file}.svg`), 'utf8');
    // Mermaid node id → where a click goes: the state's screens on this page, or the page that draws its inside.
    const targets: Record<string, string> = {};
    for (const state of states) {
      const id = ids.get(pathKey(state.path));
      if (id === undefined) continue;
      const home = pageOf(pages, model, state.path);
      const inside = pages.find((other) => pathKey(other.path) === pathKey(state.path));
      const to = home === page ? `#${stateAnchor(model.id, state.path)}` : inside !== undefined ? storyPage(pageFile(entry.name, inside)) : `${storyPage(pageFile(entry.name, home))}#${stateAnchor(model.id, state.path)}`;
      targets[id] = to;
    }
    const sections = pageStates(page).map((state) => stateSection(model.id, state, captures.get(stateKey(model.id, pathKey(state.path)))));
    const title = page.path.length === 0 ? entry.name : `${entry.name} › ${page.path.join(' › ')}`;
    const script = `<script>const targets=${JSON.stringify(targets)};for(const g of document.querySelectorAll('.diagram g.node')){const m=/-state-(.+)-\\d+$/.exec(g.id);const to=m&&targets[m[1]];if(!to)continue;g.classList.add('has-screens');g.addEventListener('click',()=>{if(to.startsWith('#')){location.hash=to;}else{location.href=to;}});}</script>`;
    const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(page.path.length === 0 ? entry.description : '')}</p><p>Click a state box to see its screens. <a href="../${DOCS_DIR}/${file}.md">The diagram's page</a> · <a href="../${DOCS_DIR}/README.md#how-to-read-these-diagrams">How to read the diagrams</a></p><div class="diagram">${svg}</div>${sections.join('')}${script}`;
    return { file: storyPage(file), html: layout(title, body, '') };
  });
}

/** The index: the statecharts' map, each page with how many of its states have screens. */
export function indexPage(machines: readonly RegisteredMachine[], captures: ReadonlyMap<string, StoryboardCapture>, summary: string): string {
  const parts = machines.map((entry) => {
    const model = chartModel(entry.machine);
    const pages = chartPages(model);
    const states = allStates(model.root).slice(1);
    const shown = states.filter((state) => captures.get(stateKey(model.id, pathKey(state.path)))?.kind === 'screen').length;
    const items = pages.map((page) => {
      const own = states.filter((state) => pageOf(pages, model, state.path) === page);
      const withScreens = own.filter((state) => captures.get(stateKey(model.id, pathKey(state.path)))?.kind === 'screen').length;
      const name = page.path.length === 0 ? 'overview' : (page.path.at(-1) ?? '');
      const about = page.path.length === 0 ? '' : `: ${escapeHtml(ownsLine(states.find((s) => pathKey(s.path) === pathKey(page.path)) ?? model.root))}`;
      return `<li style="margin-left:${page.path.length * 1.2}em"><a href="${storyPage(pageFile(entry.name, page))}">${escapeHtml(name)}</a> (${withScreens} of ${own.length} states with screens)${about}</li>`;
    });
    return `<h2><a href="${storyPage(entry.name)}">${escapeHtml(entry.name)}</a></h2><p>${escapeHtml(entry.description)} <strong>${shown} of ${states.length} states</strong> have screens.</p><ul>${items.join('')}</ul>`;
  });
  return layout('Storyboard of the checkout', `<h1>Storyboard of the checkout</h1><p>Every state of every machine, with the screen a visitor sees there (1280 and 375 px), the path that reached it and axe's accessibility result. Made by <code>npm run storyboard</code>; the map follows <a href="../${DOCS_DIR}/README.md">docs/statecharts/README.md</a>.</p>${summary}${parts.join('')}`, '');
}
