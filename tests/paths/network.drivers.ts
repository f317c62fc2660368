// The 'Network service issue' dialog's drivers (issue 29): the browser model of machines/network
// (the real machine, its retry call stubbed) with the issues a visitor of the checkout meets: the
// member's subscriptions that cannot be read at sign-in (a fault), a product that cannot be loaded
// (a fault, then a reload), a member call refused for want of a session (a 401); then Retry,
// Refresh and Go Back, and the dialog closing one second after a Retry that worked (page.clock).
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { networkMachine } from '../../machines/network/network.machine.ts';
import { NETWORK_DIALOG_TITLE } from '../../machines/network/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { openPlan, signInInPopup } from '../e2e/checkout-steps.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';

const logic = networkMachine.provide({
  actors: { 'reload subscriptions': fromPromise(() => never()) },
  actions: { 'reload page': () => {}, 'go to pricing page': () => {} },
});
type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

const PRICE = 'price_are5_expert_monthly';
const MEMBER = 'member@example.com';
const AFTER_THE_RETRY = 'xstate.after.close delay.network.open.retry succeeded';

const model: GraphModel = {
  logic,
  events: (snapshot) => {
    const s = snapshot as NetworkSnapshot;
    const c = s.context;
    if (s.matches('closed')) {
      return c.reason === null ? (['subscription', 'other'] as const).map((reason) => ({ type: 'open', reason })) : [];
    }
    if (s.matches({ open: 'showing the issue' })) {
      // Retry of any other issue reloads the page (RETRY-3).
      return c.reason === 'subscription' ? [{ type: 'retry' }, { type: 'go back' }] : [{ type: 'retry', reloads: true }, { type: 'go back' }];
    }
    if (s.matches({ open: 'retrying' })) return [done('reload subscriptions', []), failed('reload subscriptions')];
    if (s.matches({ open: 'retry succeeded' })) return [{ type: AFTER_THE_RETRY }];
    return [];
  },
  serialize: (snapshot) => {
    const s = snapshot as NetworkSnapshot;
    return JSON.stringify([s.value, s.context.reason, s.context.retryFailed]);
  },
};

const dialog = (page: Page) => page.getByRole('alertdialog', { name: NETWORK_DIALOG_TITLE });
const button = (name: string) => (page: Page) => dialog(page).getByRole('button', { name, exact: true });
const SUBSCRIPTIONS = '/v1/are/member/active_subscriptions';

function arrivalWindow(walk: Walk): Page {
  const popup = walk.world.popup as Page | undefined;
  if (popup === undefined) throw new Error('the arrival sign-in window did not open');
  return popup;
}

export const networkDrivers: MachineDrivers = {
  machine: 'network',
  model,
  async open(walk) {
    walk.world.popup = await openPlan(walk.page, PRICE);
  },
  events: {
    open: {
      async perform(walk, event) {
        const reason = (event as { reason?: string }).reason;
        if (reason === 'other') {
          // The product cannot be loaded: the next page load fails (ERR-NETWORK-4), and so does the
          // one its Retry reloads (RETRY-3), so the dialog shows again there.
          await arrivalWindow(walk).close();
          await walk.sandbox.fault({ method: 'POST', path: '/v1/are/checkout/products', status: 500, times: 2 });
          await walk.page.reload();
          return;
        }
        // 400: a read answered 5xx is retried by the API client before it fails.
        await walk.sandbox.fault({ method: 'GET', path: SUBSCRIPTIONS, status: 400 });
        await signInInPopup(arrivalWindow(walk), MEMBER);
      },
    },
    retry: {
      perform: ({ page }) => button('Retry')(page).click(),
      ends: (event: AnyEventObject) => (event as { reloads?: boolean }).reloads === true,
      control: button('Retry'),
    },
    refresh: { control: button('Refresh') },
    'go back': { perform: ({ page }) => button('Go Back')(page).click(), control: button('Go Back') },
    'xstate.done.actor.reload subscriptions': { byItself: () => true },
    'xstate.error.actor.reload subscriptions': {
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'GET', path: SUBSCRIPTIONS, status: 400 });
      },
    },
    // page.clock is installed and lets time flow: the dialog closes a second after the Retry.
    [AFTER_THE_RETRY]: { byItself: () => true },
  },
  notFromABrowser: {},
  leftOut: {
    'open → open › showing the issue : open':
      'a second issue while the dialog is open needs two failing calls at once; a 401 on the member subscriptions at sign-in opened only one dialog in these walks',
    'open › showing the issue → (stays) : refresh':
      'Refresh shows only in the invalidToken case, and a 401 on the member calls at sign-in did not open that case in these walks (ERR-NETWORK-3 is walked by the e2e specs)',
  },
  endsTheWalk: ['refresh', 'go back'],
  screens: {
    closed: [{ says: 'no network dialog', check: (page) => expect(dialog(page)).toHaveCount(0) }],
    'open.showing the issue': [
      { says: `the '${NETWORK_DIALOG_TITLE}' dialog with Go Back`, check: (page) => expect(button('Go Back')(page)).toBeEnabled() },
    ],
  },
};
