// What the checkout's views read (machines/checkout/selectors.ts) in each step of the flow, both
// where a read-out is on and where it must be off: loading and leaving, the order and its amount,
// page 0's sign-in, the account data loading, the gates and the waitlist screen, a new firm admin's
// reload, the payment form's purpose and the completion modal (issue 17, mutation testing).
import { describe, expect, it } from 'vitest';
import {
  selectCompletion,
  selectIsLeaving,
  selectIsLoading,
  selectLoadingAccount,
  selectOrderItems,
  selectPaymentAmount,
  selectPaymentDetailsTitle,
  selectPaymentFormPurpose,
  selectPricesHidden,
} from '../../../machines/checkout/selectors.ts';
import { selectFinishingSignIn, selectGate, selectShowsWaitlistScreen, selectWaitingForSignIn } from './read-outs.ts';
import { PAGE_TEXTS } from '../../../machines/checkout/rules.ts';
import { newMember, PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import { deferred, settle, startCheckout, type CheckoutHarness, startSignedIn } from './harness.ts';
import type { CheckOrgDiscountOutput } from '../../../machines/checkout/types.ts';
import type { LoadSeatCountOutput } from '../../../machines/waitlist/waitlist.machine.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { RepriceResult } from '../../../machines/domain/pricing.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

/** Every read-out that is off on page 0 before any sign-in. */
function offOnPage0(t: CheckoutHarness) {
  const s = t.snapshot();
  return {
    loading: selectIsLoading(s),
    leaving: selectIsLeaving(s),
    pricesHidden: selectPricesHidden(s),
    loadingAccount: selectLoadingAccount(s),
    finishingSignIn: selectFinishingSignIn(s),
    gate: selectGate(s),
    waitlistScreen: selectShowsWaitlistScreen(s),
    completion: selectCompletion(s),
  };
}

const allOff = {
  loading: false,
  leaving: false,
  pricesHidden: false,
  loadingAccount: false,
  finishingSignIn: false,
  gate: null,
  waitlistScreen: false,
  completion: null,
};

describe('loading and leaving (PAGELOAD-1, ROUTE-10, ROUTE-11, STATE-ORG-1)', () => {
  it('PAGELOAD-1, STATE-ASYNC-1: while the product loads the page is loading, holds no order and nothing of a member, and nothing is under way', () => {
    const products = deferred<Product[]>();
    const t = startCheckout({ priceId: PRICE.essentials }, { products: () => products.promise });
    expect(selectIsLoading(t.snapshot())).toBe(true);
    expect(selectIsLeaving(t.snapshot())).toBe(false);
    expect(selectOrderItems(t.snapshot())).toEqual([]);
    expect(t.snapshot().context).toMatchObject({
      products: [],
      purchased: [],
      subscriptions: [],
      subscriptionsStatus: 'idle',
      paymentMethods: [],
      paymentMethodsStatus: 'idle',
      accountLoaded: false,
      orgCheck: 'idle',
      paymentFormPurpose: 'pay',
      nextPage: 'payment method',
    });
  });

  it('PAGE0-1, SUMMARY-19: page 0 before any sign-in is neither loading nor leaving, shows its prices and opens no gate, waitlist or completion', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    expect(t.page()).toBe(0);
    expect(offOnPage0(t)).toEqual(allOff);
  });

  it('STATE-ORG-1, STATE-ORG-2, ROUTE-11: the organisation check shows the loading page and runs as loading; a refusal sets it back to idle and leaves', async () => {
    const check = deferred<CheckOrgDiscountOutput>();
    const t = startCheckout({ priceId: PRICE.are5Pro, orgId: 101 }, { orgDiscount: () => check.promise });
    await settle();
    expect(t.snapshot().matches({ 'checkout flow': 'checking the organisation discount' })).toBe(true);
    expect(selectIsLoading(t.snapshot())).toBe(true);
    expect(t.snapshot().context.orgCheck).toBe('loading');
    check.resolve({ allow: false });
    await settle();
    expect(t.snapshot().context.orgCheck).toBe('idle');
    expect(selectIsLeaving(t.snapshot())).toBe(true);
    expect(selectIsLoading(t.snapshot())).toBe(false);
  });

  it('STATE-ORG-1, SUMMARY-1: an organisation price that is allowed opens page 0 with its product in the order', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro, orgId: 101 });
    await settle();
    expect(t.page()).toBe(0);
    expect(t.snapshot().context.orgCheck).toBe('succeeded');
    expect(selectOrderItems(t.snapshot()).map((p) => p.price_id)).toEqual([PRICE.are5Pro]);
  });
});

describe("page 0's sign-in and the account data (PAGE0-4, PAGE0-5, CONST-22)", () => {
  it('PAGE0-4: after Proceed the page waits for the sign-in popup', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.session.fail('Popup closed');
    await settle();
    expect(selectWaitingForSignIn(t.snapshot())).toBe(false);
    t.actor.send({ type: 'proceed to checkout' });
    expect(selectWaitingForSignIn(t.snapshot())).toBe(true);
    expect(t.snapshot().context.nextPage).toBe('payment method');
  });

  it('PAGE0-5: while the account data loads page 0 shows it loading, with no gate and no waitlist screen', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = startCheckout({ priceId: PRICE.essentials }, { subscriptions: () => subscriptions.promise });
    await settle();
    t.session.signIn('member@example.com');
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
    expect(selectLoadingAccount(t.snapshot())).toBe(false);
  });

  it('CONST-22: before the first price answer the payment amount is the sum of the cart amounts', async () => {
    const price = deferred<RepriceResult>();
    const t = startCheckout({ priceId: PRICE.essentials }, { reprice: () => price.promise });
    await settle();
    expect(t.snapshot().context.total).toBeNull();
    expect(selectPaymentAmount(t.snapshot())).toBe(productFor(PRICE.essentials).amount);
  });
});

describe('the gates and the waitlist screen (docs/decisions/0010, WAITLIST-1, COMPANY-1, API-41)', () => {
  it("COMPANY-1, API-41: the company dialog is a gate but not the waitlist screen; after 'company.created' page 0 shows the member reloading", async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.firmExpert });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
    expect(selectLoadingAccount(t.snapshot())).toBe(false);
    t.company()?.send({ type: 'type company name', value: 'Maya Studio' });
    t.company()?.send({ type: 'create company' });
    await settle();
    expect(selectGate(t.snapshot())).toBeNull();
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
  });

  it('WAITLIST-1, PAGELOAD-6: while the seats are counted the waitlist screen replaces the checkout', async () => {
    const seats = deferred<LoadSeatCountOutput>();
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => seats.promise });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('seats');
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(true);
    seats.resolve({ count: 3, allowed: 25, queuePosition: 0 });
    await t.untilPage(1);
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
  });

  it('ADMIN-8, API-36, API-41: while a new firm admin is read again page 0 shows the sign-in finishing and the account loading', async () => {
    const t = startCheckout({ priceId: PRICE.firmExpert });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    await settle();
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'reloading the new admin' } } } })).toBe(true);
    expect(selectFinishingSignIn(t.snapshot())).toBe(true);
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
  });
});

describe('page 2 after a known account (SAVECARD-1, PAGE2-3, KNOWN-8, PAGE1-9)', () => {
  it("SAVECARD-1, PAGE2-3, KNOWN-8: a known account that already holds a plan reaches page 2 as 'save card'; signed out and back in, it comes back to page 1", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment details', firmName: null });
    t.session.signIn('member@example.com');
    await t.untilPage(2);
    expect(selectPaymentFormPurpose(t.snapshot())).toBe('save card');
    expect(t.snapshot().context.nextPage).toBe('payment method');
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe(PAGE_TEXTS.page2UpdateTitle);
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(1);
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.page()).toBe(1);
  });
});

describe('the completion modal (DIALOG-COMPLETE-1, DIALOG-COMPLETE-7, SUMMARY-19)', () => {
  it('DIALOG-COMPLETE-1, SUMMARY-19: a plan that is not ARE opens the completion modal itself, prices hidden', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.essentials });
    t.actor.send({
      type: 'payment.succeeded',
      path: 'new purchase',
      audience: 'individual',
      names: ['Architecture Essentials 12-Month Subscription'],
      priceIds: [PRICE.essentials],
      invoiceId: 'in_1',
    });
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'checkout complete': 'completion modal' } } } })).toBe(true);
    expect(selectCompletion(t.snapshot())?.thankYouOpen).toBe(false);
    expect(selectPricesHidden(t.snapshot())).toBe(true);
  });
});
