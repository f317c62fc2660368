// The account actor reading again: the methods after a saved card, everything for another member,
// and nothing after a sign-out (the data goes, late answers are dropped).
import { describe, expect, it } from 'vitest';
import { SAVED_MASTERCARD, SAVED_VISA, NOTHING_READ, answer, fail, loadedAccount, settle, startAccount, stateOf, subscription } from './support.ts';

const LOADED = {
  subscriptions: [subscription('active')],
  subscriptionsStatus: 'succeeded',
  subscriptionsError: null,
  paymentMethods: [SAVED_VISA],
  paymentMethodsStatus: 'succeeded',
  loaded: true,
} as const;

describe('account: a card was saved (SAVECARD-7)', () => {
  it('SAVECARD-7, API-20: the methods are read again; meanwhile the list stays shown and the data is not loaded; the fresh list is stored and announced', async () => {
    const t = await loadedAccount();
    t.clear();
    t.account.send({ type: 'card saved' });
    await settle();
    expect(t.calls.paymentMethods).toHaveLength(2);
    expect(t.account.getSnapshot().matches({ 'member account': 'reloading payment methods' })).toBe(true);
    expect(t.updates()).toEqual([{ ...LOADED, loaded: false }]);

    t.clear();
    await answer(t.calls.paymentMethods, [{ ...SAVED_MASTERCARD, is_default: true }, { ...SAVED_VISA, is_default: false }]);
    const fresh = { ...LOADED, paymentMethods: [{ ...SAVED_MASTERCARD, is_default: true }, { ...SAVED_VISA, is_default: false }] };
    expect(t.toPage.map((event) => event.type)).toEqual(['account.updated', 'account.payment methods stored', 'account.updated']);
    expect(t.updates()).toEqual([{ ...fresh, loaded: false }, fresh]);
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    expect(t.calls.subscriptions).toHaveLength(1);
  });

  it('SAVECARD-7: a failed reload keeps the list shown and the data loaded', async () => {
    const t = await loadedAccount();
    t.account.send({ type: 'card saved' });
    await settle();
    t.clear();
    await fail(t.calls.paymentMethods);
    expect(t.updates()).toEqual([LOADED]);
    expect(t.account.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    // A later saved card reads them again.
    t.account.send({ type: 'card saved' });
    await answer(t.calls.paymentMethods, [SAVED_MASTERCARD]);
    expect(t.held()).toEqual({ ...LOADED, paymentMethods: [SAVED_MASTERCARD] });
  });

  it('SAVECARD-7: a card saved while the first read runs starts no second read', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await settle();
    t.account.send({ type: 'card saved' });
    await settle();
    expect(t.calls.paymentMethods).toHaveLength(1);
  });
});

describe('account: another member signed in', () => {
  it('STATE-SUBS-1: a member account ignores a second load; the next member is read after the sign-out', async () => {
    const t = await loadedAccount();
    t.clear();
    t.account.send({ type: 'load the account' });
    await settle();
    expect(t.calls.subscriptions).toHaveLength(1);
    expect(t.updates()).toEqual([]);
  });
});

describe('account: signed out', () => {
  it('STATE-SUBS-1: the data goes, the page is told so, and it waits for the next member', async () => {
    const t = await loadedAccount();
    t.clear();
    t.account.send({ type: 'forget the account' });
    await settle();
    expect(stateOf(t)).toBe('waiting for a member');
    expect(t.updates()).toEqual([NOTHING_READ]);
    const { subscriptionId, loadAtOnce, ...data } = t.account.getSnapshot().context;
    expect(data).toEqual(NOTHING_READ);
    expect({ subscriptionId, loadAtOnce }).toEqual({ subscriptionId: null, loadAtOnce: true });

    // A saved card means nothing now; the next member's sign-in reads again.
    t.account.send({ type: 'card saved' });
    t.account.send({ type: 'load the account' });
    await settle();
    expect(t.calls.subscriptions).toHaveLength(2);
    expect(t.calls.paymentMethods).toHaveLength(2);
  });

  it('STATE-SUBS-1: answers still on their way when the member signs out never reach the page', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await settle();
    t.account.send({ type: 'forget the account' });
    await settle();
    t.clear();
    await answer(t.calls.subscriptions, [subscription('active')]);
    await answer(t.calls.paymentMethods, [SAVED_VISA]);
    expect(t.toPage).toEqual([]);
    expect(stateOf(t)).toBe('waiting for a member');
  });

  it('STATE-SUBS-1: a sign-out after a failure forgets the error too', async () => {
    const t = startAccount({ subscriptionId: null, loadAtOnce: true });
    await fail(t.calls.subscriptions);
    await fail(t.calls.paymentMethods);
    t.account.send({ type: 'forget the account' });
    await settle();
    expect(t.held()).toEqual(NOTHING_READ);
  });
});
