// One purchase of a cart at a time (docs/decisions/0060): the lock is held from the press to the
// end of the payment, the subscriptions are read again inside it right before the create or upgrade
// call, and a tab that finds the plan held buys nothing. What a reload needs is kept meanwhile.
import { describe, expect, it } from 'vitest';
import { ARE_EXPERT, CSE_PRO, apiError, declined, deferred, harness, purchase, readyToPay } from './support.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

const ARE_SUB = { id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription' };
const held = (name: string): Subscription => ({
  id: 'sub_other_tab',
  name,
  price_id: 'price_x',
  base_price: 34900,
  status: 'active',
  current_period_end: null,
  carry_over_coupon: null,
});

describe('one purchase of a cart at a time across the tabs', () => {
  it('ROLE-9, CONFIRM-12: nothing is read or bought until the lock is held, and the lock is named after the member and the plans', async () => {
    let grant: () => void = () => {};
    const h = harness({ behaviour: { holdLock: (g) => void (grant = g) } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ memberId: 'mem_1' }) });
    await Promise.resolve();
    expect(h.snapshot().value).toEqual({ purchasing: 'waiting for the purchase lock' });
    expect(h.snapshot().hasTag('processing')).toBe(true);
    expect(h.spies.lock).toHaveBeenCalledWith(`purchase:mem_1:${ARE_EXPERT.price_id}`);
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.readSubscriptions).not.toHaveBeenCalled();
    // CONFIRM-12: a second press while waiting does nothing.
    h.send({ type: 'confirm payment', purchase: purchase({ memberId: 'mem_1' }) });
    expect(h.spies.lock).toHaveBeenCalledTimes(1);
    grant();
    await h.settled();
    expect(h.spies.readSubscriptions).toHaveBeenCalledTimes(1);
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.snapshot().matches('paid')).toBe(true);
  });

  it('ROLE-9, ALREADY-SUB-1, ALREADY-SUB-2: Confirm Payment finds the plan bought in another tab: nothing is created or charged, the parent is told', async () => {
    const h = harness({ behaviour: { readSubscriptions: async () => [held(ARE_EXPERT.name)] } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.spies.confirm).not.toHaveBeenCalled();
    expect(h.spies.rememberUnderWay).not.toHaveBeenCalled();
    expect(h.told).toEqual([{ type: 'payment.plan already held', subscriptions: [held(ARE_EXPERT.name)] }]);
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.idempotency).toBeNull();
  });

  it('ROLE-9, ALREADY-SUB-1: Pay on page 2 reads the list again after the card check and before the create call', async () => {
    const h = harness({ behaviour: { readSubscriptions: async () => [held(CSE_PRO.name)] } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase({ items: [CSE_PRO] }) });
    await h.settled();
    expect(h.spies.submit).toHaveBeenCalledTimes(1);
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.told.map((e) => e.type)).toEqual(['payment.plan already held']);
  });

  it('ROLE-9, CONFIRM-9: the plan switch reads the list again before the upgrade; a plan switched to in another tab is not switched again', async () => {
    const h = harness({ behaviour: { readSubscriptions: async () => [held(ARE_EXPERT.name)] } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ subscriptions: [ARE_SUB] }) });
    await h.settled();
    expect(h.spies.trackUpgrade).toHaveBeenCalledTimes(1);
    expect(h.spies.upgrade).not.toHaveBeenCalled();
    expect(h.told.map((e) => e.type)).toEqual(['payment.plan already held']);
  });

  it('ROLE-9, ERR-CHECKOUT-3: when the list cannot be read, nothing is bought and the message shows below the form', async () => {
    const h = harness({ behaviour: { readSubscriptions: async () => Promise.reject(apiError('Service unavailable', 503)) } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.message?.placement).toBe('below form');
  });

  it('PAY-2: a retry of a created subscription confirms it again without reading the list (its own subscription may be listed)', async () => {
    let calls = 0;
    const h = harness({
      behaviour: {
        confirm: async () => {
          calls += 1;
          if (calls === 1) throw Object.assign(new Error('no answer'), { name: 'CardServiceUnreachable' });
          return { status: 'succeeded', intentId: 'pi_1', paymentMethodId: 'pm_new_card' };
        },
      },
    });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.readSubscriptions).toHaveBeenCalledTimes(1);
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.snapshot().matches('paid')).toBe(true);
  });
});

describe('what a reload needs to know of a payment under way', () => {
  it('PAY-7, PAY-2: kept once the subscription is created (no secret), forgotten when the last step answers; the other tabs are told', async () => {
    const attach = deferred<{ invoice_id: string; status: string }>();
    const h = harness({ behaviour: { attach: () => attach.promise } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ memberId: 'mem_1' }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.spies.rememberUnderWay).toHaveBeenCalledWith({ memberId: 'mem_1', priceIds: [ARE_EXPERT.price_id], path: 'new purchase' });
    expect(JSON.stringify(h.spies.rememberUnderWay.mock.calls)).not.toContain('secret');
    expect(h.spies.forgetUnderWay).not.toHaveBeenCalled();
    attach.resolve({ invoice_id: 'in_1', status: 'active' });
    await h.settled();
    expect(h.spies.forgetUnderWay).toHaveBeenCalledTimes(1);
    expect(h.spies.tellOtherTabs).toHaveBeenCalledWith({ memberId: 'mem_1', priceIds: [ARE_EXPERT.price_id] });
  });

  it('PAY-6: a card the provider refuses was not charged: the record goes', async () => {
    const h = harness({ behaviour: { confirm: async () => declined() } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.rememberUnderWay).toHaveBeenCalledTimes(1);
    expect(h.spies.forgetUnderWay).toHaveBeenCalledTimes(1);
    expect(h.spies.tellOtherTabs).not.toHaveBeenCalled();
  });

  it('ERR-CHECKOUT-5: paid but not attached, the record stays (the card may be charged) until the retry attaches', async () => {
    let tries = 0;
    const h = harness({
      behaviour: {
        attach: async () => {
          tries += 1;
          if (tries === 1) throw apiError('Service unavailable', 503);
          return { invoice_id: 'in_1', status: 'active' };
        },
      },
    });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.forgetUnderWay).not.toHaveBeenCalled();
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.forgetUnderWay).toHaveBeenCalledTimes(1);
  });

  it('CONFIRM-9: a plan switch is kept while the upgrade call runs and forgotten when it answers', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ subscriptions: [ARE_SUB], memberId: 'mem_1' }) });
    await h.settled();
    expect(h.spies.rememberUnderWay).toHaveBeenCalledWith({ memberId: 'mem_1', priceIds: [ARE_EXPERT.price_id], path: 'plan switch' });
    expect(h.spies.forgetUnderWay).toHaveBeenCalledTimes(1);
  });
});
