// checkout.machine.ts: the way into the checkout (the product the address names, its redirects, the
// organisation discount check, the loading and leaving states), 'arriving' on page 0 or straight on
// to page 1, and the events the machine takes at its root ('Update Selection', leaving the page).
import { describe, expect, it } from 'vitest';
import {
  selectCompletion,
  selectCouponHidden,
  selectIsLeaving,
  selectIsLoading,
  selectLoadingAccount,
  selectOrderItems,
  selectPricesHidden,
} from '../../../machines/checkout/selectors.ts';
import { hasUnpaidCart, selectFinishingSignIn, selectGate, selectShowsWaitlistScreen } from './read-outs.ts';
import { PRICE, productFor } from './fixtures.ts';
import { type CheckoutHarness, deferred, settle, startCheckout, startSignedIn } from './harness.ts';
import type { CheckOrgDiscountOutput } from '../../../machines/checkout/types.ts';
import type { Product } from '../../../machines/domain/product.ts';
import { coupon, signedInOn, toPage1 } from './journeys.ts';

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

describe('page load and routes', () => {
  it('ROUTE-1, PAGELOAD-2: "/" names no product: straight to the pricing page, nothing loaded', async () => {
    const t = startCheckout({ priceId: null });
    await settle();
    expect(t.names()).toEqual(['go to pricing page']);
    expect(selectIsLeaving(t.snapshot())).toBe(true);
    expect(t.page()).toBeNull();
  });

  it('ROUTE-2, ROUTE-3, PAGELOAD-1: the id of /{id} is loaded as the price id and page 0 opens', async () => {
    const t = startCheckout({ priceId: PRICE.are5Expert });
    expect(selectIsLoading(t.snapshot())).toBe(true);
    await settle();
    expect(t.log[0]).toEqual({ name: 'load product', priceIds: [PRICE.are5Expert] });
    expect(t.page()).toBe(0);
    expect(selectOrderItems(t.snapshot()).map((p) => p.name)).toEqual(['ARE 5.0 Expert 1-Month Subscription']);
  });

  it('ROUTE-10, PAGELOAD-2: no product for the id → the pricing page; no popup, no tracking', async () => {
    const t = startCheckout({ priceId: 'price_unknown' });
    t.session.signOut();
    await settle();
    expect(t.names()).toEqual(['load product', 'go to pricing page']);
    expect(selectIsLeaving(t.snapshot())).toBe(true);
  });

  it('PAGELOAD-1 (decision 0008): a failing product call opens the network dialog (other), no redirect', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro }, { products: async () => Promise.reject(new Error('Service Unavailable')) });
    await settle();
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(t.count('go to pricing page')).toBe(0);
    expect(t.snapshot().matches({ 'checkout flow': 'product unavailable' })).toBe(true);
  });

  it('SCOPE-13, API-38, API-40: the open checkout tracks the price (origin checkout) and records its origin, once', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.csePro });
    expect(t.log.filter((e) => e.name === 'track price')).toEqual([{ name: 'track price', origin: 'checkout', priceId: PRICE.csePro }]);
    expect(t.log.filter((e) => e.name === 'record checkout origin')).toEqual([{ name: 'record checkout origin', priceId: PRICE.csePro }]);
  });

  it('ENTITY-19: more than one product is kept sorted by name ascending', async () => {
    const t = startCheckout({ priceId: PRICE.essentials }, { products: async () => [productFor(PRICE.csePro), productFor(PRICE.are5Pro)] });
    await settle();
    expect(selectOrderItems(t.snapshot()).map((p) => p.name)).toEqual(['ARE 5.0 Pro 1-Month Subscription', 'CSE Pro 1-Month Subscription']);
  });

  it('ROUTE-1, ROUTE-10: a price id of only spaces names no product: straight to the pricing page, nothing loaded', async () => {
    const t = startCheckout({ priceId: '   ' });
    await settle();
    expect(t.names()).toEqual(['go to pricing page']);
  });
});

describe('organisation checkout', () => {
  it('ROUTE-12, ROUTE-14, STATE-ORG-1, CART-2: the org check gets price and org id; allowed → page 0 with the coupon entry hidden', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 101 });
    await settle();
    expect(t.log).toContainEqual({ name: 'check org discount', priceId: PRICE.noma, orgId: 101 });
    expect(t.page()).toBe(0);
    expect(t.snapshot().context.orgCheck).toBe('succeeded');
    expect(selectCouponHidden(t.snapshot())).toBe(true);
    expect(coupon(t).getSnapshot().value).toBe('coupon entry hidden');
  });

  it('ROUTE-11, STATE-ORG-2: not allowed → the marketing home page before any sign-in popup', async () => {
    const answer = deferred<{ allow: boolean }>();
    const t = startCheckout({ priceId: PRICE.noma, orgId: 103 }, { orgDiscount: () => answer.promise });
    t.session.signOut(); // the session knows the visitor is anonymous before the check answers
    await settle();
    expect(t.count('open sign-in popup')).toBe(0);
    answer.resolve({ allow: false });
    await settle();
    expect(t.names()).toEqual(['load product', 'check org discount', 'go to marketing home']);
    expect(selectIsLeaving(t.snapshot())).toBe(true);
  });

  it('STATE-ORG-3: a failing org check counts as allowed; the checkout goes on and then offers the popup', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 101 }, { orgDiscount: async () => Promise.reject(new Error('Bad Gateway')) });
    t.session.signOut();
    await settle();
    expect(t.snapshot().context.orgCheck).toBe('succeeded');
    expect(t.page()).toBe(0);
    expect(t.names()).toEqual(['load product', 'check org discount', 'track price', 'record checkout origin', 'open sign-in popup']);
  });

  it('ROUTE-12, CART-2: without an organisation id there is no org check and the coupon entry shows', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro });
    await settle();
    expect(t.count('check org discount')).toBe(0);
    expect(selectCouponHidden(t.snapshot())).toBe(false);
    expect(coupon(t).getSnapshot().value).toBe('waiting for a coupon');
  });
});

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

describe('arriving: the popup offered once, or a returning member straight on to page 1 (PAGELOAD-3, CHECKOUT-FLOW-5, CHECKOUT-FLOW-6)', () => {
  it('PAGELOAD-3: a logged-out visitor gets the login popup once, after the product is loaded', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro });
    t.session.signOut();
    await settle();
    expect(t.names()).toEqual(['load product', 'track price', 'record checkout origin', 'open sign-in popup']);
    t.session.fail('Popup closed');
    t.session.signOut();
    await settle();
    expect(t.count('open sign-in popup')).toBe(1);
    expect(t.page()).toBe(0);
  });

  it('PAGELOAD-3, decision 0041: the arrival popup goes to the session as an offer, whichever comes first; Proceed asks for it', async () => {
    const popups = (t: ReturnType<typeof startCheckout>) => t.log.filter((entry) => entry.name === 'open sign-in popup');
    // Signed out before the product arrives: the offer is made on arriving.
    const early = startCheckout({ priceId: PRICE.are5Pro });
    early.session.signOut();
    await settle();
    expect(popups(early)).toEqual([{ name: 'open sign-in popup', offered: true }]);
    // The product first, the session's answer after: the offer is made on page 0.
    const late = startCheckout({ priceId: PRICE.are5Pro });
    await settle();
    late.session.signOut();
    await settle();
    expect(popups(late)).toEqual([{ name: 'open sign-in popup', offered: true }]);
    late.actor.send({ type: 'proceed to checkout' });
    expect(popups(late)).toEqual([
      { name: 'open sign-in popup', offered: true },
      { name: 'open sign-in popup', offered: false },
    ]);
  });

  it('PAGELOAD-3: a member whose session is restored gets no popup and stays on page 0', async () => {
    const t = await signedInOn(PRICE.csePro, 'member@example.com');
    expect(t.count('open sign-in popup')).toBe(0);
    expect(t.count('tell the session the login was handled')).toBe(0);
    expect(t.page()).toBe(0);
    expect(t.names()).toContain('load subscriptions');
  });

  it('CHECKOUT-FLOW-5, CHECKOUT-FLOW-6: the direct-to-payment flag sends a returning member to page 1 once and is cleared', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com', { directToPaymentInfo: true });
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(0);
    t.session.signIn('member@example.com'); // the session reloads the member: no second jump
    await settle();
    expect(t.page()).toBe(0);
    expect(t.count('clear direct to payment flag')).toBe(1);
  });

  it('CHECKOUT-FLOW-5, PAGELOAD-3: with the flag but no session the popup opens; signing in goes to page 1 and clears it', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, directToPaymentInfo: true });
    t.session.signOut();
    await settle();
    expect(t.count('open sign-in popup')).toBe(1);
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(1);
  });

  it('CHECKOUT-FLOW-5, CHECKOUT-FLOW-6: the direct-to-payment flag sends the member straight on to page 1 on arrival, and is cleared', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, directToPaymentInfo: true });
    t.session.signIn('member@example.com'); // before 'load product' answers
    await t.untilPage(1);
    expect(t.count('open sign-in popup')).toBe(0);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
  });
});

describe("the root's events: 'Update Selection' and leaving the page (SUMMARY-6, SCOPE-13)", () => {
  it("SUMMARY-6: 'Update Selection' records the return to the pricing page", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    t.actor.send({ type: 'update selection' });
    expect(t.count('record the return to the pricing page')).toBe(1);
  });

  it('SCOPE-13, API-33: a signed-in member leaving with an unpaid cart is reported', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    expect(hasUnpaidCart(t.snapshot())).toBe(true);
    t.actor.send({ type: 'leaving the page' });
    expect(t.log).toContainEqual({ name: 'report abandoned checkout', priceIds: [PRICE.essentials] });
  });

  it('SCOPE-13: anonymous visitors and paid carts are not reported', async () => {
    const anonymous = startCheckout({ priceId: PRICE.essentials });
    anonymous.session.signOut();
    await settle();
    expect(hasUnpaidCart(anonymous.snapshot())).toBe(false);
    anonymous.actor.send({ type: 'leaving the page' });
    expect(anonymous.count('report abandoned checkout')).toBe(0);

    const paid = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(paid);
    paid.actor.send({ type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: ['x'], priceIds: [PRICE.essentials], invoiceId: null });
    expect(hasUnpaidCart(paid.snapshot())).toBe(false);
    paid.actor.send({ type: 'leaving the page' });
    expect(paid.count('report abandoned checkout')).toBe(0);
  });

  it('SCOPE-13: a member sent away by the organisation check has no open cart', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 103 }, { orgDiscount: async () => ({ allow: false }) });
    t.session.signIn('member@example.com');
    await settle();
    t.actor.send({ type: 'leaving the page' });
    expect(t.count('report abandoned checkout')).toBe(0);
  });
});
