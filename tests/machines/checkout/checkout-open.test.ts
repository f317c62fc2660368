// checkout.machine.ts, 'checkout open': the children the open checkout starts with page 0 (coupon,
// pricing, account) and the news it passes between them: the coupon to pricing, the coupons pricing
// finds to the coupon box, the total to the payment form, and the account data to the proration.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import { selectPaymentAmount } from '../../../machines/checkout/selectors.ts';
import { newMember, PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { deferred, settle, startCheckout } from './harness.ts';
import type { RepriceResult } from '../../../machines/domain/pricing.ts';
import { coupon, heldParts, pricing, signedInOn, visitorOn } from './journeys.ts';

describe('the children page 0 runs and the news passed between them (COUPON-13, PAGE0-1, COUPON-7, COUPON-UI-3, COUPON-UI-4, CONST-22)', () => {
  it('COUPON-13, API-15: the coupon is given the ids of the products in the cart', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    expect(coupon.getSnapshot().context.productIds).toEqual([productFor(PRICE.essentials).id]);
  });

  it('PAGE0-1, PAGE0-3: page 0 shows with no sign-up, payment or organisation child running and none of their code asked for', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    expect(t.page()).toBe(0);
    expect(t.auth()).toBeUndefined();
    expect(t.system('payment')).toBeUndefined();
    expect(t.company() ?? t.noma() ?? t.waitlist()).toBeUndefined();
    expect(parts.fetches('sign-up') + parts.fetches('payment') + parts.fetches('organisation')).toBe(0);
    // The children page 0 does run are there.
    expect(t.system('coupon')).toBeDefined();
    expect(t.system('pricing')).toBeDefined();
    expect(t.account()).toBeDefined();
  });

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

  it('COUPON-UI-4: when pricing finds no coupon the auto coupon shown earlier is hidden', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    await settle();
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    t.actor.send({ type: 'pricing.auto coupon found', code: 'AUTOSAVE05' });
    expect(coupon.getSnapshot().context.applied).toEqual({ code: 'AUTOSAVE05', type: 'auto' });
    t.actor.send({ type: 'pricing.no coupon found' });
    expect(coupon.getSnapshot().context.applied).toBeNull();
  });

  it('COUPON-UI-3, COUPON-UI-5: a carry-over coupon pricing finds is shown in the coupon box, without a remove icon', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    t.actor.send({ type: 'pricing.carry-over coupon found', code: 'LOYAL20' });
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    expect(coupon.getSnapshot().context.applied).toEqual({ code: 'LOYAL20', type: 'carry-over' });
  });

  it('CONST-22: before the first price answer the payment amount is the sum of the cart amounts', async () => {
    const price = deferred<RepriceResult>();
    const t = startCheckout({ priceId: PRICE.essentials }, { reprice: () => price.promise });
    await settle();
    expect(t.snapshot().context.total).toBeNull();
    expect(selectPaymentAmount(t.snapshot())).toBe(productFor(PRICE.essentials).amount);
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
    // Another member comes only after a sign-out (ADR 0049).
    t.session.signOut();
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
