// What the billing widget holds at each step (the member, the account data it was told, the saved
// note) and what it asks of the account actor, seen through the real session, account and payment.
import { describe, expect, it } from 'vitest';
import type { AccountRef } from '../../../machines/account/account.machine.ts';
import { selectBillingScreen, selectBillingView } from '../../../machines/billing/selectors.ts';
import { completeForm, openForm, SAVED_MASTERCARD, SAVED_VISA, settle, startWidget, subscription } from './support.ts';

/** What the session tells the widget about the signed-in member (toSessionMember of the stub's profile). */
const MAYA = {
  id: 'mem_member',
  email: 'member@example.com',
  firstName: 'Maya',
  lastName: 'Member',
  groupId: null,
  groupAccounts: [],
  isGroupAdmin: false,
  authToken: 'tok',
};

const NOTHING_HELD = { member: null, subscriptions: [], paymentMethods: [], saved: false };

const held = (t: ReturnType<typeof startWidget>) => {
  const { member, subscriptions, paymentMethods, saved } = t.billing.getSnapshot().context;
  return { member, subscriptions, paymentMethods, saved };
};
const account = (t: ReturnType<typeof startWidget>) => t.billing.getSnapshot().children.account as AccountRef;

async function saveNewCard(t: ReturnType<typeof startWidget>): Promise<void> {
  await openForm(t);
  t.payment().send({ type: 'card form changed', form: completeForm() });
  t.billing.send({ type: 'save' });
  await settle(20);
}

describe('billing widget: what it holds', () => {
  it('PAGE1-9, API-21: before the session answers it holds nothing, shows the loading screen and keeps the `?subscription=`', () => {
    const t = startWidget({ subscriptionId: 'sub_member_pro', behaviour: { checkSession: () => new Promise(() => {}) } });
    expect(held(t)).toEqual(NOTHING_HELD);
    expect(t.billing.getSnapshot().context.subscriptionId).toBe('sub_member_pro');
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('loading');
    expect(selectBillingView(t.billing.getSnapshot()).saved).toBe(false);
  });

  it('PAGE1-2, API-19, API-20: a member signed in on load: the widget holds them and the lists the account read', async () => {
    const t = startWidget();
    await settle(20);
    expect(held(t)).toEqual({ member: MAYA, subscriptions: [subscription('active')], paymentMethods: [SAVED_VISA], saved: false });
  });

  it('API-19: the subscriptions the account read first are held while the methods are still on their way', async () => {
    let answerMethods: (methods: typeof SAVED_VISA[]) => void = () => undefined;
    const t = startWidget({ behaviour: { paymentMethods: [() => new Promise((resolve) => (answerMethods = resolve))] } });
    await settle(20);
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('loading');
    expect(held(t).subscriptions).toEqual([subscription('active')]);
    answerMethods([SAVED_VISA]);
    await settle(20);
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('payment method');
  });

  it('PAGE2-3: the open form is the form screen, not the saved method, once the save-card flow has arrived', async () => {
    const t = startWidget();
    await settle(20);
    expect(t.payment()).toBeUndefined();
    t.billing.send({ type: 'update payment method' });
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('loading');
    await settle();
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('form');
    expect(t.payment()).toBeDefined();
  });
});

describe('billing widget: signing out and in again', () => {
  it('PAGE1-9, SAVECARD-7: a sign-out forgets the member, the lists and the saved note, at once, and asks the account to forget too', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => [SAVED_MASTERCARD]] } });
    await settle(20);
    await saveNewCard(t);
    expect(held(t)).toMatchObject({ saved: true, paymentMethods: [SAVED_MASTERCARD] });

    const seen: unknown[] = [];
    const watching = t.billing.subscribe((snapshot) => seen.push(snapshot.context.paymentMethods, snapshot.context.subscriptions));
    t.session.send({ type: 'log out' });
    await settle(20);
    watching.unsubscribe();
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('signed out');
    expect(held(t)).toEqual(NOTHING_HELD);
    // No step after the sign-out holds a method or a subscription (the widget's own copy goes in the same step).
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((list) => (list as unknown[]).length > 0)).toEqual([]);
    expect(account(t).getSnapshot().value).toBe('waiting for a member');
  });

  it('PAGE1-10, SAVECARD-7: signed in again after a save and a sign-out, the widget does not claim a save', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => [SAVED_MASTERCARD]] } });
    await settle(20);
    await saveNewCard(t);
    t.session.send({ type: 'log out' });
    await settle(20);
    t.billing.send({ type: 'sign in' });
    await settle(20);
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('payment method');
    expect(selectBillingView(t.billing.getSnapshot()).saved).toBe(false);
    expect(held(t).member).toEqual(MAYA);
  });

  it('a sign-out while the form is open forgets the member; signing in again reads the account anew', async () => {
    const t = startWidget();
    await settle(20);
    await openForm(t);
    t.session.send({ type: 'log out' });
    await settle(20);
    expect(held(t)).toEqual(NOTHING_HELD);
    t.session.send({ type: 'log in' });
    await settle(20);
    expect(held(t)).toMatchObject({ member: MAYA });
    expect(selectBillingScreen(t.billing.getSnapshot())).toBe('payment method');
  });
});
