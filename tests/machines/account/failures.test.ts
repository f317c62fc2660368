// The account actor's failed reads: the subscriptions' failure opens the network dialog's
// 'subscription' case and waits for its Retry; a failed methods read leaves no method held.
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_LOAD_ERROR } from '../../../machines/account/rules.ts';
import { SAVED_VISA, NOTHING_READ, answer, fail, loadedAccount, settle, startAccount, stateOf, subscription } from './support.ts';

describe('account: the subscriptions cannot be read', () => {
  it("ERR-CHECKOUT-7, ERR-10: a failed read stores 'Error getting member subscription', tells the page and opens the network dialog for the subscription case", async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await answer(t.calls.paymentMethods, [SAVED_VISA]);
    t.clear();
    await fail(t.calls.subscriptions);
    expect(SUBSCRIPTION_LOAD_ERROR).toBe('Error getting member subscription');
    expect(t.updates()).toEqual([
      {
        ...NOTHING_READ,
        subscriptionsStatus: 'failed',
        subscriptionsError: 'Error getting member subscription',
        paymentMethods: [SAVED_VISA],
        paymentMethodsStatus: 'succeeded',
      },
    ]);
    expect(t.toNetwork).toEqual([{ type: 'open', reason: 'subscription' }]);
    // The data does not count as loaded until the Retry brings the subscriptions.
    expect(stateOf(t)).toEqual({
      'member account': { 'loading account data': { subscriptions: 'subscriptions unavailable', 'payment methods': 'payment methods loaded' } },
    });
  });

  it('RETRY-1: the network dialog’s Retry brings the subscriptions: they are stored, the error goes, and the data counts as loaded', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await answer(t.calls.paymentMethods, [SAVED_VISA]);
    await fail(t.calls.subscriptions);
    t.clear();
    t.account.send({ type: 'network.subscriptions reloaded', subscriptions: [subscription('active')] });
    await settle();
    expect(t.updates()).toEqual([
      {
        subscriptions: [subscription('active')],
        subscriptionsStatus: 'succeeded',
        subscriptionsError: null,
        paymentMethods: [SAVED_VISA],
        paymentMethodsStatus: 'succeeded',
        loaded: false,
      },
      {
        subscriptions: [subscription('active')],
        subscriptionsStatus: 'succeeded',
        subscriptionsError: null,
        paymentMethods: [SAVED_VISA],
        paymentMethodsStatus: 'succeeded',
        loaded: true,
      },
    ]);
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    expect(t.toNetwork).toEqual([]);
  });

  it('RETRY-1: a Retry that answers before the methods: the subscriptions are stored and the methods are still awaited', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await fail(t.calls.subscriptions);
    t.account.send({ type: 'network.subscriptions reloaded', subscriptions: [subscription('active')] });
    await settle();
    expect(t.held()).toMatchObject({ subscriptions: [subscription('active')], subscriptionsStatus: 'succeeded', paymentMethodsStatus: 'idle', loaded: false });
    expect(stateOf(t)).toEqual({
      'member account': { 'loading account data': { subscriptions: 'subscriptions loaded', 'payment methods': 'loading payment methods' } },
    });
    await answer(t.calls.paymentMethods, [SAVED_VISA]);
    expect(t.held()).toMatchObject({ paymentMethods: [SAVED_VISA], loaded: true });
  });

  it('RETRY-1: a Retry’s list is taken only while the subscriptions are unavailable (the only time the dialog offers it)', async () => {
    const t = await loadedAccount([subscription('active')]);
    t.clear();
    t.account.send({ type: 'network.subscriptions reloaded', subscriptions: [subscription('active'), subscription('active', 'sub_member_cse')] });
    await settle();
    expect(t.updates()).toEqual([]);
    expect(t.account.getSnapshot().context.subscriptions).toEqual([subscription('active')]);
  });

  it('RETRY-1: a Retry’s list is ignored while nobody is signed in', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: false });
    t.account.send({ type: 'network.subscriptions reloaded', subscriptions: [subscription('active')] });
    await settle();
    expect(t.updates()).toEqual([]);
    expect(t.account.getSnapshot().context.subscriptions).toEqual([]);
  });
});

describe('account: the payment methods cannot be read', () => {
  it('API-20, PAGE1-11: a failed read holds no method, says failed, tells the page, and the data still counts as loaded', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await answer(t.calls.subscriptions, [subscription('active')]);
    t.clear();
    await fail(t.calls.paymentMethods, new Error('Error getting payment methods'));
    expect(t.updates()).toEqual([
      { subscriptions: [subscription('active')], subscriptionsStatus: 'succeeded', subscriptionsError: null, paymentMethods: [], paymentMethodsStatus: 'failed', loaded: false },
      { subscriptions: [subscription('active')], subscriptionsStatus: 'succeeded', subscriptionsError: null, paymentMethods: [], paymentMethodsStatus: 'failed', loaded: true },
    ]);
    expect(t.toPage.map((event) => event.type)).not.toContain('account.payment methods stored');
    expect(t.toNetwork).toEqual([]);
  });

  it('API-20: a failed read for the next member (after a sign-out) drops the previous member’s methods', async () => {
    const t = await loadedAccount();
    t.account.send({ type: 'forget the account' });
    t.account.send({ type: 'load the account' });
    await answer(t.calls.subscriptions, [subscription('active', 'sub_other')]);
    await fail(t.calls.paymentMethods);
    expect(t.held()).toMatchObject({ paymentMethods: [], paymentMethodsStatus: 'failed', loaded: true });
  });

  it('API-21: the widget’s failed read of the subscription’s method holds no method, says failed and tells the page', async () => {
    const t = startAccount({ subscriptionId: 'sub_member_pro', loadAtOnce: true });
    await answer(t.calls.subscriptions, [subscription('active')]);
    t.clear();
    await fail(t.calls.subscriptionPaymentMethod);
    expect(t.updates()).toEqual([
      { subscriptions: [subscription('active')], subscriptionsStatus: 'succeeded', subscriptionsError: null, paymentMethods: [], paymentMethodsStatus: 'failed', loaded: false },
      { subscriptions: [subscription('active')], subscriptionsStatus: 'succeeded', subscriptionsError: null, paymentMethods: [], paymentMethodsStatus: 'failed', loaded: true },
    ]);
  });
});
