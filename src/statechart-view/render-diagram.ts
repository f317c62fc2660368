// Draws a running machine's diagram in the browser: the same Mermaid text as docs/statecharts/
// (src/statecharts/mermaid.ts), generated from the machine the actor runs, so the picture
// cannot drift from the code. Mermaid loads on the first drawing, as its prebuilt browser file
// (a static asset, like scripts/statecharts/render-svg.ts uses): bundled as modules, its
// hundreds of chunks changed how the app's own code is split and grew the page's first load.
import mermaidUrl from 'mermaid/dist/mermaid.min.js?url';
import type { AnyStateMachine } from 'xstate';
import { toMermaidWithIds } from '../statecharts/mermaid.ts';

export interface Diagram {
  svg: string;
  /** The id Mermaid was given; its state groups are named `<renderId>-state-<mermaidId>-<n>`. */
  renderId: string;
  /** Mermaid id of each state path ('a.b'). */
  ids: ReadonlyMap<string, string>;
  width: number;
  height: number;
}

type MermaidApi = (typeof import('mermaid'))['default'];

let mermaidLoad: Promise<MermaidApi> | null = null;
// Mermaid renders through one shared scratch element: drawings must not overlap.
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;
const drawn = new WeakMap<AnyStateMachine, Promise<Diagram>>();

function loadMermaid(): Promise<MermaidApi> {
  mermaidLoad ??= new Promise<MermaidApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mermaidUrl;
    script.onload = () => {
      const mermaid = (window as unknown as { mermaid?: MermaidApi }).mermaid;
      if (!mermaid) return reject(new Error('Mermaid loaded but did not start.'));
      // The settings of the committed SVGs (scripts/statecharts/render-svg.ts): text labels, strict.
      mermaid.initialize({ startOnLoad: false, htmlLabels: false, securityLevel: 'strict', theme: 'default' });
      resolve(mermaid);
    };
    script.onerror = () => {
      mermaidLoad = null;
      script.remove();
      reject(new Error('Mermaid could not be loaded.'));
    };
    document.head.append(script);
  });
  return mermaidLoad;
}

function sizeOf(svg: string): { width: number; height: number } {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  return { width: Number(box?.[1] ?? 800), height: Number(box?.[2] ?? 600) };
}

/** The machine's diagram, drawn once per machine and page. */
export function drawDiagram(machine: AnyStateMachine): Promise<Diagram> {
  const known = drawn.get(machine);
  if (known) return known;
  counter += 1;
  const renderId = `statechart-view-${machine.id.replace(/[^A-Za-z0-9_-]+/g, '_')}-${counter}`;
  const { text, ids } = toMermaidWithIds(machine);
  const result = queue.then(async () => {
    const mermaid = await loadMermaid();
    const { svg } = await mermaid.render(renderId, text);
    return { svg, renderId, ids, ...sizeOf(svg) };
  });
  queue = result.catch(() => undefined);
  // A failed drawing may be retried by selecting the actor again.
  result.catch(() => drawn.delete(machine));
  drawn.set(machine, result);
  return result;
}
