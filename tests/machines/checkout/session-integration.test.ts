// The checkout following the real session machine through watchSessionThroughSystem: the popup on
// arrival is a real 'log in', a good login moves to page 1 and consumes justLoggedIn, a failed one
// leaves page 0 usable without a second automatic popup.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type ActorRefFrom } from 'xstate';
import { askTheSessionToLogIn, tellTheSessionTheLoginWasHandled, type CheckoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { selectPage, selectWaitingForSignIn } from '../../../machines/checkout/selectors.ts';
import { watchSessionThroughSystem } from '../../../machines/checkout/watch-session.ts';
import type { IdentityUser } from '../../../machines/ports.ts';
import { sessionMachine, type LoggedIn, type SessionMachine } from '../../../machines/session/session.machine.ts';
import type { Member } from '../../../src/api/schemas/member.ts';
import { PRICE } from './fixtures.ts';
import { buildCheckout, settle, toInput } from './harness.ts';

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

function startApp(login: () => Promise<LoggedIn>) {
  const calls = { logins: 0 };
  const session = sessionMachine.provide({
    actors: {
      'check session': fromPromise<IdentityUser | null>(async () => null),
      'log in with popup': fromPromise<LoggedIn>(async () => {
        calls.logins += 1;
        return login();
      }),
      'load member': fromPromise<Member>(async () => profile),
      'log out': fromPromise<void>(async () => {}),
    },
  });
  const built = buildCheckout();
  const checkout = built.logic.provide({
    actors: { 'watch session': watchSessionThroughSystem },
    actions: {
      'open sign-in popup': askTheSessionToLogIn,
      'tell the session the login was handled': tellTheSessionTheLoginWasHandled,
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'checkout', systemId: 'checkout', src: checkout, input: toInput({ priceId: PRICE.essentials }) },
    ],
  });
  const app = createActor(root).start();
  return {
    calls,
    checkout: app.system.get('checkout') as ActorRefFrom<CheckoutMachine>,
    session: app.system.get('session') as ActorRefFrom<SessionMachine>,
  };
}

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

  it('PAGE1-9: logging out on page 1 asks for the credentials again', async () => {
    const t = startApp(async () => ({ user, token: 'tok' }));
    await settle(20);
    t.session.send({ type: 'log out' });
    await settle(20);
    expect(t.checkout.getSnapshot().matches({ visitor: 'signed out' })).toBe(true);
    expect(selectPage(t.checkout.getSnapshot())).toBe(1);
    expect(t.checkout.getSnapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'payment method': 're-entering credentials' } } } })).toBe(true);
  });
});
