// Model-based: walks generated with xstate/graph from the real 'Network service issue' dialog
// (opened for each issue, Retry, Refresh, Go Back, the reload's answers and the one-second close)
// run against the real machine with its call and page actions stubbed.
// rule: RETRY-1, RETRY-2, RETRY-3, DIALOG-NETWORK-2
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { networkMachine } from '../../../machines/network/network.machine.ts';
import { completionsOf, coveringWalks, done, failed, never, runWalks, simpleWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';

let effects: string[] = [];
const logic = networkMachine.provide({
  actors: { 'reload subscriptions': fromPromise(() => never()) },
  actions: { 'reload page': () => void effects.push('reload page'), 'go to pricing page': () => void effects.push('go to pricing page') },
});
type NetworkSnapshot = ReturnType<typeof networkMachine.getInitialSnapshot>;

/** The 'after 1 s' of 'retry succeeded', as xstate names it. */
const closeDelayOver = (): AnyEventObject => {
  const node = networkMachine.getStateNodeById('network.open.retry succeeded');
  const type = node.after[0]?.eventType;
  if (type === undefined) throw new Error('retry succeeded has no delayed transition');
  return { type };
};

const EVENTS: readonly AnyEventObject[] = [
  { type: 'open', reason: 'subscription' },
  { type: 'open', reason: 'invalidToken' },
  { type: 'retry' },
  { type: 'refresh' },
  { type: 'go back' },
  closeDelayOver(),
];
const ANSWERS = { 'reload subscriptions': [done('reload subscriptions', []), failed('reload subscriptions')] };

const model: GraphModel = {
  logic,
  systemId: 'network',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => JSON.stringify([s.value, (s as NetworkSnapshot).context.reason]),
  beforeEachWalk: () => {
    effects = [];
  },
};

function checkDialog({ snapshot, event, previous }: Step): void {
  const s = snapshot as NetworkSnapshot;
  const type = event?.type ?? '';
  const from = previous as NetworkSnapshot | undefined;
  if (type === 'retry' && from?.matches({ open: 'showing the issue' }) === true) {
    if (s.context.reason === 'subscription') expect(s.matches({ open: 'retrying' })).toBe(true); // RETRY-1
    else expect(effects.at(-1)).toBe('reload page'); // RETRY-3
  }
  if (type === 'refresh' && from?.matches({ open: 'showing the issue' }) === true) expect(effects.at(-1)).toBe('reload page');
  // RETRY-2: after a successful retry the dialog stays until the one-second delay, then closes.
  if (type === 'xstate.done.actor.reload subscriptions') expect(s.matches({ open: 'retry succeeded' })).toBe(true);
  if (from?.matches({ open: 'retry succeeded' }) === true && type.startsWith('xstate.after.')) expect(s.matches('closed')).toBe(true);
  if (type === 'xstate.error.actor.reload subscriptions') expect(s.context.retryFailed).toBe(true);
  // DIALOG-NETWORK-2: Go Back leaves for the public pricing page.
  if (s.matches({ open: 'leaving for the pricing page' })) expect(effects).toContain('go to pricing page');
}

describe('network dialog model (xstate/graph)', () => {
  it('RETRY-1, RETRY-2, RETRY-3, DIALOG-NETWORK-2: every walk, run against the real machine, does what the spec says', () => {
    // A small graph: every simple walk too (no state twice), besides one per state and per transition.
    const walks = [...coveringWalks(model), ...simpleWalks(model)];
    expect(walks.length).toBeGreaterThan(9);
    runWalks(model, walks, checkDialog);
  });
});

describe('network sneak paths (xstate/graph, issue 29)', () => {
  it('RETRY-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
