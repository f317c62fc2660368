// The session's drivers (issue 29): the browser model of machines/session (the real machine, its
// identity calls stubbed) with what a visitor of the checkout causes: the arrival's sign-in window
// (PAGELOAD-3) closed or used, 'Proceed to Checkout', a new account from the sign-up dialog, the
// session restored on a second visit, LOG OUT; and the answers the sandbox's issuer and profile
// give, or a fault.
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
const WINDOW_CLOSED = failed('log in with popup', new IdentityError('popup_cancelled'));
/** The issuer still has the member's session: its window signs in and closes with no one typing. */
const ISSUER_SESSION = done('log in with popup', { user: ADA, token: 'issuer session' });
const MEMBER_LOADED = done('load member', profile({}));

const model: GraphModel = {
  logic,
  events: (snapshot) => {
    const s = snapshot as SessionSnapshot;
    const c = s.context;
    if (s.matches('checking session')) return [NOBODY, RESTORED];
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
    if (s.matches('signing in with the member token')) return [done('sign in silently', { user: ADA, token: 'silent' }), failed('sign in silently')];
    if (s.matches('loading member')) return [MEMBER_LOADED, failed('load member')];
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
    if (walk.world.restored === true) {
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
    // The arrival's offer follows the check by itself; later, 'Proceed to Checkout' asks for it.
    'log in': {
      async perform(walk) {
        const popup = walk.page.waitForEvent('popup');
        await proceed(walk.page).click();
        walk.world.popup = await popup;
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
      perform: ({ page }) => createAccount(page, newEmail('session')),
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
    'xstate.error.actor.check session':
      "the identity SDK's checkSession swallows every answer of the issuer; only a failed load of the SDK's own script fails it, which the sandbox cannot fault",
    'xstate.error.actor.log out': "the SDK's logout only clears its cache and sends the browser to the issuer; nothing the sandbox answers makes it fail",
    'reload member': 'the checkout asks for it only after a firm admin creates a company (API-41), which the company drivers walk',
  },
  endsTheWalk: ['xstate.done.actor.log out'],
  leftOut: {
    'checking session → logging in : log in':
      'the check answers a visitor without a session as soon as the page is idle, before any click; the checkout offers the sign-in only after that answer (PAGELOAD-3)',
    'checking session → signing in with the member token : signed in with member token':
      'the sign-up dialog cannot be filled in before the session check, which answers as soon as the page is idle',
    'checking session → anonymous : check session failed':
      "the identity SDK's checkSession swallows every answer of the issuer; only a failed load of the SDK's own script fails it, which the sandbox cannot fault",
    'signing in with the member token → logging out : log out': 'LOG OUT shows only while the session is authenticated (TopBar, TOPBAR-4)',
    'loading member → logging out : log out': 'LOG OUT shows only while the session is authenticated (TopBar, TOPBAR-4)',
    'loading member → signing in with the member token : signed in with member token':
      "page 0's sign-up dialog cannot be finished while a profile loads: a restored session's loads at once, and after a sign-in the dialog is closed",
    'authenticated → loading member : reload member': 'the checkout asks for it only after a firm admin creates a company (API-41), which the company drivers walk',
    'logging out → anonymous : log out failed': "the SDK's logout only clears its cache and sends the browser to the issuer; nothing the sandbox answers makes it fail",
  },
  screens: {
    anonymous: [
      { says: "no LOG OUT in the top bar", check: (page) => expect(logOutButton(page)).toHaveCount(0) },
    ],
    authenticated: [
      { says: "LOG OUT in the top bar", check: (page) => expect(logOutButton(page)).toBeVisible() },
    ],
  },
};
