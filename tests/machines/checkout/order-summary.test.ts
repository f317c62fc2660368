// steps/order-summary.ts, page 0 and its sign-in popup: Proceed to Checkout (with the popup when
// signed out), the 'direct to payment info' flag it saves, the popup offered when the session turns
// out anonymous, and the order the page shows (already subscribed, firm plan, struck base price).
import { describe, expect, it } from 'vitest';
import {
  selectAlreadySubscribedMessage,
  selectFirmPlanMessage,
  selectProceedButton,
  struckBasePrice,
} from '../../../machines/checkout/selectors.ts';
import { selectCurrentSubscriptions, selectWaitingForSignIn } from './read-outs.ts';
import { PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { type CheckoutHarness, deferred, settle, startCheckout, startSignedIn } from './harness.ts';
import { FIRM_PLAN_MESSAGE } from '../../../machines/checkout/rules.ts';
import { at, onPage0BeforeTheSession, signedInOn, toPage1 } from './journeys.ts';

describe('Proceed to Checkout (PAGE0-3, PAGE0-4, PAGE0-5, PAGE0-6, ROLE-1)', () => {
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

  it('PAGELOAD-3: the session turns out anonymous once: page 0 shows with the popup offered, and no second popup on a failed sign-in', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    expect(at(t, 'order summary', 'waiting for sign-in')).toBe(true);
    t.session.fail('Popup closed');
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.page()).toBe(0);
    expect(t.count('open sign-in popup')).toBe(1);
  });
});

describe('already subscribed and firm plan on page 0 (ALREADY-SUB-1, ALREADY-SUB-2, FIRM-MEMBER-1, FIRM-MEMBER-2)', () => {
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

  it('ALREADY-SUB-1, PAGE0-4: a visitor who signs in from Proceed and turns out to hold the plan is brought back to page 0 once the account data says so', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = startCheckout({ priceId: PRICE.are5Pro }, { subscriptions: () => subscriptions.promise });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    t.session.signIn('member@example.com');
    await settle();
    // On the way to page 1, busy: the account data is still on its way.
    expect(t.snapshot().hasTag('busy')).toBe(true);
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await settle();
    expect(t.page()).toBe(0);
    expect(t.snapshot().hasTag('busy')).toBe(false);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: 'order summary' } } })).toBe(true);
    expect(selectAlreadySubscribedMessage(t.snapshot())).not.toBeNull();
  });

  it('FIRM-MEMBER-1: the firm member on a group plan is not blocked by the firm rule', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.member@example.com');
    expect(selectFirmPlanMessage(t.snapshot())).toBeNull();
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
  });
});

describe('the standing discount', () => {
  it('SUMMARY-13: a product sold below its base price shows the base price struck through; one sold at it shows none', () => {
    const noma = productFor(PRICE.noma);
    expect(struckBasePrice(noma)).toBe(179900);
    expect(struckBasePrice(productFor(PRICE.are5Pro))).toBeNull();
    expect(struckBasePrice({ amount: 99900, base_price: 99900 })).toBeNull();
    expect(struckBasePrice({ amount: 99900, base_price: 99800 })).toBeNull();
  });
});
