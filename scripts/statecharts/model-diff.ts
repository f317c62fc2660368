// What changed between two sets of chart models (the machines at a git revision and now), in
// words a product owner can paste into a review: per machine, the states and transitions added,
// removed, or relabelled (same source, event and position; another label or target). Pure.
import { allStates, pathWords, type ChartModel } from '../../src/statecharts/chart-model.ts';

/** The part of a chart model a comparison reads; it survives JSON (see print-models.ts). */
export interface ModelOutline {
  name: string;
  states: string[][];
  transitions: Array<{ key: string; source: string[]; targets: string[][]; label: string }>;
}

export function outline(name: string, model: ChartModel): ModelOutline {
  return {
    name,
    states: allStates(model.root).slice(1).map((state) => [...state.path]),
    transitions: model.transitions.map(({ key, source, targets, label }) => ({
      key,
      source: [...source],
      targets: targets.map((target) => [...target]),
      label,
    })),
  };
}

type Transition = ModelOutline['transitions'][number];

const words = (path: readonly string[], machine: string): string => `\`${pathWords(path, machine)}\``;
const goesTo = (t: Transition, machine: string): string =>
  t.targets.length === 0 ? 'stays' : t.targets.map((target) => words(target, machine)).join(', ');
const transitionWords = (t: Transition, machine: string): string => `${words(t.source, machine)} → ${goesTo(t, machine)} on **${t.label}**`;

function machineChanges(before: ModelOutline | undefined, after: ModelOutline | undefined): string[] {
  const name = after?.name ?? before?.name ?? '';
  if (before === undefined) return [`### ${name} (new machine)`, '', `- ${after?.states.length ?? 0} states, ${after?.transitions.length ?? 0} transitions`, ''];
  if (after === undefined) return [`### ${name} (machine removed)`, ''];
  const keyOf = (path: readonly string[]): string => path.join('.');
  const had = new Set(before.states.map(keyOf));
  const has = new Set(after.states.map(keyOf));
  const oldTransitions = new Map(before.transitions.map((t) => [t.key, t]));
  const newTransitions = new Map(after.transitions.map((t) => [t.key, t]));
  const sections: Array<[string, string[]]> = [
    ['States added', after.states.filter((path) => !had.has(keyOf(path))).map((path) => words(path, name))],
    ['States removed', before.states.filter((path) => !has.has(keyOf(path))).map((path) => words(path, name))],
    ['Transitions added', after.transitions.filter((t) => !oldTransitions.has(t.key)).map((t) => transitionWords(t, name))],
    ['Transitions removed', before.transitions.filter((t) => !newTransitions.has(t.key)).map((t) => transitionWords(t, name))],
    [
      'Transitions relabelled',
      after.transitions.flatMap((t) => {
        const old = oldTransitions.get(t.key);
        if (old === undefined || (old.label === t.label && goesTo(old, name) === goesTo(t, name))) return [];
        return [`${words(t.source, name)}: ${transitionWords(old, name).split(' → ')[1]} becomes ${goesTo(t, name)} on **${t.label}**`];
      }),
    ],
  ];
  const filled = sections.filter(([, lines]) => lines.length > 0);
  if (filled.length === 0) return [];
  return [`### ${name}`, '', ...filled.flatMap(([title, lines]) => [`${title}:`, '', ...lines.map((line) => `- ${line}`), ''])];
}

/** The changes as Markdown, machines in the order of `after` (then those removed). */
export function describeChanges(before: readonly ModelOutline[], after: readonly ModelOutline[], since: string): string {
  const names = [...after.map((m) => m.name), ...before.map((m) => m.name).filter((n) => !after.some((m) => m.name === n))];
  const body = names.flatMap((name) =>
    machineChanges(
      before.find((m) => m.name === name),
      after.find((m) => m.name === name),
    ),
  );
  const title = `## Statechart changes since ${since}`;
  return [title, '', ...(body.length === 0 ? ['No state or transition changed.', ''] : body)].join('\n');
}
