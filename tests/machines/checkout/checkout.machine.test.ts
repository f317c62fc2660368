// The checkout machine with stubbed actors: page load and redirects, the organisation check, the
// login popup, pages 0 → 1 → 2, the already-subscribed and firm-plan gates, proration, the
// account data and its failure, and completion.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { FIRM_PLAN_MESSAGE, PAGE_TEXTS } from '../../../machines/checkout/rules.ts';
import {
  selectAlreadySubscribedMessage,
  selectCompletion,
  selectCouponHidden,
  selectFirmPlanMessage,
  selectIsLeaving,
  selectIsLoading,
  selectOrderItems,
  selectPaymentAmount,
  selectPaymentDetailsTitle,
  selectPaymentMethodButton,
  selectPricesHidden,
  selectProceedButton,
  selectReEnterCredentials,
  selectSavedPaymentMethod,
} from '../../../machines/checkout/selectors.ts';
import { hasUnpaidCart, selectCurrentSubscriptions } from './read-outs.ts';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import type { PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import { PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import { deferred, settle, startCheckout, type CheckoutHarness, startSignedIn } from './harness.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

const coupon = (t: CheckoutHarness) => t.system('coupon') as ActorRefFrom<CouponMachine>;
const pricing = (t: CheckoutHarness) => t.system('pricing') as ActorRefFrom<PricingMachine>;
const payment = (t: CheckoutHarness) => t.system('payment') as ActorRefFrom<PaymentMachine>;

/** Opens the checkout for a price, signs the member in (session restored) and waits for the account data. */
async function signedInOn(priceId: string, email: string, input: { directToPaymentInfo?: boolean } = {}) {
  const t = await startSignedIn(email, { priceId, ...input });
  return t;
}

/** From page 0, signed in: Proceed to Checkout and wait for page 1. */
async function toPage1(t: CheckoutHarness) {
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
}

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

describe('sign-in popup and Proceed to Checkout', () => {
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

  it('PAGELOAD-3: a blocked popup leaves the page usable; Proceed still opens it', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro });
    t.session.signOut();
    await settle();
    t.session.fail('Unable to open a popup');
    expect(t.snapshot().context.signInError).toBe('Unable to open a popup');
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('open sign-in popup')).toBe(2);
    // Even while the first popup is still "open" (blocked silently), the button asks again.
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('open sign-in popup')).toBe(3);
  });

  it('PAGELOAD-3: a member whose session is restored gets no popup and stays on page 0', async () => {
    const t = await signedInOn(PRICE.csePro, 'member@example.com');
    expect(t.count('open sign-in popup')).toBe(0);
    expect(t.count('tell the session the login was handled')).toBe(0);
    expect(t.page()).toBe(0);
    expect(t.names()).toContain('load subscriptions');
  });

  it('PAGE0-4, PAGE0-5, PAGE0-6, CHECKOUT-FLOW-1, CHECKOUT-FLOW-3, ROLE-3: Proceed while anonymous → popup → page 1 only after the account data', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = startCheckout({ priceId: PRICE.essentials }, { subscriptions: () => subscriptions.promise });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('open sign-in popup')).toBe(1);
    t.session.signIn('member@example.com');
    await settle();
    expect(t.page()).toBe(0); // 'loading your account'
    expect(t.names()).toEqual(expect.arrayContaining(['load subscriptions', 'load payment methods']));
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
    expect(t.count('load subscriptions')).toBe(1);
    // The session's justLoggedIn is consumed by this move (session event 'login handled').
    expect(t.count('tell the session the login was handled')).toBe(1);
  });

  it('PAGE0-5, CHECKOUT-FLOW-1: a signed-in member goes to page 1 without another popup or reload', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    expect(t.count('open sign-in popup')).toBe(0);
    expect(t.count('load subscriptions')).toBe(1);
  });

  it('CHECKOUT-FLOW-3: the load popup signing in moves to page 1 too', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.session.signIn('nocard@example.com');
    await t.untilPage(1);
  });

  it('ROLE-1: an anonymous visitor sees the summary with Proceed enabled', async () => {
    const t = startCheckout({ priceId: PRICE.are5Pro });
    t.session.signOut();
    await settle();
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
    expect(selectAlreadySubscribedMessage(t.snapshot())).toBeNull();
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
});

describe("saving the 'direct to payment info' flag", () => {
  const names = (t: CheckoutHarness) => t.log.map((entry) => entry.name);

  it('STORAGE-4: a signed-out Proceed saves the flag before its login popup; the sign-in it opens reaches page 1 and clears it', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.session.fail(); // the popup offered on arrival was closed: page 0 shows the order
    await settle();
    expect(t.count('save direct to payment flag')).toBe(0);
    t.actor.send({ type: 'proceed to checkout' });
    const order = names(t);
    expect(order.lastIndexOf('save direct to payment flag')).toBeLessThan(order.lastIndexOf('open sign-in popup'));
    expect(t.count('save direct to payment flag')).toBe(1);
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
  });

  it('STORAGE-4, CHECKOUT-FLOW-5: Proceed while the offered popup waits saves it too; with that popup closed, a sign-in found later still goes to page 1', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('save direct to payment flag')).toBe(1);
    t.session.fail();
    await settle();
    expect(t.page()).toBe(0);
    expect(t.count('clear direct to payment flag')).toBe(0);
    t.session.signIn('member@example.com'); // signed in elsewhere, the session finds the member
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(1);
  });

  it("CHECKOUT-FLOW-6: a Proceed whose popup was closed, then 'Welcome Back!' in the dialog: the dialog's sign-in uses the saved flag up", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.fail();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
  });

  it('STORAGE-4: a signed-in member\'s Proceed needs no login and saves nothing', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.count('save direct to payment flag')).toBe(0);
  });
});

describe('already subscribed and firm plan', () => {
  it('ALREADY-SUB-1, ALREADY-SUB-2, ROLE-9: cse.member@example.com on the CSE product: the message replaces the card, no checkout button', async () => {
    const t = await signedInOn(PRICE.csePro, 'cse.member@example.com');
    expect(selectAlreadySubscribedMessage(t.snapshot())).toBe(
      'You are already subscribed to the CSE Pro 1-Month Subscription. Please return to the pricing page and select a different plan.',
    );
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(t.page()).toBe(0);
  });

  it('CHECKOUT-FLOW-4: signing in from Proceed as a member who holds the plan returns to page 0', async () => {
    const t = startCheckout({ priceId: PRICE.csePro });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.signIn('cse.member@example.com');
    await settle(10);
    expect(t.page()).toBe(0);
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
  });

  it('CHECKOUT-FLOW-4: on page 1, subscriptions that now hold the first cart product send the flow back to page 0', async () => {
    const t = await signedInOn(PRICE.csePro, 'nocard@example.com');
    await toPage1(t);
    t.subscriptionsReloaded(subscriptionsFor('cse.member@example.com'));
    expect(t.page()).toBe(0);
  });

  it('ALREADY-SUB-1, API-19: a canceled subscription is not current and blocks nothing', async () => {
    const canceled = subscriptionsFor('cse.member@example.com').map((s) => ({ ...s, status: 'canceled' as const }));
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.csePro }, { subscriptions: async () => canceled });
    expect(selectCurrentSubscriptions(t.snapshot())).toEqual([]);
    expect(selectAlreadySubscribedMessage(t.snapshot())).toBeNull();
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
  });

  it('FIRM-MEMBER-1, FIRM-MEMBER-2, ROLE-10, CONST-9: a firm member (groupId 91) on an individual plan: the message and Proceed disabled', async () => {
    const t = await signedInOn(PRICE.are5Pro, 'firm.member@example.com');
    expect(selectFirmPlanMessage(t.snapshot())).toBe(FIRM_PLAN_MESSAGE);
    expect(FIRM_PLAN_MESSAGE).toBe(
      'You are currently on a Firm Plan. It looks like you are trying to purchase an individual subscription. Please contact your firm administrator to request an upgrade.',
    );
    expect(selectProceedButton(t.snapshot())).toBe('disabled');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(t.page()).toBe(0);
  });

  it('FIRM-MEMBER-1: the firm member on a group plan is not blocked by the firm rule', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.member@example.com');
    expect(selectFirmPlanMessage(t.snapshot())).toBeNull();
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
  });
});

describe('proration (PAGELOAD-7)', () => {
  it("PAGELOAD-7, CONST-26: member@example.com's ARE 5.0 Pro subscription → 'prorate against' sub_member_pro", async () => {
    const t = await signedInOn(PRICE.are5Expert, 'member@example.com');
    expect(t.snapshot().context.proratingAgainst).toBe('sub_member_pro');
    expect(pricing(t).getSnapshot().context.mode).toBe('prorate');
    expect(t.prorations.at(-1)?.targetSubscriptionId).toBe('sub_member_pro');
    expect(t.prorations.at(-1)?.items.map((i) => i.price_id)).toEqual([PRICE.are5Expert]);
  });

  it('PAGELOAD-7: a CSE cart is not prorated, even for an ARE 5.0 member', async () => {
    const t = await signedInOn(PRICE.csePro, 'member@example.com');
    expect(t.snapshot().context.proratingAgainst).toBeNull();
    expect(t.prorations).toEqual([]);
    expect(pricing(t).getSnapshot().context.mode).toBe('reprice');
  });

  it('PAGELOAD-7: no ARE 5.0 subscription, no proration; anonymous visitors are repriced', async () => {
    const t = await signedInOn(PRICE.are5Expert, 'cse.member@example.com');
    expect(t.prorations).toEqual([]);
    const anonymous = startCheckout({ priceId: PRICE.are5Expert });
    anonymous.session.signOut();
    await settle();
    expect(anonymous.prorations).toEqual([]);
    expect(anonymous.reprices.length).toBeGreaterThan(0);
  });

  it('PAGELOAD-7: signing out stops prorating', async () => {
    const t = await signedInOn(PRICE.are5Expert, 'member@example.com');
    t.session.signOut();
    await settle();
    expect(t.snapshot().context.proratingAgainst).toBeNull();
    expect(pricing(t).getSnapshot().context.mode).toBe('reprice');
  });
});

describe('account data', () => {
  it('STATE-SUBS-1: loading the subscriptions clears the data first', async () => {
    const second = deferred<Subscription[]>();
    let calls = 0;
    const t = startCheckout({ priceId: PRICE.essentials }, {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(subscriptionsFor('member@example.com')) : second.promise;
      },
    });
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.snapshot().context.subscriptions).toHaveLength(1);
    t.session.signIn('cse.member@example.com'); // a different member: reload
    await settle();
    expect(t.snapshot().context.subscriptions).toEqual([]);
    expect(t.snapshot().context.subscriptionsStatus).toBe('loading');
    second.resolve(subscriptionsFor('cse.member@example.com'));
    await settle();
    expect(t.snapshot().context.subscriptions.map((s) => s.id)).toEqual(['sub_cse']);
  });

  it("ERR-CHECKOUT-7: a failed subscriptions read opens the network dialog's subscription case; a retry's result lets the flow go on", async () => {
    const t = startCheckout({ priceId: PRICE.essentials }, { subscriptions: async () => Promise.reject(new Error('Error getting member subscription')) });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'subscription' });
    expect(t.snapshot().context.subscriptionsError).toBe('Error getting member subscription');
    expect(t.page()).toBe(0);
    t.subscriptionsReloaded(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
    expect(t.snapshot().context.proratingAgainst).toBe('sub_member_pro');
  });

  it('ERR-10, PAGE1-11 (decision 0008): a failed payment-methods read leaves page 1 with no saved method', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.essentials }, { paymentMethods: async () => Promise.reject(new Error('Unauthorized')) });
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
    expect(t.snapshot().context.paymentMethodsStatus).toBe('failed');
  });
});

describe('page 1 and page 2', () => {
  it('PAGE1-8, CHECKOUT-FLOW-2: Cancel on page 1 returns to page 0', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(0);
  });

  it('PAGE1-2..4, PAGE1-6: a saved card with a current subscription: the card and Update Payment Method', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ type: 'card', brand: 'visa', last_4: '4242', exp_month: 12, exp_year: 2030 });
    expect(selectPaymentMethodButton(t.snapshot())).toBe('Update Payment Method');
  });

  it('PAGE1-5, PAGE1-6: a saved bank account without a subscription: Add a new payment method', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.admin@example.com');
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ type: 'us_bank_account', bankName: 'STRIPE TEST BANK', last4: '6789' });
    expect(selectPaymentMethodButton(t.snapshot())).toBe('Add a new payment method');
  });

  it('PAGE1-11, PAGE1-12: no card: no saved method and Add Payment Method', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
    expect(selectPaymentMethodButton(t.snapshot())).toBe('Add Payment Method');
    expect(PAGE_TEXTS.noCard).toBe('No credit card found.');
  });

  it('PAGE1-9, PAGE1-10: signed out on page 1 → re-enter credentials; its button opens the popup; signing in returns to page 1', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.session.signOut();
    expect(t.page()).toBe(1);
    expect(selectReEnterCredentials(t.snapshot())).toBe('For security reasons, please click here to re-enter your credentials');
    t.actor.send({ type: 'sign in' });
    expect(t.count('open sign-in popup')).toBe(1);
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(selectReEnterCredentials(t.snapshot())).toBeNull();
  });

  it('SAVECARD-1, SAVECARD-2, PAGE2-3: with a saved method page 2 saves a card, titled Step 3: Update Billing Info', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.actor.send({ type: 'update payment method' });
    expect(t.page()).toBe(2);
    expect(t.snapshot().context.paymentFormPurpose).toBe('save card');
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe('Step 3: Update Billing Info');
  });

  it('SAVECARD-2: a subscription without a saved method also saves a card', async () => {
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.essentials }, { paymentMethods: async () => [] });
    await toPage1(t);
    t.actor.send({ type: 'add payment method' });
    expect(t.snapshot().context.paymentFormPurpose).toBe('save card');
  });

  it('PAGE2-2, CHECKOUT-FLOW-1: no method and no subscription: page 2 is the pay flow, Step 2: Secure Checkout; Cancel goes back to page 1', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await toPage1(t);
    t.actor.send({ type: 'add payment method' });
    expect(t.page()).toBe(2);
    expect(t.snapshot().context.paymentFormPurpose).toBe('pay');
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe('Step 2: Secure Checkout');
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(1);
  });

  it('SAVECARD-7: a saved card reloads the payment methods and returns to page 1', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.actor.send({ type: 'update payment method' });
    payment(t).send({
      type: 'card form changed',
      form: { paymentComplete: true, addressComplete: true, address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' }, phone: '4155550101' },
    });
    t.actor.send({ type: 'pay' });
    await t.untilPage(1);
    await settle();
    expect(t.count('load payment methods')).toBe(2);
  });

  it('PAGE2-1: signed out on page 2 → page 1 asks for the credentials again', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await toPage1(t);
    t.actor.send({ type: 'add payment method' });
    t.session.signOut();
    expect(t.page()).toBe(1);
    expect(selectReEnterCredentials(t.snapshot())).not.toBeNull();
  });
});

describe('coupon and price', () => {
  it('CONST-22: the payment amount follows the repriced total', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    expect(selectPaymentAmount(t.snapshot())).toBe(29900);
    t.actor.send({ type: 'pricing.price changed', total: 26910 });
    expect(selectPaymentAmount(t.snapshot())).toBe(26910);
  });

  it('COUPON-7: an applied coupon is forwarded to pricing, which reprices with it', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    coupon(t).send({ type: 'type coupon', value: 'welcome10' });
    coupon(t).send({ type: 'apply coupon' });
    await settle();
    expect(t.reprices.at(-1)?.coupon).toBe('WELCOME10');
  });

  it('COUPON-UI-4: an auto coupon found by pricing is forwarded to the coupon box', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    t.actor.send({ type: 'pricing.auto coupon found', code: 'AUTOSAVE05' });
    expect(coupon(t).getSnapshot().context.applied).toEqual({ code: 'AUTOSAVE05', type: 'auto' });
  });
});

describe('payment and completion', () => {
  it('PAGE1-7, CONFIRM-1, DIALOG-COMPLETE-1..3, DIALOG-COMPLETE-5, SUMMARY-19, PAY-9, PAY-10, PAY-12: Confirm Payment completes a new purchase', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    coupon(t).send({ type: 'type coupon', value: 'welcome10' });
    coupon(t).send({ type: 'apply coupon' });
    await settle();
    payment(t).send({ type: 'accept renewal terms', accepted: true });
    t.actor.send({ type: 'confirm payment' });
    await t.untilPage('complete');
    // The purchase the checkout gathered for the payment child.
    expect(t.creates[0]).toMatchObject({ priceIds: [PRICE.essentials], coupon: 'WELCOME10' });
    expect(selectCompletion(t.snapshot())).toEqual({
      title: 'Checkout complete',
      body: 'A receipt will be emailed to you shortly!',
      button: 'Go to dashboard',
      showsIndividualExtra: true,
      thankYouOpen: false,
      arePurchase: false,
    });
    expect(selectPricesHidden(t.snapshot())).toBe(true);
    expect(t.snapshot().context.products).toEqual([]);
    expect(selectOrderItems(t.snapshot()).map((p) => p.price_id)).toEqual([PRICE.essentials]);
    expect(coupon(t).getSnapshot().context.applied).toBeNull();
    const pushed = t.log.find((e) => e.name === 'push purchase events');
    expect(pushed).toMatchObject({ analytics: { path: 'new purchase', audience: 'individual', priceIds: [PRICE.essentials], invoiceId: 'in_1' } });
    t.actor.send({ type: 'go to dashboard' });
    expect(t.count('open the dashboard')).toBe(1);
    expect(t.count('go to group management')).toBe(0);
  });

  it('PAY-1..3, PAY-11, DIALOG-COMPLETE-7, DIALOG-COMPLETE-8: the page-2 pay flow for an ARE plan opens the thank-you dialog first', async () => {
    const t = await signedInOn(PRICE.are5Pro, 'nocard@example.com');
    await toPage1(t);
    t.actor.send({ type: 'add payment method' });
    payment(t).send({
      type: 'card form changed',
      form: { paymentComplete: true, addressComplete: true, address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' }, phone: '4155550101' },
    });
    payment(t).send({ type: 'accept renewal terms', accepted: true });
    t.actor.send({ type: 'pay' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
    expect(selectCompletion(t.snapshot())).toMatchObject({ thankYouOpen: true, arePurchase: true });
    t.actor.send({ type: 'get started' });
    expect(t.count('go to learning site')).toBe(1);
    t.actor.send({ type: 'close thank-you' });
    expect(selectCompletion(t.snapshot())?.thankYouOpen).toBe(false);
  });

  it('DIALOG-COMPLETE-6: after a group purchase the button goes to the group management area', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.admin@example.com');
    await toPage1(t);
    t.actor.send({ type: 'payment.succeeded', path: 'new purchase', audience: 'group', names: ['ARE 5.0 Expert 1-Month Subscription Firm'], priceIds: [PRICE.firmExpert], invoiceId: 'in_9' });
    expect(selectCompletion(t.snapshot())?.showsIndividualExtra).toBe(false);
    t.actor.send({ type: 'close thank-you' });
    t.actor.send({ type: 'go to dashboard' });
    expect(t.count('go to group management')).toBe(1);
    expect(t.count('open the dashboard')).toBe(0);
  });

  it("DIALOG-COMPLETE-4: signed out after paying, the modal's button is Log in and opens the popup", async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.actor.send({ type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: ['Architecture Essentials 12-Month Subscription'], priceIds: [PRICE.essentials], invoiceId: null });
    t.session.signOut();
    expect(selectCompletion(t.snapshot())?.button).toBe('Log in');
    t.actor.send({ type: 'sign in' });
    expect(t.count('open sign-in popup')).toBe(1);
    expect(t.page()).toBe('complete');
  });

  it('ALREADY-SUB-1, SUMMARY-19: once complete, the already-subscribed text does not replace the paid plan', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    t.actor.send({ type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: ['Architecture Essentials 12-Month Subscription'], priceIds: [PRICE.essentials], invoiceId: null });
    t.subscriptionsReloaded([...subscriptionsFor('member@example.com'), { ...subscriptionsFor('member@example.com')[0]!, id: 'sub_new', name: 'Architecture Essentials 12-Month Subscription' }]);
    expect(selectAlreadySubscribedMessage(t.snapshot())).toBeNull();
    expect(t.page()).toBe('complete');
  });
});

describe('abandoned checkout (SCOPE-13)', () => {
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
