// The sign-in hand-off (machines/checkout, root 'session.signed in'): a member refused because the stored
// nomaEmail belongs to someone else (PAGELOAD-4/5) while the page is past page 0. When the refused
// member is another one than the member held, the pages after page 0 start the gates again, as for
// any other member; the profile reloads of the company and firm gates take it as a fresh profile.
import { describe, expect, it } from 'vitest';
import { selectGate } from './read-outs.ts';
import { newMember, PRICE } from './fixtures.ts';
import { settle, startCheckout, type CheckoutHarness, startSignedIn } from './harness.ts';

const PAGE = ['checkout flow', 'checkout open', 'page'] as const;
const at = (t: CheckoutHarness, ...path: string[]): boolean => {
  const value = [...PAGE, ...path].reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return t.snapshot().matches(value as Parameters<ReturnType<CheckoutHarness['snapshot']>['matches']>[0]);
};
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
