// Compares what the tests recorded for one machine with everything the machine has: its state
// nodes and its transitions (toDirectedGraph's edges plus the eventless ones). Pure.
import type { AnyStateMachine } from 'xstate';
import { allStates, chartModel, pathWords, type ChartTransition } from '../../src/statecharts/chart-model.ts';

export interface Unreachable {
  label: string;
  why: string;
}

export interface Tally {
  reached: number;
  /** Everything except what is unreachable by design. */
  total: number;
  /** Labels of what no test reached, in the machine's order. */
  missed: string[];
  unreachable: Unreachable[];
}

export interface MachineCoverage {
  name: string;
  states: Tally;
  transitions: Tally;
}

export interface Seen {
  states: readonly string[];
  transitions: readonly string[];
}

/** `waiting for a coupon → checking the coupon : apply coupon [otherwise]`. */
export function transitionLabel(transition: ChartTransition, machineId: string): string {
  const from = pathWords(transition.source, machineId);
  const to =
    transition.targets.length === 0
      ? '(stays)'
      : transition.targets.map((target) => pathWords(target, machineId)).join(' + ');
  return `${from} → ${to} : ${transition.label}`;
}

function tally(items: ReadonlyArray<{ label: string; reached: boolean; unreachable: string | null }>): Tally {
  const counted = items.filter((item) => item.unreachable === null);
  return {
    reached: counted.filter((item) => item.reached).length,
    total: counted.length,
    missed: counted.filter((item) => !item.reached).map((item) => item.label),
    unreachable: items.flatMap((item) => (item.unreachable === null ? [] : [{ label: item.label, why: item.unreachable }])),
  };
}

export function matchCoverage(name: string, machine: AnyStateMachine, seen: Seen | undefined): MachineCoverage {
  const model = chartModel(machine);
  const statesSeen = new Set(seen?.states ?? []);
  const transitionsSeen = new Set(seen?.transitions ?? []);
  // The root is always "reached" and a history node is never a state one is in: neither counts.
  const states = allStates(model.root)
    .filter((state) => state.path.length > 0 && state.type !== 'history')
    .map((state) => ({
      label: pathWords(state.path, model.id),
      reached: statesSeen.has(state.path.join('.')),
      unreachable: state.unreachable,
    }));
  const transitions = model.transitions.map((transition) => ({
    label: transitionLabel(transition, model.id),
    reached: transitionsSeen.has(transition.key),
    unreachable: transition.unreachable,
  }));
  return { name, states: tally(states), transitions: tally(transitions) };
}
