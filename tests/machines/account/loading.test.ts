// The account actor reading a member's data: at once for a member signed in at the start, or when the
// page says 'load the account'; both lists at the same time; what the page is told at each step.
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { SAVED_MASTERCARD, SAVED_VISA, NOTHING_READ, answer, loadedAccount, settle, startAccount, stateOf, subscription } from './support.ts';

describe('account: when it reads', () => {
  it('STATE-SUBS-1, API-19, API-20: with nobody signed in at the start it reads nothing and holds nothing until the page says a member signed in', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: false });
    await settle();
    expect(stateOf(t)).toBe('waiting for a member');
    expect(t.calls.subscriptions).toHaveLength(0);
    expect(t.calls.paymentMethods).toHaveLength(0);
    expect(t.updates()).toEqual([]);
    const { subscriptionId, loadAtOnce, ...data } = t.account.getSnapshot().context;
    expect({ subscriptionId, loadAtOnce }).toEqual({ subscriptionId: null, loadAtOnce: false });
    expect(data).toEqual(NOTHING_READ);

    t.account.send({ type: 'load the account' });
    await settle();
    expect(t.calls.subscriptions).toHaveLength(1);
    expect(t.calls.paymentMethods).toHaveLength(1);
    // rule: STATE-SUBS-1
    expect(t.held()).toEqual({ ...NOTHING_READ, subscriptionsStatus: 'loading' });
  });

  it('STATE-SUBS-1, API-19, API-20: a member signed in at the start: both lists are asked for at once, and the page is told the data is loading', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await settle();
    expect(t.account.getSnapshot().matches({ 'member account': 'loading account data' })).toBe(true);
    expect(t.calls.subscriptions).toHaveLength(1);
    expect(t.calls.paymentMethods).toHaveLength(1);
    expect(t.calls.subscriptionPaymentMethod).toHaveLength(0);
    expect(t.toPage.filter((event) => event.type === 'account.updated')).toHaveLength(2);
    expect(t.updates()).toEqual([NOTHING_READ, { ...NOTHING_READ, subscriptionsStatus: 'loading' }]);
  });

  it('API-19, API-20: the subscriptions answer first, then the methods: each answer is told with what came before, then the data counts as loaded', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    const subscriptions = [subscription('active'), subscription('canceled', 'sub_member_old')];
    await answer(t.calls.subscriptions, subscriptions);
    expect(t.held()).toEqual({ ...NOTHING_READ, subscriptions, subscriptionsStatus: 'succeeded' });
    expect(t.account.getSnapshot().matches({ 'member account': 'loading account data' })).toBe(true);

    t.clear();
    await answer(t.calls.paymentMethods, [SAVED_VISA, SAVED_MASTERCARD]);
    const loaded = {
      subscriptions,
      subscriptionsStatus: 'succeeded',
      subscriptionsError: null,
      paymentMethods: [SAVED_VISA, SAVED_MASTERCARD],
      paymentMethodsStatus: 'succeeded',
      loaded: true,
    };
    expect(t.toPage.map((event) => event.type)).toEqual(['account.updated', 'account.payment methods stored', 'account.updated']);
    expect(t.updates()).toEqual([{ ...loaded, loaded: false }, loaded]);
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    const { subscriptionId, loadAtOnce, ...data } = t.account.getSnapshot().context;
    expect({ subscriptionId, loadAtOnce }).toEqual({ subscriptionId: null, loadAtOnce: true });
    expect(data).toEqual(loaded);
  });

  it('API-19, API-20: the methods answer first: the page is told them and that a fresh list arrived, and still waits for the subscriptions', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await settle();
    t.clear();
    await answer(t.calls.paymentMethods, [SAVED_VISA]);
    expect(t.toPage.map((event) => event.type)).toEqual(['account.updated', 'account.payment methods stored']);
    expect(t.held()).toEqual({ ...NOTHING_READ, subscriptionsStatus: 'loading', paymentMethods: [SAVED_VISA], paymentMethodsStatus: 'succeeded' });
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(false);

    await answer(t.calls.subscriptions, [subscription('active')]);
    expect(t.held()).toEqual({
      subscriptions: [subscription('active')],
      subscriptionsStatus: 'succeeded',
      subscriptionsError: null,
      paymentMethods: [SAVED_VISA],
      paymentMethodsStatus: 'succeeded',
      loaded: true,
    });
  });

  it('API-19, API-20: the page gets its own copy of the lists: changing an answer afterwards changes nothing held', async () => {
    const subscriptions = [subscription('active')];
    const methods: PaymentMethod[] = [SAVED_VISA];
    const t = await loadedAccount(subscriptions, methods);
    subscriptions.push(subscription('canceled', 'sub_late'));
    methods.push(SAVED_MASTERCARD);
    expect(t.account.getSnapshot().context.subscriptions).toEqual([subscription('active')]);
    expect(t.account.getSnapshot().context.paymentMethods).toEqual([SAVED_VISA]);
  });
});

describe('account: the widget with `?subscription=` (API-21)', () => {
  it('API-21: reads only that subscription’s method, with its id, and holds it as the one method', async () => {
    const t = startAccount({ subscriptionId: 'sub_member_pro', loadAtOnce: true });
    await settle();
    expect(t.calls.paymentMethods).toHaveLength(0);
    expect(t.calls.subscriptionPaymentMethod.map((call) => call.input)).toEqual([{ subscriptionId: 'sub_member_pro' }]);
    await answer(t.calls.subscriptions, [subscription('active')]);
    t.clear();
    await answer(t.calls.subscriptionPaymentMethod, SAVED_VISA);
    expect(t.toPage.map((event) => event.type)).toEqual(['account.updated', 'account.payment methods stored', 'account.updated']);
    expect(t.held()).toEqual({
      subscriptions: [subscription('active')],
      subscriptionsStatus: 'succeeded',
      subscriptionsError: null,
      paymentMethods: [SAVED_VISA],
      paymentMethodsStatus: 'succeeded',
      loaded: true,
    });
  });

  it('API-21, PAGE1-11: a subscription without a method: no method is held, and the read counts as answered', async () => {
    const t = startAccount({ subscriptionId: 'sub_member_pro', loadAtOnce: true });
    await answer(t.calls.subscriptions, [subscription('active')]);
    await answer(t.calls.subscriptionPaymentMethod, null);
    expect(t.held()).toMatchObject({ paymentMethods: [], paymentMethodsStatus: 'succeeded', loaded: true });
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
  });

  it('API-21: after a saved card the widget reads the member’s methods again (SAVECARD-7)', async () => {
    const t = startAccount({ subscriptionId: 'sub_member_pro', loadAtOnce: true });
    await answer(t.calls.subscriptions, [subscription('active')]);
    await answer(t.calls.subscriptionPaymentMethod, SAVED_VISA);
    t.account.send({ type: 'card saved' });
    await answer(t.calls.paymentMethods, [SAVED_MASTERCARD]);
    expect(t.held()).toMatchObject({ paymentMethods: [SAVED_MASTERCARD], loaded: true });
  });
});
