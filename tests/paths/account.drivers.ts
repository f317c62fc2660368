// The account actor's drivers (issue 29): the browser model of machines/account (the real machine,
// its calls stubbed) as the checkout runs it for a visitor who signs in through the arrival's
// window, for a member whose session is restored before the product answers (account-restored),
// and as the billing widget runs it with `?subscription=` (account-widget): the member's
// subscriptions and payment methods read, each answered or failing (a fault), the network dialog's
// Retry that reads the subscriptions again (RETRY-1), and the list read again after a saved card.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { accountMachine } from '../../machines/account/account.machine.ts';
import { NETWORK_DIALOG_TITLE } from '../../machines/network/rules.ts';
import { BILLING_TEXTS } from '../../machines/billing/selectors.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { CALIFORNIA, fillAddress, fillCard, openPlan, signInInPopup } from '../e2e/checkout-steps.ts';
import { PAYMENT_METHOD_TEXTS } from '../../src/views/shared/texts.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';

const PRODUCTS = '/v1/are/checkout/products';
/** ROLE-9 (docs/decisions/0060): needs a second tab that buys the plan; a path walks one tab. */
const OTHER_TAB = 'asked when another tab buys the plan or a payment finds it held: walked by tests/e2e/one-purchase-per-plan.spec.ts, two tabs of one member';

/** The real machine with its calls stubbed (one per start). */
const stubbed = () =>
  accountMachine.provide({
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

const events = (snapshot: unknown) => {
  const s = snapshot as AccountSnapshot;
  if (s.matches('waiting for a member')) return s.context.subscriptionsStatus === 'idle' ? [{ type: 'load the account' }] : [];
  if (s.matches(LOADING)) {
    // The payment methods answer after the subscriptions (a delay arranged at sign-in), so the order is fixed.
    if (s.matches({ 'member account': { 'loading account data': { subscriptions: 'loading subscriptions' } } })) {
      return [done('load subscriptions', []), failed('load subscriptions')];
    }
    if (s.matches({ 'member account': { 'loading account data': { 'payment methods': 'loading subscription payment method' } } })) {
    return [done('load subscription payment method', null), failed('load subscription payment method')];
  }
  if (s.matches({ 'member account': { 'loading account data': { 'payment methods': 'loading payment methods' } } })) {
      return [done('load payment methods', []), failed('load payment methods')];
    }
    if (s.matches({ 'member account': { 'loading account data': { subscriptions: 'subscriptions unavailable' } } })) {
      return [{ type: 'network.subscriptions reloaded', subscriptions: [] }];
    }
  }
  return [];
};

const model: GraphModel = { logic: stubbed(), input: { subscriptionId: null, loadAtOnce: false }, systemId: 'account', events };
/** A member whose session the page restores before the product answers: the account starts loaded (PAGE0-5). */
const restoredModel: GraphModel = { logic: stubbed(), input: { subscriptionId: null, loadAtOnce: true }, systemId: 'account', events };
/** The billing widget's `?subscription=` (API-21): only that subscription's method is read. */
const SUBSCRIPTION = 'sub_paths_widget';
/** In the widget a card is saved on the page the account was read for; the account reads the list again (SAVECARD-7). */
const widgetEvents = (snapshot: unknown) => {
  const s = snapshot as AccountSnapshot;
  if (s.matches({ 'member account': 'account data loaded' })) return s.context.paymentMethodsStatus === 'succeeded' ? [{ type: 'card saved' }] : [];
  if (s.matches({ 'member account': 'reloading payment methods' })) return [done('reload payment methods', []), failed('reload payment methods')];
  return events(snapshot);
};
const widgetModel: GraphModel = {
  logic: stubbed(),
  input: { subscriptionId: SUBSCRIPTION, loadAtOnce: false },
  systemId: 'account',
  events: widgetEvents,
  // A card is saved only where the method was read: the states apart by it.
  serialize: (snapshot) => JSON.stringify([snapshot.value, (snapshot as AccountSnapshot).context.paymentMethodsStatus]),
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
    'read the subscriptions again': OTHER_TAB,
    'xstate.done.actor.read the subscriptions again': OTHER_TAB,
    'xstate.error.actor.read the subscriptions again': OTHER_TAB,
    'forget the account': "sent as LOG OUT signs the session out, just before the page goes to the issuer: the session paths' LOG OUT walks it",
    'card saved': 'walked from the account-widget start, which saves a card in the widget (and by the payment paths on page 1)',
    'xstate.done.actor.load subscription payment method': "the billing widget's `?subscription=` (API-21): walked from the account-widget start",
    'xstate.error.actor.load subscription payment method': "the billing widget's `?subscription=` (API-21): walked from the account-widget start",
    'xstate.done.actor.reload payment methods': 'follows a saved card: walked from the account-widget start',
    'xstate.error.actor.reload payment methods': 'follows a saved card: walked from the account-widget start',
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

const onPath = (path: string) => (url: URL) => url.pathname.endsWith(path);

/**
 * Signs the member in on a page of its own, so the walk's page restores the session. That page's
 * own account reads never reach the sandbox, so the faults a walk arranged are left for its page.
 */
async function signInBeforehand(walk: Walk): Promise<void> {
  const before = await walk.context.newPage();
  await before.route((url) => onPath(SUBSCRIPTIONS)(url) || onPath(METHODS)(url), (route) => route.abort());
  await signInInPopup(await openPlan(before, PRICE), MEMBER);
  await expect(before.getByRole('button', { name: 'LOG OUT' })).toBeVisible({ timeout: 20_000 });
  await before.close();
}

/**
 * A second visit with the session restored while the product is slow (held): the member is known
 * before the checkout opens, so the account starts loaded at once (PAGE0-5).
 */
export const accountRestoredDrivers: MachineDrivers = {
  ...accountDrivers,
  name: 'account-restored',
  model: restoredModel,
  async open(walk: Walk) {
    await signInBeforehand(walk);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await walk.page.route(onPath(PRODUCTS), async (route) => {
      await released;
      await route.fallback();
    });
    const profile = walk.page.waitForResponse((response) => onPath('/v1/are/member/profile')(new URL(response.url())), { timeout: 30_000 });
    await walk.page.goto(`/${PRICE}`);
    await profile;
    // The profile's answer reaches the checkout a moment after it arrives.
    await walk.page.waitForTimeout(500);
    await walk.sandbox.fault({ method: 'GET', path: METHODS, delayMs: 1500 });
    release();
  },
};

const SUBSCRIPTION_METHOD = `/v1/are/member/payment_methods/${SUBSCRIPTION}`;
const reEnter = (page: Page) => page.getByRole('button', { name: BILLING_TEXTS.reEnterCredentials });

/**
 * The billing widget opened with `?subscription=` (API-21) by a visitor who signs in there: the
 * account reads that subscription's payment method (a subscription the member does not hold has
 * none: the answer is empty) instead of the saved list.
 */
export const accountWidgetDrivers: MachineDrivers = {
  ...accountDrivers,
  name: 'account-widget',
  model: widgetModel,
  async open(walk: Walk) {
    await walk.page.goto(`/updateBilling?subscription=${SUBSCRIPTION}`);
  },
  events: {
    ...accountDrivers.events,
    'load the account': {
      async perform(walk) {
        // The method answers a moment after the subscriptions: one order, as the model walks it.
        await walk.sandbox.fault({ method: 'GET', path: SUBSCRIPTION_METHOD, delayMs: 1500 });
        const popup = walk.page.waitForEvent('popup');
        await reEnter(walk.page).click();
        await signInInPopup(await popup, MEMBER);
      },
    },
    'card saved': {
      // The Mastercard the provider accepts, saved in the widget's form and made the default.
      async perform({ page }) {
        await page.getByRole('button', { name: /^(Update|Add) Payment Method$/ }).click();
        await fillCard(page, '5555 5555 5555 4444');
        await fillAddress(page, CALIFORNIA);
        await page.getByRole('button', { name: PAYMENT_METHOD_TEXTS.saveCard }).click();
      },
    },
    'xstate.done.actor.reload payment methods': { byItself: () => true },
    'xstate.error.actor.reload payment methods': {
      // 400: a read answered 5xx is retried by the API client before it fails.
      arrange: ({ sandbox }) => sandbox.fault({ method: 'GET', path: METHODS, status: 400 }),
    },
    'xstate.done.actor.load subscription payment method': { byItself: () => true },
    'xstate.error.actor.load subscription payment method': {
      // Armed before the sign-in's delay, so it answers first: late too, after the subscriptions.
      arrange: ({ sandbox }) => sandbox.fault({ method: 'GET', path: SUBSCRIPTION_METHOD, status: 400, delayMs: 1500 }),
    },
  },
  notFromABrowser: {
    'forget the account': accountDrivers.notFromABrowser['forget the account'] as string,
    'read the subscriptions again': OTHER_TAB,
    'xstate.done.actor.read the subscriptions again': OTHER_TAB,
    'xstate.error.actor.read the subscriptions again': OTHER_TAB,
  },
};
