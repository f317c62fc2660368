// steps/completion.ts, after the payment: the purchase kept for the modal and the analytics, the
// thank-you dialog for an ARE plan, the completion modal and where its buttons lead.
import { describe, expect, it } from 'vitest';
import {
  selectAlreadySubscribedMessage,
  selectCompletion,
  selectOrderItems,
  selectPricesHidden,
} from '../../../machines/checkout/selectors.ts';
import { PRICE, subscriptionsFor } from './fixtures.ts';
import { settle, startSignedIn } from './harness.ts';
import { coupon, payment, signedInOn, toPage1 } from './journeys.ts';

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
