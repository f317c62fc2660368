// The checkout's smaller arrows and what they do on the way (issue 17, mutation testing): the
// price id read, what the children are given, the popup when the session turns out anonymous,
// which page follows a sign-in after a dialog's account did not sign in, the sign-in bookkeeping of
// page 0 (offered, error, the firm to create), the settled price, page 1's sign-in again, and
// what a sign-out forgets.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/auth.machine.ts';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import { selectSettlingThePrice } from '../../../machines/checkout/selectors.ts';
import { selectCanCreateAccount, selectGate, selectWaitingForSignIn } from './read-outs.ts';
import { newMember, paymentMethodsFor, PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import type { CreatedSubscription, Subscription } from '../../../machines/domain/subscription.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { DEBOUNCE_MS } from '../../../machines/pricing/pricing.machine.ts';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { buildCheckout, deferred, settle, startCheckout, toInput, type CheckoutHarness, startSignedIn } from './harness.ts';
import type { CreateFirmOutput } from '../../../machines/checkout/types.ts';

const CALIFORNIA = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

const at = (t: CheckoutHarness, page: string, step: string) =>
  t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { [page]: step } } } });

/** Page 0 with the session not known yet: no popup has been offered. */
async function onPage0BeforeTheSession(priceId: string = PRICE.essentials, input: { nomaEmail?: string } = {}) {
  const t = startCheckout({ priceId, ...input });
  await settle();
  expect(at(t, 'order summary', 'showing the order')).toBe(true);
  expect(t.snapshot().context.signInOffered).toBe(false);
  return t;
}

/** Signed in (session restored) and on page 1. */
async function onPage1(email = 'member@example.com', priceId: string = PRICE.essentials) {
  const t = await startSignedIn(email, { priceId });
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
  return t;
}

describe('opening the checkout (ROUTE-1, COUPON-13, VALID-SIGNUP-8, SUMMARY-6, COUPON-UI-4)', () => {
  it('ROUTE-1, ROUTE-10: a price id of only spaces names no product: straight to the pricing page, nothing loaded', async () => {
    const t = startCheckout({ priceId: '   ' });
    await settle();
    expect(t.names()).toEqual(['go to pricing page']);
  });

  it('COUPON-13, API-15: the coupon is given the ids of the products in the cart', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    expect(coupon.getSnapshot().context.productIds).toEqual([productFor(PRICE.essentials).id]);
  });

  it("VALID-SIGNUP-8, KNOWN-2: the sign-up dialog is given the sister product's name, or the fallback when the page has none", async () => {
    // The dialog starts with its code, on the first 'Create an account' (docs/decisions/0035).
    const named = startCheckout({ priceId: PRICE.essentials, sisterProductName: 'Atlas Network' });
    named.session.signOut();
    await settle();
    named.actor.send({ type: 'create an account' });
    await settle();
    expect((named.auth() as ActorRefFrom<AuthMachine>).getSnapshot().context.sisterProductName).toBe('Atlas Network');

    const built = buildCheckout();
    const unnamed = createActor(built.logic, { input: { ...toInput({ priceId: PRICE.essentials }), sisterProductName: undefined } }).start();
    built.session.signOut();
    await settle();
    unnamed.send({ type: 'create an account' });
    await settle();
    const auth = unnamed.system.get('auth') as ActorRefFrom<AuthMachine>;
    expect(auth.getSnapshot().context.sisterProductName).toBe('our partner network');
  });

  it("SUMMARY-6: 'Update Selection' records the return to the pricing page", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    t.actor.send({ type: 'update selection' });
    expect(t.count('record the return to the pricing page')).toBe(1);
  });

  it('COUPON-UI-4: when pricing finds no coupon the auto coupon shown earlier is hidden', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    t.actor.send({ type: 'pricing.auto coupon found', code: 'AUTOSAVE05' });
    expect(coupon.getSnapshot().context.applied).toEqual({ code: 'AUTOSAVE05', type: 'auto' });
    t.actor.send({ type: 'pricing.no coupon found' });
    expect(coupon.getSnapshot().context.applied).toBeNull();
  });
});

describe("page 0's sign-in (PAGELOAD-3, PAGE0-4, CHECKOUT-FLOW-3, CHECKOUT-FLOW-5, CHECKOUT-FLOW-6)", () => {
  it('PAGELOAD-3: the session turning out anonymous after page 0 opened brings the popup, once', async () => {
    const t = await onPage0BeforeTheSession();
    t.session.signOut();
    expect(selectWaitingForSignIn(t.snapshot())).toBe(true);
    expect(t.count('open sign-in popup')).toBe(1);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('PAGE0-4, PAGELOAD-3: Proceed after a failed popup clears the failure while the popup is open again', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.session.fail('Popup closed');
    expect(t.snapshot().context.signInError).toBe('Popup closed');
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.snapshot().context.signInError).toBeNull();
    expect(t.count('open sign-in popup')).toBe(2);
  });

  it('PAGELOAD-5, CHECKOUT-FLOW-3: a member refused while the popup is open leaves page 0 showing the order, no longer waiting', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    t.session.signOut();
    await settle();
    expect(selectWaitingForSignIn(t.snapshot())).toBe(true);
    t.session.signIn('member@example.com');
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(selectWaitingForSignIn(t.snapshot())).toBe(false);
  });

  it('CHECKOUT-FLOW-3, PAGE0-6: a popup sign-in without the direct-to-payment flag leaves the flag alone and hands the login back', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(0);
    expect(t.count('tell the session the login was handled')).toBe(1);
  });

  it('CHECKOUT-FLOW-5, CHECKOUT-FLOW-6: a popup sign-in with the flag goes to page 1, forgets and clears the flag and hands the login back', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, directToPaymentInfo: true });
    t.session.signOut();
    await settle();
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.count('tell the session the login was handled')).toBe(1);
  });
});

describe("the dialog's account handed to the session (SIGNUP-FORM-8, SIGNIN-7, ADMIN-8, API-36, PAGELOAD-3)", () => {
  it('SIGNIN-7, ROLE-3: after a dialog account the session could not sign in, a later sign-in and Proceed lead to page 1, not billing', async () => {
    const t = await onPage0BeforeTheSession();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(t.snapshot().context.nextPage).toBe('payment details');
    t.session.fail('Login required');
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.nextPage).toBe('payment method');
    t.session.signInAs(newMember());
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(t.page()).toBe(1);
  });

  it("SIGNIN-6, SIGNIN-7: 'Welcome Back!' hands the token to the session and the sign-in leads to page 1", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    expect(at(t, 'order summary', 'finishing the sign-in')).toBe(true);
    expect(t.snapshot().context.nextPage).toBe('payment method');
    t.session.signIn('member@example.com');
    await t.untilPage(1);
  });

  it('SIGNIN-7, PAGELOAD-3: a silent sign-in that fails counts as the popup offered: a later anonymous session brings no popup', async () => {
    const t = await onPage0BeforeTheSession();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    t.session.fail('Login required');
    expect(t.snapshot().context.signInOffered).toBe(true);
    t.session.signOut();
    expect(t.count('open sign-in popup')).toBe(0);
  });

  it('ADMIN-8, PAGELOAD-3: signed out before the session took the new admin: the firm is forgotten and the popup counts as offered', async () => {
    const t = await onPage0BeforeTheSession(PRICE.firmExpert);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    expect(t.snapshot().context.firmToCreate).toBe('Lloyd & Partners');
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.firmToCreate).toBeNull();
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('ADMIN-8, PAGELOAD-5: a new admin refused for the stored nomaEmail: the firm is forgotten; a later account is not taken for a firm', async () => {
    const t = await onPage0BeforeTheSession(PRICE.firmExpert, { nomaEmail: 'noma.member@noma.org' });
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.firmToCreate).toBeNull();
  });

  it('API-36, PAGE0-6: the new admin signed in hands the login back to the session before the firm is created', async () => {
    const firm = deferred<CreateFirmOutput>();
    const t = startCheckout({ priceId: PRICE.firmExpert }, { createFirm: () => firm.promise });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    expect(t.count('tell the session the login was handled')).toBe(0);
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'creating the firm')).toBe(true);
    expect(t.count('tell the session the login was handled')).toBe(1);
    firm.resolve({ slug: 'lloyd-partners' });
  });

  it('API-36, PAGELOAD-3: signed out while the firm is created: page 0, the popup counts as offered', async () => {
    const firm = deferred<CreateFirmOutput>();
    const t = startCheckout({ priceId: PRICE.firmExpert }, { createFirm: () => firm.promise });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'creating the firm')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(false);
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it.each([
    ['session.signed out', (t: CheckoutHarness) => t.session.signOut()],
    ['session.sign-in failed', (t: CheckoutHarness) => t.session.fail('Login required')],
  ] as const)('API-41, PAGELOAD-3: %s while the new admin is read again: page 0, the popup counts as offered', async (_, end) => {
    const t = startCheckout({ priceId: PRICE.firmExpert });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    await settle();
    expect(at(t, 'order summary', 'reloading the new admin')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(false);
    end(t);
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });
});

describe('the gates and a sign-out (ROLE-3, COMPANY-1, STATE-SUBS-1)', () => {
  it('ROLE-3, COMPANY-1: signed out while the company dialog is open: the gate closes and page 0 offers an account again', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.firmExpert });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    t.session.signOut();
    expect(selectGate(t.snapshot())).toBeNull();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(selectCanCreateAccount(t.snapshot())).toBe(true);
  });

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

describe('proration while the subscriptions are read (PAGELOAD-7, STATE-SUBS-1)', () => {
  it("PAGELOAD-7, STATE-SUBS-1: while another member's subscriptions load, no credit of the last member's is left; the list read prorates again", async () => {
    const second = deferred<Subscription[]>();
    let reads = 0;
    const t = startCheckout({ priceId: PRICE.are5Expert }, {
      subscriptions: () => (++reads === 1 ? Promise.resolve(subscriptionsFor('member@example.com')) : second.promise),
    });
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.snapshot().context.proratingAgainst).toBe('sub_member_pro');
    t.session.signInAs(newMember({ id: 'mem_other', email: 'other@example.com' }));
    await settle();
    expect(reads).toBe(2);
    expect(t.snapshot().context.subscriptionsStatus).toBe('loading');
    expect(t.snapshot().context.proratingAgainst).toBeNull();
    const [held] = subscriptionsFor('member@example.com');
    if (held === undefined) throw new Error('no seeded subscription');
    second.resolve([{ ...held, id: 'sub_other_pro' }]);
    await settle();
    expect(t.snapshot().context.proratingAgainst).toBe('sub_other_pro');
  });

  it('PAGELOAD-7: signing out stops the proration against the member\'s ARE 5.0 subscription', async () => {
    const t = startCheckout({ priceId: PRICE.are5Expert }, {
      subscriptions: () => Promise.resolve(subscriptionsFor('member@example.com')),
    });
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.snapshot().context.proratingAgainst).toBe('sub_member_pro');
    t.session.signOut();
    await settle(10);
    expect(t.snapshot().context.proratingAgainst).toBeNull();
  });
});

describe('the settled price and page 1 again (CONST-22, PAGE1-9, PAGE1-10)', () => {
  it('CONST-22, PAGE1-7: Confirm Payment waits for the settled price, then page 1 is no longer busy while the payment runs', async () => {
    const created = deferred<CreatedSubscription>();
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.essentials }, { createSubscription: () => created.promise });
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'confirm payment' });
    expect(selectSettlingThePrice(t.snapshot())).toBe(true);
    await waitFor(t.actor, (s) => !selectSettlingThePrice(s), { timeout: 1500 });
    expect(at(t, 'payment method', 'showing the payment method')).toBe(true);
  });

  it('CONST-22: Pay on page 2 is busy only until the price is settled', async () => {
    const created = deferred<CreatedSubscription>();
    const t = startCheckout({ priceId: PRICE.essentials }, { createSubscription: () => created.promise });
    await settle();
    t.session.signInAs(newMember());
    await settle(10);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'add payment method' });
    await t.untilPage(2);
    t.actor.send({ type: 'pay' });
    await waitFor(t.actor, (s) => !selectSettlingThePrice(s), { timeout: 1500 });
    expect(at(t, 'payment details', 'filling in the details')).toBe(true);
  });

  it('SAVECARD-7, CONFIRM-3: a card saved from page 2 becomes the default and page 1 is priced again at its billing address', async () => {
    const [card] = paymentMethodsFor('cse.member@example.com');
    if (card === undefined || card.address === null) throw new Error('no seeded card');
    const saved: PaymentMethod = { ...card, id: 'pm_new', address: { ...card.address, ...CALIFORNIA } };
    let reads = 0;
    const clock = new SimulatedClock();
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.essentials }, { paymentMethods: async () => (++reads === 1 ? [card] : [saved]) }, clock);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'update payment method' });
    await t.untilPage(2);
    t.actor.send({ type: 'payment.card saved', paymentMethodId: 'pm_new' });
    await t.untilPage(1);
    await settle();
    expect(reads).toBe(2);
    clock.increment(DEBOUNCE_MS);
    await settle();
    expect(t.reprices.at(-1)?.address).toMatchObject({ city: 'San Francisco', state: 'CA' });
  });

  it('PAGE1-9, PAGE1-10: a failed sign-in again shows its message until the button is pressed; the member back hands the login to the session', async () => {
    const t = await onPage1();
    t.session.signOut();
    expect(at(t, 'payment method', 're-entering credentials')).toBe(true);
    t.session.fail('Popup closed');
    expect(t.snapshot().context.signInError).toBe('Popup closed');
    t.actor.send({ type: 'sign in' });
    expect(t.snapshot().context.signInError).toBeNull();
    expect(t.count('open sign-in popup')).toBe(1);
    const handed = t.count('tell the session the login was handled');
    t.session.signIn('member@example.com');
    expect(t.count('tell the session the login was handled')).toBe(handed + 1);
  });
});
