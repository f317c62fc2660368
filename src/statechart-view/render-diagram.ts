// Draws one page of a running machine's statechart in the browser: the same pages and Mermaid
// text as docs/statecharts/ (src/statecharts/), generated from the machine the actor runs, so the
// picture cannot drift from the code. Mermaid's ESM build loads on the first drawing from static
// files that only sandbox builds carry (scripts/build/statechart-mermaid-plugin.ts, ADR 0025): it
// fetches the chunks a state diagram needs, and Vite never bundles it (bundled, its hundreds of
// modules changed how the app's own code is split and grew the page's first load).
import type { AnyStateMachine } from 'xstate';
import { chartModel, type ChartModel } from '../statecharts/chart-model.ts';
import { chartPages, type ChartPage } from '../statecharts/chart-pages.ts';
import { pageToMermaid, stateIds } from '../statecharts/mermaid.ts';
import { pathKey } from '../statecharts/page-drawing.ts';

/** A machine's statechart split into pages, with the Mermaid id of each state path ('a.b'). */
export interface MachineChart {
  model: ChartModel;
  pages: readonly ChartPage[];
  ids: ReadonlyMap<string, string>;
}

export interface Diagram {
  svg: string;
  /** The id Mermaid was given; its state groups are named `<renderId>-state-<mermaidId>-<n>`. */
  renderId: string;
  width: number;
  height: number;
}

type MermaidApi = (typeof import('mermaid'))['default'];

/** Same folder as MERMAID_STATIC_DIR in scripts/build/statechart-mermaid-plugin.ts. */
const MERMAID_URL = `${import.meta.env.BASE_URL}statechart-view/mermaid/mermaid.esm.min.mjs`;

let mermaidLoad: Promise<MermaidApi> | null = null;
// Mermaid renders through one shared scratch element: drawings must not overlap.
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;
const charts = new WeakMap<AnyStateMachine, MachineChart>();
const drawn = new WeakMap<AnyStateMachine, Map<string, Promise<Diagram>>>();

export function machineChart(machine: AnyStateMachine): MachineChart {
  const known = charts.get(machine);
  if (known) return known;
  const model = chartModel(machine);
  const chart = { model, pages: chartPages(model), ids: stateIds(model.root) };
  charts.set(machine, chart);
  return chart;
}

function loadMermaid(): Promise<MermaidApi> {
  mermaidLoad ??= (import(/* @vite-ignore */ MERMAID_URL) as Promise<{ default: MermaidApi }>).then(
    ({ default: mermaid }) => {
      // The settings of the committed SVGs (scripts/statecharts/render-svg.ts): text labels, strict.
      mermaid.initialize({ startOnLoad: false, htmlLabels: false, securityLevel: 'strict', theme: 'default' });
      return mermaid;
    },
    (error: unknown) => {
      mermaidLoad = null;
      throw new Error(`Mermaid could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return mermaidLoad;
}

function sizeOf(svg: string): { width: number; height: number } {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  return { width: Number(box?.[1] ?? 800), height: Number(box?.[2] ?? 600) };
}

/** One page of the machine's diagram, drawn once per machine, page and page load. */
export function drawDiagram(machine: AnyStateMachine, page: ChartPage): Promise<Diagram> {
  const pages = drawn.get(machine) ?? new Map<string, Promise<Diagram>>();
  drawn.set(machine, pages);
  const key = pathKey(page.path);
  const known = pages.get(key);
  if (known) return known;
  counter += 1;
  const renderId = `statechart-view-${machine.id.replace(/[^A-Za-z0-9_-]+/g, '_')}-${counter}`;
  const text = pageToMermaid(machineChart(machine).model, page);
  const result = queue.then(async () => {
    const mermaid = await loadMermaid();
    const { svg } = await mermaid.render(renderId, text);
    return { svg, renderId, ...sizeOf(svg) };
  });
  queue = result.catch(() => undefined);
  // A failed drawing may be retried by opening the page again.
  result.catch(() => pages.delete(key));
  pages.set(key, result);
  return result;
}
