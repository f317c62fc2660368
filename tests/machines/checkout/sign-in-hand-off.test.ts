// steps/sign-in-hand-off.ts: each 'session.signed in' judged once at the root and handed on; a member
// refused because the stored nomaEmail belongs to someone else (PAGELOAD-4/5), another member
// signing in, and what the visitor's sign-out forgets. Past page 0 another member comes only after a
// sign-out (page 1's re-enter button, tested with the payment pages): the page offers no other sign-in.
import { describe, expect, it } from 'vitest';
import { selectIsAuthenticated } from '../../../machines/checkout/selectors.ts';
import { PRICE } from './fixtures.ts';
import { settle, startCheckout, startSignedIn } from './harness.ts';
import { onPage1, signedInOn } from './journeys.ts';

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
