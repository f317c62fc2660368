// A plain picture of one machine: its states (as a tree) and every transition, each named the
// way the diagrams and the coverage report show it. Built from xstate's own state nodes (their
// `transitions`, which is what xstate/graph's `toDirectedGraph` reads) so that both outputs agree
// with what the machine really does. It runs in the browser too (the live statechart view), where
// importing xstate/graph would pull xstate's core out of the page's first chunk.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventWords, guardName } from './plain-words.ts';
import { transitionKey } from './transition-key.ts';

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** Keys from the root; [] for the root. */
  path: readonly string[];
  /** What people read: the state's key (the machine's id for the root). */
  name: string;
  type: StateType;
  /** Key of the initial child of a compound state. */
  initial: string | null;
  children: readonly ChartState[];
  /** Names of the actors this state invokes while it is active. */
  invokes: readonly string[];
  description: string | null;
  /** `meta.unreachable` of the state or of an ancestor: why no test can reach it. */
  unreachable: string | null;
}

export interface ChartTransition {
  /** Stable within a machine: source path, event type and position among that event's transitions. */
  key: string;
  source: readonly string[];
  /** Empty when the transition has no target (it runs actions and stays). */
  targets: ReadonlyArray<readonly string[]>;
  eventType: string;
  /** Event and guard in plain words: `apply coupon [nothing was typed]`, `always [is signed in]`. */
  label: string;
  unreachable: string | null;
}

export interface ChartModel {
  id: string;
  root: ChartState;
  /** Transitions in state order (depth first), then in the order the machine defines them. */
  transitions: readonly ChartTransition[];
}

/** A state path as people read it: `price › asking for a price`. */
export function pathWords(path: readonly string[], machineId: string): string {
  return path.length === 0 ? `${machineId} (whole machine)` : path.join(' › ');
}

function unreachableReason(meta: unknown): string | null {
  if (typeof meta !== 'object' || meta === null || !('unreachable' in meta)) return null;
  const why = meta.unreachable;
  return typeof why === 'string' && why !== '' ? why : why === true ? 'marked unreachable' : null;
}

function invokeName(src: unknown, id: string): string {
  // A named actor from setup() is a string; inline logic has no name, so its id stands in.
  return typeof src === 'string' ? src : id;
}

function toChartState(node: AnyStateNode, machineId: string, inherited: string | null): ChartState {
  const unreachable = unreachableReason(node.meta) ?? inherited;
  const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
    toChartState(child, machineId, unreachable),
  );
  const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined;
  return {
    path: node.path,
    name: node.path.length === 0 ? machineId : node.key,
    type: node.type,
    initial: initialTarget ? initialTarget.key : null,
    children,
    invokes: node.invoke.map((def) => invokeName(def.src, def.id)),
    description: typeof node.description === 'string' ? node.description : null,
    unreachable,
  };
}

/** Every state node in depth-first order, the root first. */
export function allStates(root: ChartState): ChartState[] {
  return [root, ...root.children.flatMap(allStates)];
}

/** Each state node's own eventful transitions, in definition order (as `toDirectedGraph` lists them). */
function collectTransitions(node: AnyStateNode, into: Map<AnyStateNode, AnyTransitionDefinition[]>): void {
  const own: AnyTransitionDefinition[] = [];
  for (const list of (node.transitions as Map<string, AnyTransitionDefinition[]>).values()) {
    for (const transition of list) if (!own.includes(transition)) own.push(transition);
  }
  into.set(node, own);
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) collectTransitions(child, into);
}

function describe(
  transition: AnyTransitionDefinition,
  siblings: readonly AnyTransitionDefinition[],
  machine: AnyStateMachine,
): string {
  const guard = guardName(transition.guard);
  const index = siblings.indexOf(transition);
  // An unguarded choice after guarded ones is the "otherwise" branch; saying so reads better.
  const otherwise = guard === null && siblings.slice(0, index).some((t) => t.guard !== undefined);
  const condition = guard ?? (otherwise ? 'otherwise' : null);
  const words = eventWords(transition, machine);
  return condition === null ? words : `${words} [${condition}]`;
}

function stateByPath(root: ChartState): Map<string, ChartState> {
  return new Map(allStates(root).map((s) => [s.path.join('.'), s]));
}

export function chartModel(machine: AnyStateMachine): ChartModel {
  const root = toChartState(machine.root, machine.id, null);
  const states = stateByPath(root);
  const byNode = new Map<AnyStateNode, AnyTransitionDefinition[]>();
  collectTransitions(machine.root, byNode);

  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode): void => {
    const source: readonly string[] = node.path;
    const stateUnreachable = states.get(source.join('.'))?.unreachable ?? null;
    // toDirectedGraph leaves out eventless (`always`) transitions; they are real transitions too.
    const eventful = byNode.get(node) ?? [];
    const always: readonly AnyTransitionDefinition[] = node.always ?? [];
    for (const transition of [...eventful, ...always]) {
      const eventType = transition.eventType as string;
      const siblings: readonly AnyTransitionDefinition[] =
        eventType === '' ? always : (node.transitions.get(eventType) ?? []);
      transitions.push({
        key: transitionKey(source, eventType, siblings.indexOf(transition)),
        source,
        targets: (transition.target ?? []).map((target: AnyStateNode) => target.path),
        eventType,
        label: describe(transition, siblings, machine),
        unreachable: unreachableReason(transition.meta) ?? stateUnreachable,
      });
    }
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return { id: machine.id, root, transitions };
}
