// Writes one page of a machine's statechart (chart-pages.ts) as a Mermaid `stateDiagram-v2` text
// that renders on common code hosts. Pure: the same machine always gives the same text (the
// up-to-date test relies on it).
//
// Mermaid 11 fails or draws badly on a few shapes, so the text avoids them (tried in Chromium):
// - an arrow to or from the outermost box: the page's own state is not a box (a frame only when
//   parallel, for the region separators); its own transitions start from an "in any state" box;
// - an arrow from a composite state to itself or into its own children, and self-loops on
//   composite states: these are written as lines in the state's note instead;
// - Mermaid's `#quot;` codes are shown literally in SVG labels: look-alike characters stand in.
import type { AnyStateMachine } from 'xstate';
import { allStates, chartModel, type ChartModel, type ChartState } from './chart-model.ts';
import { chartPages, pageState, statesInside, type ChartPage } from './chart-pages.ts';
import { ANYWHERE, drawPage, isWithin, pathKey, stateBox, type BoxKey, type PageArrow, type PageDrawing } from './page-drawing.ts';
import { inLayoutOrder, layoutKey, layoutOf, type PageLayout } from './page-layout.ts';

const ANYWHERE_ID = 'anywhere';

/** Mermaid ids allow only plain characters, so each state path gets one; its name is the label. */
export function stateIds(root: ChartState): Map<string, string> {
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

/** Lines in a box are not wrapped by Mermaid: long ones are split here, so boxes stay narrow. */
const WRAP_AT = 42;

export function wrapLine(line: string): string[] {
  const words = safeText(line).split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    // A line may not end in a colon: Mermaid reads it as syntax.
    if (current !== '' && !current.endsWith(':') && current.length + 1 + word.length > WRAP_AT) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

/** The page's front matter and first lines: Mermaid's spacing and the direction of the layout. */
function layoutLines(layout: PageLayout): string[] {
  const config = ['---', 'config:', '  state:', `    nodeSpacing: ${layout.nodeSpacing}`, `    rankSpacing: ${layout.rankSpacing}`, '---'];
  return [...config, 'stateDiagram-v2', ...(layout.direction === 'left to right' ? ['  direction LR'] : [])];
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

interface Writer {
  model: ChartModel;
  page: ChartState;
  expanded: ReadonlySet<string>;
  drawing: PageDrawing;
  ids: ReadonlyMap<string, string>;
  outsideIds: ReadonlyMap<string, string>;
}

function idOfBox(writer: Writer, box: BoxKey): string {
  if (box === ANYWHERE) return ANYWHERE_ID;
  const id = box.startsWith('s:') ? writer.ids.get(box.slice(2)) : writer.outsideIds.get(box.slice(2));
  return id ?? 'unknown';
}

/** What a box says under its name: its description and actors, then its text-only transitions. */
function boxLines(writer: Writer, state: ChartState): string[] {
  // A collapsed state is its name and size only: the rest is on its own page.
  const collapsed = state.children.length > 0 && !writer.expanded.has(pathKey(state.path));
  if (collapsed) return [`▸ ${plural(statesInside(state), 'state')} inside`];
  // A compound state's description says what it owns: the map and its page say it, not a note on the picture.
  const lines = state.description !== null && state.children.length === 0 ? [state.description] : [];
  lines.push(...state.invokes.map((name) => `invokes: ${name}`));
  return [...lines, ...(writer.drawing.lines.get(stateBox(state.path)) ?? [])];
}

function stateLines(writer: Writer, state: ChartState, indent: string): string[] {
  const id = writer.ids.get(pathKey(state.path)) ?? 'unknown';
  const label = state.type === 'history' ? `${state.name} (history)` : state.name;
  const lines = boxLines(writer, state);
  const isFrame = state === writer.page || writer.expanded.has(pathKey(state.path));
  if (!isFrame) return [`${indent}state "${safeText(label)}" as ${id}`, ...lines.flatMap(wrapLine).map((line) => `${indent}${id} : ${line}`)];
  const inner = `${indent}  `;
  const out = [`${indent}state "${safeText(label)}" as ${id} {`, ...childLines(writer, state, inner), `${indent}}`];
  // A frame shows no description lines, so they go in a note.
  if (lines.length > 0 && state !== writer.page) {
    out.push(`${indent}note right of ${id}`, ...lines.map((line) => `${inner}${safeText(line)}`), `${indent}end note`);
  }
  return out;
}

/** A state's children, its start arrow and its finals: the inside of a frame, or of the page. */
function childLines(writer: Writer, state: ChartState, indent: string): string[] {
  const lines: string[] = [];
  state.children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(...stateLines(writer, child, indent));
  });
  const idOf = (path: readonly string[]): string => writer.ids.get(pathKey(path)) ?? 'unknown';
  if (state.initial !== null) lines.push(`${indent}[*] --> ${idOf([...state.path, state.initial])}`);
  for (const child of state.children) if (child.type === 'final') lines.push(`${indent}${idOf(child.path)} --> [*]`);
  return lines;
}

function outsideName(model: ChartModel, page: ChartState, path: readonly string[]): string {
  const state = allStates(model.root).find((s) => pathKey(s.path) === pathKey(path));
  const name = state?.name ?? pathKey(path);
  return isWithin(page.path, path) ? `outside: ${name} (from its start)` : `outside: ${name}`;
}

/** The Mermaid text of one page of a machine, laid out as stored for it (page-layout.ts) unless told otherwise. */
export function pageToMermaid(model: ChartModel, page: ChartPage, layout: PageLayout = layoutOf(layoutKey(model.id, page.path))): string {
  const state = pageState(model, page);
  const drawing = drawPage(model, state, page.expanded);
  const outsideIds = new Map(drawing.outside.map((path, index) => [pathKey(path), `outside_${index + 1}`]));
  const writer: Writer = { model, page: state, expanded: page.expanded, drawing, ids: stateIds(model.root), outsideIds };
  const lines = layoutLines(layout);
  if (state.children.length === 0) {
    // A machine without states is drawn as one box.
    lines.push(`  state "${safeText(state.name)}" as ${idOfBox(writer, stateBox(state.path))}`);
    lines.push(...boxLines(writer, state).flatMap(wrapLine).map((line) => `  ${idOfBox(writer, stateBox(state.path))} : ${line}`));
    lines.push(`  [*] --> ${idOfBox(writer, stateBox(state.path))}`);
  } else if (state.type === 'parallel') {
    // Regions need a frame around them for Mermaid's `--` separators.
    lines.push(...stateLines(writer, state, '  '));
  } else {
    lines.push(...childLines(writer, state, '  '));
  }
  for (const path of drawing.outside) {
    lines.push(`  state "${safeText(outsideName(model, state, path))}" as ${outsideIds.get(pathKey(path))}`);
  }
  if (drawing.anywhere) {
    const own = state.children.length > 0 ? [...(state.path.length === 0 && state.description !== null ? [state.description] : []), ...state.invokes.map((name) => `invokes: ${name}`)] : [];
    const anywhereLines = [...own, ...(drawing.lines.get(ANYWHERE) ?? [])].flatMap(wrapLine);
    const frameId = writer.ids.get(pathKey(state.path)) ?? 'unknown';
    if (state.type === 'parallel' && !drawing.arrows.some((a) => a.from === ANYWHERE)) {
      // Beside a frame, an unconnected box widens the picture; Mermaid puts a frame's note under it.
      lines.push(`  note right of ${frameId}`, '    In any state:', ...anywhereLines.map((line) => `    ${line}`), '  end note');
    } else {
      lines.push(`  state "in any state" as ${ANYWHERE_ID}`, ...anywhereLines.map((line) => `  ${ANYWHERE_ID} : ${line}`));
    }
  }
  // Arrows go last, at the top level: Mermaid would otherwise create a second state when an
  // arrow inside one composite state names a state declared in another.
  const labelLength = (arrow: PageArrow): number => arrow.labels.join(' ').length;
  for (const arrow of inLayoutOrder(drawing.arrows, labelLength, layout.arrowOrder)) {
    lines.push(`  ${idOfBox(writer, arrow.from)} --> ${idOfBox(writer, arrow.to)} : ${arrow.labels.map(safeText).join('<br/>')}`);
  }
  if (drawing.outside.length > 0) {
    lines.push('  classDef outside fill:#f3f4f6,stroke:#9ca3af,stroke-dasharray:4 3,color:#4b5563');
    lines.push(`  class ${[...outsideIds.values()].join(',')} outside`);
  }
  return `${lines.join('\n')}\n`;
}

/** The Mermaid text of a machine's overview page. */
export function toMermaid(machine: AnyStateMachine): string {
  const model = chartModel(machine);
  const [overview] = chartPages(model);
  if (overview === undefined) throw new Error(`${machine.id} has no overview page.`);
  return pageToMermaid(model, overview);
}
