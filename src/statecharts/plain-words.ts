// Turns XState's internal event names, guards and delays into the words people read in the
// diagrams and the coverage report ("validate coupon done", "after 500 ms", "[is signed in]").
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

/** The guard shapes a transition definition can carry (string, `{ type }`, or a function). */
type GuardLike = unknown;

interface HigherOrderGuard {
  (...args: never[]): unknown;
  guards?: readonly GuardLike[];
  stateValue?: unknown;
}

/** The guard's name for a label: `'is signed in'`, `not is signed in`, `a and b`. Null when unguarded. */
export function guardName(guard: GuardLike): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as HigherOrderGuard;
    const inner = (fn.guards ?? []).map((g) => guardName(g) ?? 'check');
    // xstate's not / and / or / stateIn are functions named after themselves.
    if (fn.name === 'not' && inner.length === 1) return `not ${inner[0]}`;
    if (fn.name === 'and' && inner.length > 0) return inner.join(' and ');
    if (fn.name === 'or' && inner.length > 0) return inner.join(' or ');
    if (fn.name === 'stateIn') return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name !== '' && fn.name !== 'guard' ? fn.name : 'inline check';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'check';
}

/** `500 ms`, `1 s`, `90 s`; named delays are resolved through the machine's implementations. */
export function delayWords(delay: unknown, machine: AnyStateMachine): string {
  const resolved =
    typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : delay;
  if (typeof resolved === 'number') {
    return resolved >= 1000 && resolved % 1000 === 0 ? `${resolved / 1000} s` : `${resolved} ms`;
  }
  return typeof delay === 'string' ? delay : 'a delay';
}

/** The last segment of a state id (`checkout.page 1.paying` → `paying`), for done-state events. */
function stateName(machine: AnyStateMachine, stateId: string): string {
  try {
    return machine.getStateNodeById(stateId).key;
  } catch {
    return stateId;
  }
}

/** The event of a transition in plain words, without its guard. */
export function eventWords(transition: AnyTransitionDefinition, machine: AnyStateMachine): string {
  const type = transition.eventType as string;
  if (type === '') return 'always';
  if (type === '*') return 'any event';
  if (type.startsWith('xstate.after.')) {
    const delay = 'delay' in transition ? (transition as { delay: unknown }).delay : type.split('.')[2];
    return `after ${delayWords(delay, machine)}`;
  }
  const internal: ReadonlyArray<[string, (rest: string) => string]> = [
    ['xstate.done.actor.', (id) => `${id} done`],
    ['xstate.error.actor.', (id) => `${id} failed`],
    ['xstate.snapshot.', (id) => `${id} changed`],
    ['xstate.done.state.', (id) => `${stateName(machine, id)} finished`],
  ];
  for (const [prefix, words] of internal) {
    if (type.startsWith(prefix)) return words(type.slice(prefix.length));
  }
  if (type.endsWith('.*')) return `any ${type.slice(0, -2)} event`;
  // Events here are already words ('apply coupon'); SHOUTY_OR_snake names get spaces.
  return type.replace(/_/g, ' ');
}
