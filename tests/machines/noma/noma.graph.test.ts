// Model-based: walks generated with xstate/graph from the real NOMA dialog machine (typing, Verify,
// Close, Open and the check's answers) run against the real machine with its call, its storage and
// its toast stubbed; at each step the message and what the checkout is told follow the spec.
// rule: NOMA-FLOW-1, NOMA-FLOW-2, NOMA-FLOW-3, ERR-NOMA-1, ERR-NOMA-2, ERR-NOMA-3
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { nomaMachine } from '../../../machines/noma/noma.machine.ts';
import { NOMA_MESSAGES } from '../../../machines/noma/rules.ts';
import { outputOf, completionsOf, coveringWalks, done, failed, never, runWalks, simpleWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';

let stored: string[] = [];
let toasts: string[] = [];
const logic = nomaMachine.provide({
  actors: { 'verify association email': fromPromise(() => never()) },
  actions: {
    'store noma email': (_, params) => void stored.push(params.email),
    'show validated toast': (_, params) => void toasts.push(params.message),
  },
});
type NomaSnapshot = ReturnType<typeof nomaMachine.getInitialSnapshot>;

const EVENTS: readonly AnyEventObject[] = [
  { type: 'type email', value: 'ada@noma.org' },
  { type: 'type email', value: 'not an email' },
  { type: 'verify' },
  { type: 'close' },
];
const ANSWERS = {
  'verify association email': [done('verify association email', { noma: true }), done('verify association email', { noma: false }), failed('verify association email')],
};

const model: GraphModel = {
  logic,
  input: { memberEmail: null },
  systemId: 'noma',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => JSON.stringify([s.value, (s as NomaSnapshot).context.email, (s as NomaSnapshot).context.message]),
  beforeEachWalk: () => {
    stored = [];
    toasts = [];
  },
};

function checkDialog({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as NomaSnapshot;
  const type = event?.type ?? '';
  // NOMA-FLOW-1: only something shaped like an email is sent to the check.
  if (s.matches('verifying the email')) expect(s.context.email).toBe('ada@noma.org');
  if (type === 'verify' && s.context.email === 'not an email') expect(s.value).toEqual(previous?.value);
  if (type === 'xstate.done.actor.verify association email') {
    const noma = outputOf<{ noma: boolean }>(event).noma;
    if (noma) {
      expect(stored).toEqual(['ada@noma.org']); // NOMA-FLOW-2
      expect(toasts).toEqual([NOMA_MESSAGES.validated]); // ERR-NOMA-3
      expect(toParent.at(-1)).toMatchObject({ type: 'noma.verified', email: 'ada@noma.org' }); // NOMA-FLOW-3
    } else {
      expect(s.context.message).toBe(NOMA_MESSAGES.notNoma); // ERR-NOMA-2
      expect(stored).toEqual([]);
    }
  }
  if (type === 'xstate.error.actor.verify association email') expect(s.context.message).toBe(NOMA_MESSAGES.callFailed); // ERR-NOMA-1
  if (s.matches('closed') && previous !== undefined && !(previous as NomaSnapshot).matches('closed')) {
    expect(toParent.at(-1)).toEqual({ type: 'noma.dialog closed', email: s.context.email });
  }
}

describe('NOMA dialog model (xstate/graph)', () => {
  it('NOMA-FLOW-1..3, ERR-NOMA-1..3: every walk, run against the real machine, does what the spec says', () => {
    // A small graph: every simple walk too (no state twice), besides one per state and per transition.
    const walks = [...coveringWalks(model), ...simpleWalks(model)];
    expect(walks.length).toBeGreaterThan(7);
    runWalks(model, walks, checkDialog);
  });
});

describe('noma sneak paths (xstate/graph, issue 29)', () => {
  it('NOMA-FLOW-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
