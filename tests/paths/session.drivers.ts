// The session's drivers (issue 29): the browser model of machines/session (the real machine, its
// identity calls stubbed) with what a visitor of the checkout causes: the arrival's sign-in window
// (PAGELOAD-3) closed or used, 'Proceed to Checkout', a new account from the sign-up dialog, the
// session restored on a second visit, LOG OUT; and the answers the sandbox's issuer and profile
// give, or a fault. A slow phone's moments are made with page.route: the identity client's code
// that fails to arrive (the check fails), the issuer's silent answer held while the visitor presses
// Proceed or creates an account (issue 32), a restored session's profile held likewise.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { IdentityError } from '../../machines/session/identity-port.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { ADA, profile } from '../machines/session/harness.ts';
import { createAccount, newEmail, openPlan, signInInPopup } from '../e2e/checkout-steps.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';

const logic = sessionMachine.provide({
  actors: {
    'check session': fromPromise(() => never()),
    'log in with popup': fromPromise(() => never()),
    'sign in silently': fromPromise(() => never()),
    'load member': fromPromise(() => never()),
    'log out': fromPromise(() => never()),
  },
  actions: { 'store member token': () => {}, 'forget member token': () => {}, 'tell the member why login failed': () => {} },
});
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A plan the member does not have yet, so signing in leads on to page 1. */
const PRICE = 'price_are5_expert_monthly';
const MEMBER = 'member@example.com';

const RESTORED = done('check session', ADA);
const NOBODY = done('check session', null);
/** The identity client's code could not be fetched (a flaky network): page.route aborts it once. */
const CHECK_FAILED = failed('check session');
/** Before the check answers (a slow phone): the issuer's silent answer is held while the visitor acts. */
const PROCEED_WHILE_CHECKING = { type: 'log in', whileChecking: true };
const SIGN_UP_WHILE_CHECKING = { type: 'signed in with member token', token: 'while the session is checked' };
/** A restored session's profile is held while the visitor creates an account on page 0. */
const SIGN_UP_WHILE_LOADING = { type: 'signed in with member token', token: 'while the profile loads' };
const WINDOW_CLOSED = failed('log in with popup', new IdentityError('popup_cancelled'));
/** The issuer still has the member's session: its window signs in and closes with no one typing. */
const ISSUER_SESSION = done('log in with popup', { user: ADA, token: 'issuer session' });
const MEMBER_LOADED = done('load member', profile({}));

const model: GraphModel = {
  logic,
  events: (snapshot) => {
    const s = snapshot as SessionSnapshot;
    const c = s.context;
    if (s.matches('checking session')) return [NOBODY, RESTORED, CHECK_FAILED, PROCEED_WHILE_CHECKING, SIGN_UP_WHILE_CHECKING];
    if (s.matches('anonymous')) {
      // Fresh from the check: the checkout offers the sign-in window at once, and nothing else happens first.
      // So too after a restored session's profile failed (the issuer's session then signs in at once).
      if (c.loginStatus === 'idle') return [{ type: 'log in', offered: true }];
      // After a failed sign-in the visitor is on page 0 again: Proceed, or a new account.
      if (c.loginStatus === 'failed') return [{ type: 'log in' }, { type: 'signed in with member token', token: 'from the sign-up dialog' }];
      return [];
    }
    if (s.matches('logging in')) {
      if (c.memberStatus === 'failed') return [ISSUER_SESSION];
      const answers = [done('log in with popup', { user: ADA, token: 'popup' }), WINDOW_CLOSED];
      // Only the arrival's window may stay open while the visitor creates an account on the page.
      return c.loginOffered ? [...answers, { type: 'signed in with member token', token: 'from the sign-up dialog' }] : answers;
    }
    if (s.matches('signing in with the member token')) {
      // After a restored session's user: the identity client answers from what it holds, asking the issuer nothing to fault.
      if (c.user !== null) return [done('sign in silently', { user: ADA, token: 'silent' })];
      return [done('sign in silently', { user: ADA, token: 'silent' }), failed('sign in silently')];
    }
    if (s.matches('loading member')) {
      // A restored session's profile (nobody signed in on this page yet) may be slow: page 0 is usable meanwhile.
      const restoring = c.loginStatus === 'idle';
      return restoring ? [MEMBER_LOADED, failed('load member'), SIGN_UP_WHILE_LOADING] : [MEMBER_LOADED, failed('load member')];
    }
    if (s.matches('authenticated')) return c.justLoggedIn ? [{ type: 'login handled' }] : [{ type: 'log out' }];
    // The identity client sends the browser to the issuer's logout, which comes back to the page.
    if (s.matches('logging out')) return [done('log out')];
    return [];
  },
  serialize: (snapshot) => {
    const s = snapshot as SessionSnapshot;
    const c = s.context;
    return JSON.stringify([s.value, c.loginStatus, c.memberStatus, c.loginOffered, c.justLoggedIn, c.user !== null]);
  },
};

const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Checkout' });
const logOutButton = (page: Page) => page.getByRole('button', { name: 'LOG OUT' });
const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create an account' });

/** The sign-in window the page opened last (kept by the step that opened it). */
function signInWindow(walk: Walk): Page {
  const popup = walk.world.popup as Page | undefined;
  if (popup === undefined) throw new Error('no sign-in window is open');
  return popup;
}

const APP_ORIGIN = `http://localhost:${process.env.E2E_APP_PORT ?? 4183}`;
const CLIENT_ID = 'checkout-sandbox';
const isAuthorize = (url: URL) => url.pathname.endsWith('/authorize');
const isProfile = (url: URL) => url.pathname.endsWith('/v1/are/member/profile');

/**
 * The identity client's "is authenticated" cookie left from an issuer session that has since ended
 * (it lasts its days, the issuer's session may not): the check then asks the issuer in a hidden
 * frame, which answers that nobody is signed in.
 */
async function leaveAStaleSessionHint(walk: Walk): Promise<void> {
  await walk.context.addCookies([{ name: `auth0.${CLIENT_ID}.is.authenticated`, value: 'true', url: APP_ORIGIN }]);
}

/** Holds the first request `matches` picks until `walk.world[key]` is called (a slow answer). */
async function holdTheFirst(walk: Walk, key: string, method: string, matches: (url: URL) => boolean): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  walk.world[key] = release;
  await walk.page.route(
    (url) => matches(url),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      return route.fallback();
    },
    { times: 1 },
  );
}

function releaseHeld(walk: Walk, key: string): void {
  (walk.world[key] as (() => void) | undefined)?.();
}

/** Creates an account in the sign-up dialog, then lets the held answer `key` go once the account exists. */
async function signUpThenRelease(walk: Walk, key: string): Promise<void> {
  const created = walk.page.waitForResponse((response) => isProfile(new URL(response.url())) && response.request().method() === 'POST', { timeout: 30_000 });
  const signUp = createAccount(walk.page, newEmail('session'));
  // The dialog hands the token to the session as the answer arrives; the held answer comes after it.
  await (await created).finished();
  await walk.page.waitForTimeout(1000);
  releaseHeld(walk, key);
  await signUp;
}

const typeOfFirstStep = (walk: Walk): Record<string, unknown> | undefined => walk.path.steps[0]?.event as Record<string, unknown> | undefined;
const isStep = (event: Record<string, unknown> | undefined, like: Record<string, unknown>) =>
  event !== undefined && Object.entries(like).every(([key, value]) => event[key] === value);

/** Signs the member in on a page of its own, so the walk's page finds the session on its check. */
async function signInBeforehand(walk: Walk): Promise<void> {
  const before = await walk.context.newPage();
  await signInInPopup(await openPlan(before, PRICE), MEMBER);
  await expect(logOutButton(before)).toBeVisible({ timeout: 20_000 });
  await before.close();
  walk.world.restored = true;
}

export const sessionDrivers: MachineDrivers = {
  machine: 'session',
  model,
  async open(walk) {
    const first = typeOfFirstStep(walk);
    if (isStep(first, PROCEED_WHILE_CHECKING) || isStep(first, SIGN_UP_WHILE_CHECKING)) {
      await leaveAStaleSessionHint(walk);
      await holdTheFirst(walk, 'release the check', 'GET', isAuthorize);
      await walk.page.goto(`/${PRICE}`);
      return;
    }
    if (walk.world.restored === true) {
      if (walk.path.steps.some((step) => isStep(step.event as Record<string, unknown>, SIGN_UP_WHILE_LOADING))) {
        await holdTheFirst(walk, 'release the profile', 'GET', isProfile);
      }
      await walk.page.goto(`/${PRICE}`);
      return;
    }
    walk.world.popup = await openPlan(walk.page, PRICE);
  },
  events: {
    'xstate.done.actor.check session': {
      byItself: (event) => (event as { output?: unknown }).output === null,
      async arrange(walk, event) {
        if ((event as { output?: unknown }).output !== null) await signInBeforehand(walk);
      },
    },
    'xstate.error.actor.check session': {
      byItself: () => true,
      // The browser holds a session hint, so the check fetches the identity client's code: that fetch fails once.
      async arrange(walk) {
        await leaveAStaleSessionHint(walk);
        await walk.page.route('**/assets/auth0-spa-js*', (route) => route.abort('internetdisconnected'), { times: 1 });
      },
    },
    // The arrival's offer follows the check by itself; later, 'Proceed to Checkout' asks for it.
    'log in': {
      async perform(walk, event) {
        const popup = walk.page.waitForEvent('popup');
        await proceed(walk.page).click();
        walk.world.popup = await popup;
        // The check, held until now, answers that nobody is signed in: to a check no longer waited for.
        if ((event as { whileChecking?: boolean }).whileChecking === true) releaseHeld(walk, 'release the check');
      },
      byItself: (event) => (event as { offered?: boolean }).offered === true,
      // No control: 'Proceed to Checkout' stays enabled while a sign-in window is open (PAGELOAD-3:
      // a window the browser blocked without a word must leave it working), and a press then sends a
      // 'log in' the session ignores, the open window being the way to sign in.
    },
    'xstate.done.actor.log in with popup': {
      byItself: (event) => (event as { output?: { token?: string } }).output?.token === 'issuer session',
      perform: (walk) => signInInPopup(signInWindow(walk), MEMBER),
    },
    'xstate.error.actor.log in with popup': {
      perform: (walk) => signInWindow(walk).close(),
    },
    'signed in with member token': {
      async perform(walk, event) {
        const token = (event as { token?: string }).token;
        if (token === SIGN_UP_WHILE_CHECKING.token) return signUpThenRelease(walk, 'release the check');
        if (token === SIGN_UP_WHILE_LOADING.token) return signUpThenRelease(walk, 'release the profile');
        return createAccount(walk.page, newEmail('session'));
      },
      control: createAccountButton,
    },
    'xstate.done.actor.sign in silently': { byItself: () => true },
    'xstate.error.actor.sign in silently': {
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/oauth/token', status: 403, times: 3 });
      },
    },
    'xstate.done.actor.load member': { byItself: () => true },
    'xstate.error.actor.load member': {
      // 400: a read answered 5xx is retried (src/api/client.ts), and 401/403 mean no session at all.
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'GET', path: '/v1/are/member/profile', status: 400 });
      },
    },
    'log out': {
      perform: ({ page }) => logOutButton(page).click(),
      control: logOutButton,
    },
    'xstate.done.actor.log out': { byItself: () => true },
    // The checkout tells the session it moved on to page 1 after a fresh sign-in.
    'login handled': { byItself: () => true },
  },
  notFromABrowser: {
    'reload member': 'the checkout asks for it after a firm admin creates a company (API-41): the company paths walk it',
  },
  endsTheWalk: ['xstate.done.actor.log out'],
  screens: {
    anonymous: [
      { says: "no LOG OUT in the top bar", check: (page) => expect(logOutButton(page)).toHaveCount(0) },
    ],
    authenticated: [
      { says: "LOG OUT in the top bar", check: (page) => expect(logOutButton(page)).toBeVisible() },
    ],
  },
};
