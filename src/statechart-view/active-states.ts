// Which drawn states to light up: every active leaf of a state value and all its ancestors, and
// how to mark them in the SVG that Mermaid drew from src/statecharts/mermaid.ts.
import type { StateValue } from 'xstate';

/** Class of every active state's drawn box (leaves and their ancestors). */
export const ACTIVE_CLASS = 'statechart-active';
/** Class of the active leaves only: the states the actor is "in". */
export const ACTIVE_LEAF_CLASS = 'statechart-active-leaf';

/** The paths of the active leaves, in the machine's order: `{ a: 'b', c: { d: 'e' } }` → [[a, b], [c, d, e]]. */
export function activeLeafPaths(value: StateValue, prefix: readonly string[] = []): string[][] {
  if (typeof value === 'string') return [[...prefix, value]];
  const keys = Object.keys(value);
  // A compound state whose value is {} has just been entered and has no active child.
  if (keys.length === 0) return prefix.length > 0 ? [[...prefix]] : [];
  return keys.flatMap((key) => {
    const child = value[key];
    return child === undefined ? [[...prefix, key]] : activeLeafPaths(child, [...prefix, key]);
  });
}

export interface Highlight {
  /** Mermaid ids of every active state, ancestors included (the machine itself excluded). */
  active: ReadonlySet<string>;
  /** Mermaid ids of the active leaves. */
  leaves: ReadonlySet<string>;
}

/** Maps the active paths onto the diagram's Mermaid ids (see toMermaidWithIds). */
export function highlightFor(value: StateValue, ids: ReadonlyMap<string, string>): Highlight {
  const active = new Set<string>();
  const leaves = new Set<string>();
  for (const path of activeLeafPaths(value)) {
    const leaf = ids.get(path.join('.'));
    if (leaf !== undefined) leaves.add(leaf);
    // The machine's own box (the parallel root) is always active: lighting it says nothing.
    for (let length = 1; length <= path.length; length += 1) {
      const id = ids.get(path.slice(0, length).join('.'));
      if (id !== undefined) active.add(id);
    }
  }
  return { active, leaves };
}

/**
 * The Mermaid id of a drawn state from its element id: Mermaid 11 names a state's group
 * `<renderId>-state-<mermaidId>-<counter>`. Null for anything else (edges, notes' wrappers).
 */
export function mermaidIdOf(elementId: string, renderId: string): string | null {
  const prefix = `${renderId}-state-`;
  if (!elementId.startsWith(prefix)) return null;
  const match = /^(.+)-\d+$/.exec(elementId.slice(prefix.length));
  return match?.[1] ?? null;
}

/**
 * Puts the classes on the drawn states of `highlight` and takes them off the others. Returns
 * the elements of the active leaves, in document order, for the panel to scroll to.
 */
export function applyHighlight(svg: ParentNode, renderId: string, highlight: Highlight): Element[] {
  const leaves: Element[] = [];
  for (const element of Array.from(svg.querySelectorAll('g[id]'))) {
    const id = mermaidIdOf(element.id, renderId);
    const isActive = id !== null && highlight.active.has(id);
    const isLeaf = id !== null && highlight.leaves.has(id);
    element.classList.toggle(ACTIVE_CLASS, isActive);
    element.classList.toggle(ACTIVE_LEAF_CLASS, isLeaf);
    if (isLeaf) leaves.push(element);
  }
  return leaves;
}
