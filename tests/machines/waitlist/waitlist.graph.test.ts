// Model-based: walks generated with xstate/graph from the real waitlist machine (the seat count's
// and the join's answers, Retry and Join) run against the real machine with its calls and toast
// stubbed; at each step the screen and what the checkout is told follow the spec.
// rule: WAITLIST-1, STATE-ORG-4, STATE-WAITLIST-1, STATE-WAITLIST-2
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { JOINED_TOAST_TITLE } from '../../../machines/waitlist/rules.ts';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';
import { completionsOf, coveringWalks, done, failed, never, runWalks, simpleWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';

let toasts: { message: string; description: string }[] = [];
const logic = waitlistMachine.provide({
  actors: { 'load seat count': fromPromise(() => never()), 'join waitlist': fromPromise(() => never()) },
  actions: { 'show joined toast': (_, params) => void toasts.push({ message: params.message, description: params.description }) },
});
type WaitlistSnapshot = ReturnType<typeof waitlistMachine.getInitialSnapshot>;

const EVENTS: readonly AnyEventObject[] = [{ type: 'retry' }, { type: 'join the waitlist' }];
const ANSWERS = {
  'load seat count': [
    done('load seat count', { count: 10, allowed: 10, queuePosition: 0 }),
    done('load seat count', { count: 3, allowed: 25, queuePosition: 0 }),
    failed('load seat count'),
  ],
  'join waitlist': [done('join waitlist', { queuePosition: 4 }), failed('join waitlist')],
};

const model: GraphModel = {
  logic,
  input: { orgId: 102 },
  systemId: 'waitlist',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => JSON.stringify([s.value, (s as WaitlistSnapshot).context.nomaQueuePosition, (s as WaitlistSnapshot).context.message !== null]),
  beforeEachWalk: () => {
    toasts = [];
  },
};

function checkScreen({ snapshot, event, toParent }: Step): void {
  const s = snapshot as WaitlistSnapshot;
  const c = s.context;
  // STATE-ORG-4: the count has its own loading state.
  expect(c.nomaLoading).toBe(s.matches('loading the seat count'));
  // WAITLIST-1: the waitlist shows at or above the allowed count (equal counts included).
  if (s.matches('showing the waitlist')) {
    expect(c.nomaSubscriptionCount).toBeGreaterThanOrEqual(c.nomaAllowedCount);
    expect(toParent.find((e) => e.type === 'waitlist.member limit reached')).toMatchObject({ count: 10, allowed: 10 });
  }
  if (s.matches('seats available')) expect(toParent.at(-1)).toEqual({ type: 'waitlist.seats available', count: 3, allowed: 25 });
  // Once in the queue, Join does not ask again.
  if (event?.type === 'join the waitlist' && c.nomaQueuePosition > 0) expect(s.matches('joining the waitlist')).toBe(false);
  // STATE-WAITLIST-1, -2: the joined toast with the returned position.
  if (event?.type === 'xstate.done.actor.join waitlist') {
    expect(toasts.at(-1)).toEqual({ message: JOINED_TOAST_TITLE, description: 'Your position in queue: 4' });
    expect(c.nomaQueuePosition).toBe(4);
  }
  if (event?.type.startsWith('xstate.error.actor.') === true) expect(c.message).toEqual(expect.any(String));
}

describe('waitlist model (xstate/graph)', () => {
  it('WAITLIST-1, STATE-ORG-4, STATE-WAITLIST-1, STATE-WAITLIST-2: every walk, run against the real machine, does what the spec says', () => {
    // A small graph: every simple walk too (no state twice), besides one per state and per transition.
    const walks = [...coveringWalks(model), ...simpleWalks(model)];
    expect(walks.length).toBeGreaterThan(6);
    runWalks(model, walks, checkScreen);
  });
});

describe('waitlist sneak paths (xstate/graph, issue 29)', () => {
  it('STATE-WAITLIST-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
