// The account actor's drivers (issue 29): the browser model of machines/account as the checkout
// runs it for a visitor who signs in through the arrival's window (the real machine, its calls
// stubbed): the member's subscriptions and saved payment methods read at sign-in, each answered or
// failing (a fault), and the network dialog's Retry that reads the subscriptions again (RETRY-1).
import { expect, type Page } from '@playwright/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { accountMachine } from '../../machines/account/account.machine.ts';
import { NETWORK_DIALOG_TITLE } from '../../machines/network/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { openPlan, signInInPopup } from '../e2e/checkout-steps.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';

const logic = accountMachine.provide({
  actors: {
    'load subscriptions': fromPromise(() => never()),
    'load payment methods': fromPromise(() => never()),
    'load subscription payment method': fromPromise(() => never()),
  },
  actions: { 'open network dialog': () => {} },
});
type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

const PRICE = 'price_are5_expert_monthly';
const MEMBER = 'member@example.com';
const SUBSCRIPTIONS = '/v1/are/member/active_subscriptions';
const METHODS = '/v1/are/member/payment_methods';

const LOADING = { 'member account': 'loading account data' } as const;

const model: GraphModel = {
  logic,
  input: { subscriptionId: null, loadAtOnce: false },
  systemId: 'account',
  events: (snapshot) => {
    const s = snapshot as AccountSnapshot;
    if (s.matches('waiting for a member')) return s.context.subscriptionsStatus === 'idle' ? [{ type: 'load the account' }] : [];
    if (s.matches(LOADING)) {
      // The payment methods answer after the subscriptions (a delay arranged at sign-in), so the order is fixed.
      if (s.matches({ 'member account': { 'loading account data': { subscriptions: 'loading subscriptions' } } })) {
        return [done('load subscriptions', []), failed('load subscriptions')];
      }
      if (s.matches({ 'member account': { 'loading account data': { 'payment methods': 'loading payment methods' } } })) {
        return [done('load payment methods', []), failed('load payment methods')];
      }
      if (s.matches({ 'member account': { 'loading account data': { subscriptions: 'subscriptions unavailable' } } })) {
        return [{ type: 'network.subscriptions reloaded', subscriptions: [] }];
      }
    }
    return [];
  },
};

const retry = (page: Page) => page.getByRole('alertdialog', { name: NETWORK_DIALOG_TITLE }).getByRole('button', { name: 'Retry', exact: true });

export const accountDrivers: MachineDrivers = {
  machine: 'account',
  model,
  async open(walk: Walk) {
    walk.world.popup = await openPlan(walk.page, PRICE);
  },
  events: {
    'load the account': {
      async perform(walk) {
        const popup = walk.world.popup as Page;
        // The saved methods answer a moment after the subscriptions: one order, as the model walks it.
        await walk.sandbox.fault({ method: 'GET', path: METHODS, delayMs: 1500 });
        await signInInPopup(popup, MEMBER);
      },
    },
    'xstate.done.actor.load subscriptions': { byItself: () => true },
    'xstate.error.actor.load subscriptions': {
      // 400: a read answered 5xx is retried by the API client before it fails.
      arrange: ({ sandbox }) => sandbox.fault({ method: 'GET', path: SUBSCRIPTIONS, status: 400 }),
    },
    'xstate.done.actor.load payment methods': { byItself: () => true },
    'xstate.error.actor.load payment methods': {
      // Armed before the sign-in's delay, so it answers first: late too, after the subscriptions.
      arrange: ({ sandbox }) => sandbox.fault({ method: 'GET', path: METHODS, status: 400, delayMs: 1500 }),
    },
    // Both lists answered: the machine moves on by itself.
    'xstate.done.state.account.member account.loading account data': { byItself: () => true },
    'network.subscriptions reloaded': {
      perform: ({ page }) => retry(page).click(),
      control: retry,
    },
  },
  notFromABrowser: {
    'forget the account': 'sent when the session signs out, which happens only as LOG OUT sends the page to the issuer: the page leaves with it',
    'card saved': 'walked by the payment paths, which save a card on page 1',
    'xstate.done.actor.load subscription payment method': "the billing widget's `?subscription=` (API-21): walked by the billing paths",
    'xstate.error.actor.load subscription payment method': "the billing widget's `?subscription=` (API-21): walked by the billing paths",
    'xstate.done.actor.reload payment methods': 'follows a saved card: walked by the payment paths',
    'xstate.error.actor.reload payment methods': 'follows a saved card: walked by the payment paths',
  },
  leftOut: {
    'starting → member account : always [a member was signed in at the start]':
      'the checkout starts the account before the session check answers, so it always waits for a member; the billing widget with a member starts it loaded (billing paths)',
    'member account → member account : load the account': 'a second member signing in on the same page needs LOG OUT, which sends the page to the issuer and back',
    'member account → waiting for a member : forget the account': 'the session signs out only as LOG OUT sends the page to the issuer: the page leaves with it',
    'member account → (stays) : network.subscriptions reloaded':
      'the network dialog offers Retry of the subscriptions only while they are unavailable, where the inner transition takes the event',
    'member account › loading account data › payment methods › choosing what to load → member account › loading account data › payment methods › loading subscription payment method : always [a subscription is given]':
      "the billing widget's `?subscription=` (API-21): walked by the billing paths",
    'member account › loading account data › payment methods › loading subscription payment method → member account › loading account data › payment methods › payment methods loaded : load subscription payment method done':
      "the billing widget's `?subscription=` (API-21): walked by the billing paths",
    'member account › loading account data › payment methods › loading subscription payment method → member account › loading account data › payment methods › payment methods loaded : load subscription payment method failed':
      "the billing widget's `?subscription=` (API-21): walked by the billing paths",
    'member account › account data loaded → member account › reloading payment methods : card saved': 'follows a card saved on page 1 or in the widget: walked by the payment and billing paths',
    'member account › reloading payment methods → member account › account data loaded : reload payment methods done': 'follows a saved card: walked by the payment and billing paths',
    'member account › reloading payment methods → member account › account data loaded : reload payment methods failed': 'follows a saved card: walked by the payment and billing paths',
  },
  screens: {
    'member account.account data loaded': [
      { says: 'no network dialog', check: (page) => expect(page.getByRole('alertdialog', { name: NETWORK_DIALOG_TITLE })).toHaveCount(0) },
    ],
    'member account.loading account data.subscriptions.subscriptions unavailable': [
      { says: "the 'Network service issue' dialog offers Retry", check: (page) => expect(retry(page)).toBeEnabled() },
    ],
  },
};
