// Writes one machine as a Mermaid `stateDiagram-v2` text that renders on common code hosts.
// Pure: the same machine always gives the same text (the up-to-date test relies on it).
//
// Mermaid 11 fails or draws badly on a few shapes, so the text avoids them (tried in Chromium):
// - an arrow to or from the outermost box: the machine itself is not a box; its own
//   transitions start from an "in any state" box;
// - an arrow from a composite state to itself or into its own children, and self-loops on
//   composite states: these are written as lines in the state's note instead;
// - Mermaid's `#quot;` codes are shown literally in SVG labels: look-alike characters stand in.
import type { AnyStateMachine } from 'xstate';
import { allStates, chartModel, type ChartModel, type ChartState, type ChartTransition } from './chart-model.ts';

const ANYWHERE_ID = 'anywhere';

/** Mermaid ids allow only plain characters, so each state path gets one; its name is the label. */
function stateIds(root: ChartState): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>([ANYWHERE_ID]);
  for (const state of allStates(root)) {
    const base =
      state.path.length === 0
        ? 'whole_machine'
        : `s_${state.path.map((key) => key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')).join('__')}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
    used.add(id);
    ids.set(state.path.join('.'), id);
  }
  return ids;
}

/** Replaces the characters Mermaid would read as syntax. */
export function safeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/-->/g, '→')
    .replace(/"/g, "'")
    .replace(/;/g, ',')
    .replace(/#/g, 'no.')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .trim();
}

const isWithin = (path: readonly string[], ancestor: readonly string[]): boolean =>
  path.length >= ancestor.length && ancestor.every((key, i) => path[i] === key);

interface Layout {
  /** Extra lines shown inside (atomic) or beside (composite) each state, by path key. */
  notes: Map<string, string[]>;
  arrows: Array<{ from: string; to: readonly string[]; label: string }>;
}

function addNote(layout: Layout, path: readonly string[], line: string): void {
  const key = path.join('.');
  const lines = layout.notes.get(key) ?? [];
  lines.push(line);
  layout.notes.set(key, lines);
}

/** Decides, for each transition, whether it is an arrow or a line of text at its source. */
function layOut(model: ChartModel, byPath: Map<string, ChartState>): Layout {
  const layout: Layout = { notes: new Map(), arrows: [] };
  // The machine's own description and actors belong to every state: they go in the
  // "in any state" box, unless the machine has no states and is drawn as one box.
  const rootHasBox = model.root.children.length === 0;
  for (const state of allStates(model.root)) {
    const at = state.path.length === 0 && !rootHasBox ? [ANYWHERE_ID] : state.path;
    if (state.description !== null) addNote(layout, at, state.description);
    for (const name of state.invokes) addNote(layout, at, `invokes: ${name}`);
  }
  const place = (transition: ChartTransition): void => {
    const { source, label } = transition;
    const isRoot = source.length === 0;
    const composite = (byPath.get(source.join('.'))?.children.length ?? 0) > 0;
    const noteAt: readonly string[] | null = isRoot ? null : source;
    const write = (line: string): void => {
      if (noteAt === null) addNote(layout, [ANYWHERE_ID], line);
      else addNote(layout, noteAt, line);
    };
    if (transition.targets.length === 0) return write(`on ${label}: stays`);
    for (const target of transition.targets) {
      const toSelf = target.length === source.length && isWithin(target, source);
      if (isRoot && target.length === 0) write(`on ${label}: starts over`);
      else if (isRoot) layout.arrows.push({ from: ANYWHERE_ID, to: target, label });
      else if (composite && toSelf) write(`on ${label}: starts over`);
      else if (composite && isWithin(target, source)) write(`on ${label}: goes to ${target.slice(source.length).join(' › ')}`);
      else layout.arrows.push({ from: source.join('.'), to: target, label });
    }
  };
  model.transitions.forEach(place);
  return layout;
}

function stateLines(state: ChartState, ids: Map<string, string>, layout: Layout, indent: string): string[] {
  const key = state.path.join('.');
  const id = ids.get(key) ?? 'unknown';
  const label = state.type === 'history' ? `${state.name} (history)` : state.name;
  const notes = layout.notes.get(key) ?? [];
  if (state.children.length === 0) {
    return [`${indent}state "${safeText(label)}" as ${id}`, ...notes.map((line) => `${indent}${id} : ${safeText(line)}`)];
  }
  const inner = `${indent}  `;
  const lines = [`${indent}state "${safeText(label)}" as ${id} {`];
  state.children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
    lines.push(...stateLines(child, ids, layout, inner));
  });
  if (state.initial !== null) lines.push(`${inner}[*] --> ${ids.get([...state.path, state.initial].join('.'))}`);
  for (const child of state.children) {
    if (child.type === 'final') lines.push(`${inner}${ids.get(child.path.join('.'))} --> [*]`);
  }
  lines.push(`${indent}}`);
  // Composite states show no description lines, so theirs go in a note.
  if (notes.length > 0) {
    lines.push(`${indent}note right of ${id}`, ...notes.map((line) => `${inner}${safeText(line)}`), `${indent}end note`);
  }
  return lines;
}

export function modelToMermaid(model: ChartModel): string {
  const ids = stateIds(model.root);
  const byPath = new Map(allStates(model.root).map((s) => [s.path.join('.'), s]));
  const layout = layOut(model, byPath);
  const idOf = (path: readonly string[]): string => ids.get(path.join('.')) ?? 'unknown';
  const lines = ['stateDiagram-v2'];
  const { root } = model;

  if (root.type === 'parallel') {
    // Regions need a composite state around them for Mermaid's `--` separators.
    lines.push(...stateLines(root, ids, layout, '  '));
  } else if (root.children.length === 0) {
    lines.push(...stateLines(root, ids, layout, '  '), `  [*] --> ${idOf([])}`);
  } else {
    // The machine itself is the diagram: its states sit at the top level.
    for (const child of root.children) lines.push(...stateLines(child, ids, layout, '  '));
    if (root.initial !== null) lines.push(`  [*] --> ${idOf([root.initial])}`);
    for (const child of root.children) if (child.type === 'final') lines.push(`  ${idOf(child.path)} --> [*]`);
  }

  const anywhere = layout.notes.get(ANYWHERE_ID) ?? [];
  if (anywhere.length > 0 || layout.arrows.some((a) => a.from === ANYWHERE_ID)) {
    lines.push(`  state "in any state" as ${ANYWHERE_ID}`, ...anywhere.map((line) => `  ${ANYWHERE_ID} : ${safeText(line)}`));
  }
  // Arrows go last, at the top level: Mermaid would otherwise create a second state when an
  // arrow inside one composite state names a state declared in another.
  for (const arrow of layout.arrows) {
    const from = arrow.from === ANYWHERE_ID ? ANYWHERE_ID : (ids.get(arrow.from) ?? 'unknown');
    lines.push(`  ${from} --> ${idOf(arrow.to)} : ${safeText(arrow.label)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  return modelToMermaid(chartModel(machine));
}

/**
 * The text of a machine's diagram with the Mermaid id of each state, keyed by its path joined
 * with '.' ('' for the root): the live statechart view (src/statechart-view/) finds the drawn
 * state of an active state path through it.
 */
export function toMermaidWithIds(machine: AnyStateMachine): { text: string; ids: ReadonlyMap<string, string> } {
  const model = chartModel(machine);
  return { text: modelToMermaid(model), ids: stateIds(model.root) };
}
