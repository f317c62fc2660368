// Model-based: walks generated with xstate/graph from the real account actor (loading, failures, the
// network dialog's Retry, a saved card, a sign-out and the next member), run against the real machine
// with its calls stubbed, for the checkout (every method) and the widget (`?subscription=`).
// rule: STATE-SUBS-1, ERR-CHECKOUT-7, RETRY-1, SAVECARD-7, API-21
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { accountMachine, type AccountInput } from '../../../machines/account/account.machine.ts';
import type { AccountToParentEvent } from '../../../machines/account/events.ts';
import { SUBSCRIPTION_LOAD_ERROR } from '../../../machines/account/rules.ts';
import { paymentMethodsFor, subscriptionsFor } from '../checkout/fixtures.ts';
import { completionsOf, coveringWalks, done, failed, never, runWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';

let networkOpened = 0;
const logic = accountMachine.provide({
  actors: {
    'load subscriptions': fromPromise(() => never()),
    'load payment methods': fromPromise(() => never()),
    'load subscription payment method': fromPromise(() => never()),
  },
  actions: { 'open network dialog': () => void (networkOpened += 1) },
});
type AccountSnapshot = ReturnType<typeof accountMachine.getInitialSnapshot>;

const SUBSCRIPTIONS = subscriptionsFor('member@example.com');
const METHODS = paymentMethodsFor('member@example.com');
const EVENTS: readonly AnyEventObject[] = [
  { type: 'load the account' },
  { type: 'forget the account' },
  { type: 'card saved' },
  { type: 'network.subscriptions reloaded', subscriptions: SUBSCRIPTIONS },
];
const ANSWERS = {
  'load subscriptions': [done('load subscriptions', SUBSCRIPTIONS), failed('load subscriptions')],
  'load payment methods': [done('load payment methods', METHODS), failed('load payment methods')],
  'load subscription payment method': [done('load subscription payment method', METHODS[0]), done('load subscription payment method', null)],
  'reload payment methods': [done('reload payment methods', METHODS), failed('reload payment methods')],
};

const modelFor = (input: AccountInput): GraphModel => ({
  logic,
  input,
  systemId: 'account',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  beforeEachWalk: () => {
    networkOpened = 0;
  },
});

const lastUpdate = (toParent: readonly AnyEventObject[]) =>
  (toParent.filter((event) => event.type === 'account.updated') as Extract<AccountToParentEvent, { type: 'account.updated' }>[]).at(-1)?.account;

function checkAccount({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as AccountSnapshot;
  const type = event?.type ?? '';
  const told = lastUpdate(toParent);
  // The page always holds what the account holds.
  if (told !== undefined) {
    expect(told.subscriptions).toEqual(s.context.subscriptions);
    expect(told.paymentMethods).toEqual(s.context.paymentMethods);
    expect(told.loaded).toBe(s.matches({ 'member account': 'account data loaded' }));
  }
  // STATE-SUBS-1: starting to load clears the subscriptions.
  if ((type === 'load the account' || type === '') && s.matches({ 'member account': { 'loading account data': { subscriptions: 'loading subscriptions' } } })) {
    expect(s.context.subscriptionsStatus).toBe('loading');
    expect(s.context.subscriptions).toEqual([]);
  }
  // ERR-CHECKOUT-7: a failed read stores the message and opens the network dialog.
  if (type === 'xstate.error.actor.load subscriptions') {
    expect(s.context.subscriptionsError).toBe(SUBSCRIPTION_LOAD_ERROR);
    expect(networkOpened).toBeGreaterThan(0);
  }
  // RETRY-1: the Retry's list is stored.
  // RETRY-1: the Retry's list is stored where the dialog offers it: the subscriptions unavailable.
  const unavailable = { 'member account': { 'loading account data': { subscriptions: 'subscriptions unavailable' } } } as const;
  if (type === 'network.subscriptions reloaded' && (previous as AccountSnapshot | undefined)?.matches(unavailable) === true) {
    expect(s.context.subscriptions).toEqual(SUBSCRIPTIONS);
  }
  // SAVECARD-7: a fresh list of methods is announced to the page (page 1 reprices).
  if (type === 'xstate.done.actor.reload payment methods') expect(toParent.at(-2)).toEqual({ type: 'account.payment methods stored' });
  if (type === 'forget the account') expect(told?.subscriptionsStatus).toBe('idle');
}

describe('account model (xstate/graph)', () => {
  it('STATE-SUBS-1, ERR-CHECKOUT-7, RETRY-1, SAVECARD-7: every walk of the checkout’s account, run against the real machine, does what the spec says', () => {
    const walks = coveringWalks(modelFor({ subscriptionId: null, loadAtOnce: false }));
    expect(walks.length).toBeGreaterThan(8);
    runWalks(modelFor({ subscriptionId: null, loadAtOnce: false }), walks, checkAccount);
  });

  it('API-21: every walk of the widget’s account with a subscription given reads that subscription’s method', () => {
    const model = modelFor({ subscriptionId: 'sub_member_pro', loadAtOnce: true });
    const walks = coveringWalks(model);
    runWalks(model, walks, (step) => {
      checkAccount(step);
      const s = step.snapshot as AccountSnapshot;
      expect(s.matches({ 'member account': { 'loading account data': { 'payment methods': 'loading payment methods' } } })).toBe(false);
      if (step.event?.type === 'xstate.done.actor.load subscription payment method') expect(s.context.paymentMethods.length).toBeLessThanOrEqual(1);
    });
  });
});

describe('account sneak paths (xstate/graph, issue 29)', () => {
  it.each([
    ['the checkout', { subscriptionId: null, loadAtOnce: false }],
    ['the widget', { subscriptionId: 'sub_member_pro', loadAtOnce: true }],
  ] as const)('STATE-SUBS-1: for %s, in every state the model reaches, every event the state does not take leaves the state and its context as they were', (_page, input) => {
    const report = checkSneakPaths(modelFor(input));
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
