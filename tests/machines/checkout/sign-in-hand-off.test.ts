// steps/sign-in-hand-off.ts: each 'session.signed in' judged once at the root and handed on; a member
// refused because the stored nomaEmail belongs to someone else (PAGELOAD-4/5), before and past page 0,
// another member signing in, and what the visitor's sign-out forgets.
import { describe, expect, it } from 'vitest';
import { selectIsAuthenticated } from '../../../machines/checkout/selectors.ts';
import { selectGate } from './read-outs.ts';
import { newMember, PRICE } from './fixtures.ts';
import { type CheckoutHarness, settle, startCheckout, startSignedIn } from './harness.ts';
import { at, onPage1, signedInOn } from './journeys.ts';

const loggingOut = (t: CheckoutHarness) => t.snapshot().matches({ visitor: 'logging out' });

/** The member whose verified nomaEmail this browser holds (STORAGE-3), signed in on page 0. */
async function ownerOn(priceId: string, email = 'member@example.com') {
  const t = await startSignedIn(email, { priceId, nomaEmail: email });
  return t;
}

describe('a refused sign-in of another member past page 0 (PAGELOAD-4, PAGELOAD-5)', () => {
  it('PAGELOAD-5: on page 1, another member refused sends the page back to the gates while the session logs out', async () => {
    const t = await ownerOn(PRICE.essentials);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.session.signIn('firm.member@example.com');
    expect(loggingOut(t)).toBe(true);
    expect(t.count('ask the session to log out')).toBe(1);
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    t.session.signOut();
    expect(t.page()).toBe(0);
  });

  it('PAGELOAD-5: on page 2, another member refused sends the page back to the gates', async () => {
    const t = await ownerOn(PRICE.essentials);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'add payment method' });
    expect(t.page()).toBe(2);
    t.session.signIn('firm.member@example.com');
    expect(loggingOut(t)).toBe(true);
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
  });

  it('PAGELOAD-5, COMPANY-1: in the company dialog, another member refused closes it and waits for the account again', async () => {
    const t = await ownerOn(PRICE.firmExpert);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    t.session.signIn('firm.member@example.com');
    expect(loggingOut(t)).toBe(true);
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    expect(t.company()).toBeUndefined();
  });

  it('PAGELOAD-5, API-41: while the member is read again after the company, a refused profile still ends the wait: the company gate runs again', async () => {
    const t = await ownerOn(PRICE.firmExpert);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    t.actor.send({ type: 'company.created', slug: 'studio-north' });
    expect(at(t, 'getting ready to pay', 'reloading the member')).toBe(true);
    t.session.signIn('firm.member@example.com');
    expect(loggingOut(t)).toBe(true);
    // The held member is unchanged, so the gate asks again for their company.
    expect(selectGate(t.snapshot())).toBe('company');
  });

  it('PAGELOAD-5, API-36: while the new firm admin is read again, a refused profile ends the wait and the gates follow', async () => {
    const admin = newMember({ id: 'mem_admin', email: 'frank@lloyd.example', authToken: 'tok_admin' });
    const t = startCheckout({ priceId: PRICE.firmExpert, nomaEmail: admin.email });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(admin);
    await settle(10);
    expect(at(t, 'order summary', 'reloading the new admin')).toBe(true);
    t.session.signIn('member@example.com');
    expect(loggingOut(t)).toBe(true);
    expect(at(t, 'order summary', 'reloading the new admin')).toBe(false);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: 'getting ready to pay' } } })).toBe(true);
  });
});

describe('a member refused for the stored nomaEmail on page 0 (PAGELOAD-4, PAGELOAD-5, docs/decisions/0010)', () => {
  it('PAGELOAD-4, PAGELOAD-5: a stored nomaEmail of another address is removed and the member logged out; nothing of theirs is loaded', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' });
    expect(t.count('forget noma email')).toBe(1);
    expect(t.count('ask the session to log out')).toBe(1);
    expect(t.snapshot().context.nomaEmail).toBeNull();
    expect(selectIsAuthenticated(t.snapshot())).toBe(false);
    expect(t.count('load subscriptions')).toBe(0);
    expect(t.count('load seat count')).toBe(0);
    t.session.signOut();
    await settle();
    expect(t.snapshot().matches({ visitor: 'signed out' })).toBe(true);
    expect(t.page()).toBe(0);
  });

  it('PAGELOAD-4 (decision 0010): with nothing stored nobody is logged out; a member reload is not a new sign-in', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    expect(t.count('ask the session to log out')).toBe(0);
    expect(selectIsAuthenticated(t.snapshot())).toBe(true);
    // The member verifies another address in this page; their next reload keeps them signed in.
    t.actor.send({ type: 'noma.verified', email: 'someone@noma.org' });
    t.session.signIn('member@example.com');
    await settle();
    expect(t.count('ask the session to log out')).toBe(0);
  });

  it('PAGELOAD-5: the popup signing in a member whose email conflicts does not go on to page 1', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' });
    t.session.signOut();
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.count('tell the session the login was handled')).toBe(0);
    expect(t.page()).toBe(0);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: 'getting ready to pay' } } })).toBe(false);
  });
});

describe('a sign-out (ROLE-3, STATE-SUBS-1)', () => {
  it("ROLE-3, STATE-SUBS-1: a sign-out forgets the member's account data, in the checkout and in the account part", async () => {
    const t = await onPage1('member@example.com');
    expect(t.snapshot().context.subscriptions).not.toEqual([]);
    expect(t.account()?.getSnapshot().context.subscriptions).not.toEqual([]);
    const seen: unknown[][] = [];
    const watching = t.actor.subscribe((snapshot) => seen.push([...snapshot.context.subscriptions]));
    t.session.signOut();
    watching.unsubscribe();
    // No snapshot after the sign-out, not even the first, still holds the member's subscriptions.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((subscriptions) => subscriptions.length === 0)).toBe(true);
    expect(t.snapshot().context).toMatchObject({ subscriptions: [], paymentMethods: [], accountLoaded: false });
    expect(t.account()?.getSnapshot().context.subscriptions).toEqual([]);
    expect(t.account()?.getSnapshot().context.paymentMethods).toEqual([]);
  });
});
