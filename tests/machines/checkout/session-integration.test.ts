// The checkout following the real session machine through watchSessionThroughSystem: the popup on
// arrival is a real 'log in', a good login moves to page 1 and consumes justLoggedIn, a failed one
// leaves page 0 usable without a second automatic popup; a dialog's member token becomes a session
// without a popup, a company created reloads the member through the session, and so does a new firm
// admin's firm (docs/decisions/0020).
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type ActorRefFrom } from 'xstate';
import {
  askTheSessionToLogIn,
  askTheSessionToReloadTheMember,
  handTheMemberTokenToTheSession,
  tellTheSessionTheLoginWasHandled,
  type CheckoutMachine,
} from '../../../machines/checkout/checkout.machine.ts';
import type { CompanyMachine } from '../../../machines/company/company.machine.ts';
import { selectPage } from '../../../machines/checkout/selectors.ts';
import { selectWaitingForSignIn } from './read-outs.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { IdentityError, type IdentityUser } from '../../../machines/session/identity-port.ts';
import { sessionMachine, type LoggedIn, type SessionMachine } from '../../../machines/session/session.machine.ts';
import { PRICE } from './fixtures.ts';
import { buildCheckout, settle, toInput } from './harness.ts';
import type { Member } from '../../../machines/domain/member.ts';

const user: IdentityUser = { id: 'auth0|member', email: 'member@example.com', name: 'Maya Member' };
const profile: Member = {
  id: 'mem_member',
  email: 'member@example.com',
  first_name: 'Maya',
  last_name: 'Member',
  auth_token: 'tok',
  groupId: null,
  groupAccounts: [],
};

interface AppOptions {
  priceId?: string;
  /** The silent sign-in after a dialog's member token; default: the member. */
  signInSilently?: () => Promise<LoggedIn>;
  /** Profiles answered in turn (the last one repeats); default: the member. */
  profiles?: Member[];
}

function startApp(login: () => Promise<LoggedIn>, options: AppOptions = {}) {
  const calls = { logins: 0, silent: 0, tokens: [] as string[], profiles: 0, told: [] as (string | null)[] };
  const profiles = options.profiles ?? [profile];
  const session = sessionMachine.provide({
    actors: {
      'check session': fromPromise<IdentityUser | null>(async () => null),
      'log in with popup': fromPromise<LoggedIn>(async () => {
        calls.logins += 1;
        return login();
      }),
      'sign in silently': fromPromise<LoggedIn>(async () => {
        calls.silent += 1;
        return options.signInSilently ? options.signInSilently() : { user, token: 'access-after-dialog' };
      }),
      'load member': fromPromise<Member>(async () => {
        calls.profiles += 1;
        return profiles[Math.min(calls.profiles, profiles.length) - 1] ?? profile;
      }),
      'log out': fromPromise<void>(async () => {}),
    },
    actions: {
      'store member token': (_, params) => calls.tokens.push(params.token),
      // Forgetting the token and the login failure's words are checked in tests/machines/session.
      'forget member token': () => undefined,
      'tell the member why login failed': (_, params) => calls.told.push(params.code),
    },
  });
  const built = buildCheckout();
  const checkout = built.logic.provide({
    actors: { 'watch session': watchSessionThroughSystem },
    actions: {
      'open sign-in popup': askTheSessionToLogIn,
      'tell the session the login was handled': tellTheSessionTheLoginWasHandled,
      'sign the session in with the member token': handTheMemberTokenToTheSession,
      'ask the session to reload the member': askTheSessionToReloadTheMember,
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'checkout', systemId: 'checkout', src: checkout, input: toInput({ priceId: options.priceId ?? PRICE.essentials }) },
    ],
  });
  const app = createActor(root).start();
  return {
    calls,
    checkout: app.system.get('checkout') as ActorRefFrom<CheckoutMachine>,
    session: app.system.get('session') as ActorRefFrom<SessionMachine>,
    company: () => app.system.get('company') as ActorRefFrom<CompanyMachine> | undefined,
  };
}

const popupClosed = async (): Promise<LoggedIn> => Promise.reject(new Error('Popup closed'));

describe('checkout following the session', () => {
  it('PAGELOAD-3, CHECKOUT-FLOW-3, PAGE0-6: the arrival popup logs in, the member is loaded, page 1 shows and justLoggedIn is consumed', async () => {
    const t = startApp(async () => ({ user, token: 'tok' }));
    await settle(20);
    expect(t.calls.logins).toBe(1);
    expect(selectPage(t.checkout.getSnapshot())).toBe(1);
    expect(t.checkout.getSnapshot().context.member?.email).toBe('member@example.com');
    expect(t.session.getSnapshot().context.justLoggedIn).toBe(false);
  });

  it('PAGELOAD-3: a failed popup leaves page 0 usable, with no second automatic popup; Proceed tries again', async () => {
    const t = startApp(async () => Promise.reject(new Error('Popup closed')));
    await settle(20);
    expect(t.calls.logins).toBe(1);
    expect(selectPage(t.checkout.getSnapshot())).toBe(0);
    expect(selectWaitingForSignIn(t.checkout.getSnapshot())).toBe(false);
    expect(t.checkout.getSnapshot().context.signInError).toBe('Popup closed');
    t.checkout.send({ type: 'proceed to checkout' });
    await settle(20);
    expect(t.calls.logins).toBe(2);
  });

  it('PAGELOAD-3, PAGE0-4, decision 0041: a blocked arrival popup is not told (nobody asked); blocked after a Proceed click, it is', async () => {
    const t = startApp(async () => Promise.reject(new IdentityError('popup_blocked')));
    await settle(20);
    expect(t.calls.logins).toBe(1);
    expect(t.calls.told).toEqual([]);
    expect(selectPage(t.checkout.getSnapshot())).toBe(0);
    expect(t.session.getSnapshot().context.loginStatus).toBe('failed');
    t.checkout.send({ type: 'proceed to checkout' });
    await settle(20);
    expect(t.calls.logins).toBe(2);
    expect(t.calls.told).toEqual(['popup_blocked']);
  });

  it('PAGELOAD-3, ERR-IDP-1, decision 0041: an arrival popup the visitor closes says nothing; one Proceed opened and they closed is told', async () => {
    const t = startApp(async () => Promise.reject(new IdentityError('popup_cancelled')));
    await settle(20);
    expect(t.calls.logins).toBe(1);
    expect(t.calls.told).toEqual([]);
    t.checkout.send({ type: 'proceed to checkout' });
    await settle(20);
    expect(t.calls.logins).toBe(2);
    expect(t.calls.told).toEqual(['popup_cancelled']);
    expect(selectPage(t.checkout.getSnapshot())).toBe(0);
  });

  it('PAGE1-9: logging out on page 1 asks for the credentials again', async () => {
    const t = startApp(async () => ({ user, token: 'tok' }));
    await settle(20);
    t.session.send({ type: 'log out' });
    await settle(20);
    expect(t.checkout.getSnapshot().matches({ visitor: 'signed out' })).toBe(true);
    expect(selectPage(t.checkout.getSnapshot())).toBe(1);
    expect(t.checkout.getSnapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'payment method': 're-entering credentials' } } } })).toBe(true);
  });

  it('SIGNUP-FORM-8, STATE-ACCOUNT-3, decision 0003: a dialog account → bks_token → silent sign-in → member → page 2, with no second prompt', async () => {
    const t = startApp(popupClosed);
    await settle(20);
    expect(t.calls.logins).toBe(1); // the arrival popup, closed
    t.checkout.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.checkout.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    await settle(30);
    expect(t.calls.tokens).toEqual(['tok_new']);
    expect(t.calls.silent).toBe(1);
    expect(t.calls.logins).toBe(1);
    expect(selectPage(t.checkout.getSnapshot())).toBe(2);
    expect(t.session.getSnapshot().context.justLoggedIn).toBe(false);
  });

  it('SIGNIN-7, decision 0003: a silent sign-in that fails leaves page 0 with the message; the popup still works', async () => {
    const t = startApp(popupClosed, { signInSilently: async () => Promise.reject(new Error('Login required')) });
    await settle(20);
    t.checkout.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.checkout.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    await settle(30);
    expect(selectPage(t.checkout.getSnapshot())).toBe(0);
    expect(t.checkout.getSnapshot().context.signInError).toBe('Login required');
    expect(t.session.getSnapshot().matches('anonymous')).toBe(true);
    t.checkout.send({ type: 'proceed to checkout' });
    await settle(20);
    expect(t.calls.logins).toBe(2);
  });

  it('COMPANY-1, API-41: a company created makes the session reload the member; the fresh admin profile reaches page 1', async () => {
    const admin: Member = { ...profile, groupAccounts: [{ admin: true, organization: 'Maya Studio' }] };
    const t = startApp(async () => ({ user, token: 'tok' }), { priceId: PRICE.firmExpert, profiles: [profile, admin] });
    await settle(20);
    expect(t.company()).toBeDefined();
    t.company()?.send({ type: 'type company name', value: 'Maya Studio' });
    t.company()?.send({ type: 'create company' });
    await settle(30);
    expect(t.calls.profiles).toBe(2);
    expect(t.checkout.getSnapshot().context.member?.isGroupAdmin).toBe(true);
    expect(selectPage(t.checkout.getSnapshot())).toBe(1);
  });

  it('ADMIN-8, API-36, decision 0020: a new firm admin → silent sign-in → the firm created → the member reloaded as admin → page 2, never the company dialog', async () => {
    const admin: Member = { ...profile, groupId: 1001, groupAccounts: [{ admin: true, organization: 'Maya Studio' }] };
    const t = startApp(popupClosed, { priceId: PRICE.firmExpert, profiles: [profile, admin] });
    await settle(20);
    t.checkout.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.checkout.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Maya Studio' });
    const companyShown: boolean[] = [];
    const watching = t.checkout.subscribe(() => companyShown.push(t.company() !== undefined));
    await settle(40);
    watching.unsubscribe();
    expect(t.calls.tokens).toEqual(['tok_admin']);
    expect(t.calls.profiles).toBe(2);
    expect(t.checkout.getSnapshot().context.member?.isGroupAdmin).toBe(true);
    expect(selectPage(t.checkout.getSnapshot())).toBe(2);
    // The first profile had no group account: the gate waited for the reloaded one.
    expect(companyShown).not.toContain(true);
  });
});
