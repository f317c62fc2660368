// The 'Network service issue' dialog's drivers (issue 29): the browser model of machines/network
// (the real machine, its retry call stubbed) with the issues a visitor of the checkout meets: the
// member's subscriptions that cannot be read at sign-in (a fault), the sign-up dialog's code that
// cannot be fetched (page.route), both at once, a Retry whose member call finds the access token
// expired and its renewal refused (page.clock, a fault); then Retry, Refresh and Go Back, and the
// dialog closing one second after a Retry that worked (page.clock).
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

/** Sign-in with the arrival window still open, while the 'other' issue shows: a second issue on top. */
const SECOND_ISSUE = { type: 'open', reason: 'subscription', onTop: true };
/** The Retry's member call finds the session gone (the access token expired, its renewal refused). */
const SESSION_GONE = { type: 'open', reason: 'invalidToken' };

const model: GraphModel = {
  logic,
  events: (snapshot) => {
    const s = snapshot as NetworkSnapshot;
    const c = s.context;
    if (s.matches('closed')) {
      return c.reason === null ? (['subscription', 'other'] as const).map((reason) => ({ type: 'open', reason })) : [];
    }
    if (s.matches({ open: 'showing the issue' })) {
      if (c.reason === 'invalidToken') return [{ type: 'refresh' }, { type: 'go back' }];
      if (c.reason === 'subscription') return [{ type: 'retry' }, { type: 'go back' }];
      // Retry of any other issue reloads the page (RETRY-3).
      return [{ type: 'retry', reloads: true }, { type: 'go back' }, SECOND_ISSUE];
    }
    if (s.matches({ open: 'retrying' })) return [done('reload subscriptions', []), failed('reload subscriptions'), SESSION_GONE];
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
/** The sign-up dialog's code (src/app/checkout-parts.ts), fetched on 'Create an account' or ahead of it. */
const SIGN_UP_CODE = '**/assets/auth-wiring*';

function arrivalWindow(walk: Walk): Page {
  const popup = walk.world.popup as Page | undefined;
  if (popup === undefined) throw new Error('the arrival sign-in window did not open');
  return popup;
}

/**
 * An hour later (page.clock) the access token has expired, and the issuer refuses to renew it: the
 * next member call has no token, which the app answers with the invalidToken case (ERR-NETWORK-3).
 */
async function letTheAccessTokenExpire(walk: Walk): Promise<void> {
  await walk.sandbox.fault({ method: 'POST', path: '/oauth/token', status: 403, message: 'The refresh grant is refused', times: 3 });
  await walk.page.clock.fastForward('01:05:00');
}

export const networkDrivers: MachineDrivers = {
  machine: 'network',
  model,
  async open(walk) {
    // The clock runs as usual; the expiry walks move it on an hour (the runner installs it for timers).
    const timers = walk.path.steps.some((step) => step.event.type.startsWith('xstate.after.'));
    if (!timers && walk.path.steps.some((step) => (step.event as { reason?: string }).reason === 'invalidToken')) await walk.page.clock.install();
    walk.world.popup = await openPlan(walk.page, PRICE);
  },
  events: {
    open: {
      byItself: (event) => (event as { reason?: string }).reason === 'invalidToken',
      async perform(walk, event) {
        const reason = (event as { reason?: string }).reason;
        if (reason === 'other') {
          // The sign-up dialog's code cannot be fetched (ERR-NETWORK-4); the arrival window stays open.
          await walk.page.route(SIGN_UP_CODE, (route) => route.abort('internetdisconnected'));
          await walk.page.getByRole('button', { name: 'Create an account' }).click();
          return;
        }
        // 400: a read answered 5xx is retried by the API client before it fails.
        await walk.sandbox.fault({ method: 'GET', path: SUBSCRIPTIONS, status: 400 });
        await signInInPopup(arrivalWindow(walk), MEMBER);
      },
    },
    retry: {
      async perform(walk, event) {
        const next = walk.path.steps[walk.index + 1]?.event as { reason?: string } | undefined;
        if (next?.reason === 'invalidToken') await letTheAccessTokenExpire(walk);
        // The page its Retry reloads (RETRY-3) cannot load its product either: the dialog shows again there.
        if ((event as { reloads?: boolean }).reloads === true) {
          await walk.sandbox.fault({ method: 'POST', path: '/v1/are/checkout/products', status: 500, times: 2 });
        }
        await button('Retry')(walk.page).click();
      },
      ends: (event: AnyEventObject) => (event as { reloads?: boolean }).reloads === true,
      control: button('Retry'),
    },
    refresh: { perform: ({ page }) => button('Refresh')(page).click(), control: button('Refresh') },
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
  endsTheWalk: ['refresh', 'go back'],
  screens: {
    closed: [{ says: 'no network dialog', check: (page) => expect(dialog(page)).toHaveCount(0) }],
    'open.showing the issue': [
      { says: `the '${NETWORK_DIALOG_TITLE}' dialog with Go Back`, check: (page) => expect(button('Go Back')(page)).toBeEnabled() },
    ],
  },
};
