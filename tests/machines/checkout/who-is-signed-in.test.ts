// The checkout when who is signed in changes half-way: a session restored before the product
// arrives, sign-outs and other members signing in while the popup, the dialog's sign-in, the
// account data or pages 1 and 2 are showing, and the re-enter-credentials state; plus the
// payment-methods reload failing and a carry-over coupon reaching the coupon box.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import { selectReEnterCredentials, selectSavedPaymentMethod } from '../../../machines/checkout/selectors.ts';
import { paymentMethodsFor, PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import { deferred, settle, startCheckout, type CheckoutHarness, startSignedIn } from './harness.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

const PAGE = ['checkout flow', 'checkout open', 'page'] as const;
const at = (t: CheckoutHarness, ...path: string[]): boolean => {
  const value = [...PAGE, ...path].reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return t.snapshot().matches(value as Parameters<ReturnType<CheckoutHarness['snapshot']>['matches']>[0]);
};

async function signedInOn(priceId: string, email: string, answers: Parameters<typeof startCheckout>[1] = {}, input: Parameters<typeof startCheckout>[0] = {}) {
  const t = await startSignedIn(email, { priceId, ...input }, answers);
  return t;
}

async function onPage1(t: CheckoutHarness) {
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
}

describe('a session restored before the product arrives', () => {
  it('CHECKOUT-FLOW-5, CHECKOUT-FLOW-6: the direct-to-payment flag sends the member straight on to page 1 on arrival, and is cleared', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, directToPaymentInfo: true });
    t.session.signIn('member@example.com'); // before 'load product' answers
    await t.untilPage(1);
    expect(t.count('open sign-in popup')).toBe(0);
    expect(t.count('clear direct to payment flag')).toBe(1);
    expect(t.snapshot().context.directToPaymentInfo).toBe(false);
  });
});

describe('signed out while the page is on its way to page 1', () => {
  it('PAGELOAD-3: the popup is open and the session turns out anonymous: page 0 shows, with no second popup', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    expect(at(t, 'order summary', 'waiting for sign-in')).toBe(true);
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.page()).toBe(0);
    expect(t.count('open sign-in popup')).toBe(1);
  });

  it('STATE-ACCOUNT-3, ROLE-3: the dialog made an account but the silent sign-in ends signed out: page 0 with its popup button, no popup forced', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    t.session.fail('Popup closed');
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(at(t, 'order summary', 'finishing the sign-in')).toBe(true);
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.count('open sign-in popup')).toBe(1);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('PAGELOAD-5: the dialog signs in someone whose email is not the stored nomaEmail: logged out, page 0 stays', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    t.session.signIn('member@example.com');
    await settle();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.count('ask the session to log out')).toBe(1);
    expect(t.count('tell the session the login was handled')).toBe(0);
  });

  it('ROLE-3, STATE-SUBS-1: signed out while the account data loads: back to page 0, nothing of theirs kept', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', { subscriptions: () => subscriptions.promise });
    t.actor.send({ type: 'proceed to checkout' });
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    t.session.signOut();
    expect(t.page()).toBe(0);
    expect(t.snapshot().context.subscriptions).toEqual([]);
  });

  it('CHECKOUT-FLOW-2: Cancel while the account data loads returns to page 0', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', { subscriptions: () => subscriptions.promise });
    t.actor.send({ type: 'proceed to checkout' });
    t.actor.send({ type: 'cancel' });
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await settle();
    expect(t.page()).toBe(0);
  });
});

describe('another member signs in', () => {
  it('STATE-SUBS-1, PAGE0-5: during the account data load, the load starts over for the new member', async () => {
    const first = deferred<Subscription[]>();
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? first.promise : Promise.resolve(subscriptionsFor('nocard@example.com'));
      },
      paymentMethods: () => new Promise<PaymentMethod[]>(() => {}),
    });
    expect(t.count('load subscriptions')).toBe(1);
    t.session.signIn('nocard@example.com');
    await settle();
    expect(t.count('load subscriptions')).toBe(2);
    expect(t.count('load payment methods')).toBe(2);
    first.resolve(subscriptionsFor('member@example.com')); // the first member's answer comes too late to count
    await settle();
    expect(t.snapshot().context.subscriptions).toEqual(subscriptionsFor('nocard@example.com'));
  });

  it('PAGE0-5: while getting ready to pay, the gates start again with the new member', async () => {
    const subscriptions = deferred<Subscription[]>();
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? subscriptions.promise : Promise.resolve([]);
      },
    });
    t.actor.send({ type: 'proceed to checkout' });
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    t.session.signIn('nocard@example.com');
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    await t.untilPage(1);
    expect(t.snapshot().context.member?.email).toBe('nocard@example.com');
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
  });

  it('PAGE0-5, PAGE1-2: on page 1, the new member’s account data is loaded before page 1 shows again', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await onPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
    t.session.signIn('nocard@example.com');
    expect(t.page()).not.toBe(1);
    await t.untilPage(1);
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
  });

  it('PAGE0-5, PAGE2-1: on page 2, the new member goes through the gates again and lands on page 1', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await onPage1(t);
    t.actor.send({ type: 'add payment method' });
    expect(t.page()).toBe(2);
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
  });
});

describe('page 1, re-entering the credentials', () => {
  async function reEntering(input: Parameters<typeof startCheckout>[0] = {}, email = 'member@example.com') {
    const t = await signedInOn(PRICE.essentials, email, {}, input);
    await onPage1(t);
    t.session.signOut();
    expect(selectReEnterCredentials(t.snapshot())).not.toBeNull();
    return t;
  }

  it('PAGE1-10, ERR-IDP-1: the popup fails: page 1 stays with the link and shows why', async () => {
    const t = await reEntering();
    t.actor.send({ type: 'sign in' });
    t.session.fail('You closed the sign-in window.');
    expect(at(t, 'payment method', 're-entering credentials')).toBe(true);
    expect(t.snapshot().context.signInError).toBe('You closed the sign-in window.');
    expect(selectReEnterCredentials(t.snapshot())).not.toBeNull();
  });

  it('PAGE1-8, CHECKOUT-FLOW-2: Cancel returns to page 0', async () => {
    const t = await reEntering();
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(0);
  });

  it('PAGELOAD-5: someone other than the stored nomaEmail signs in: logged out, page 1 keeps asking', async () => {
    const t = await reEntering({ nomaEmail: 'noma.member@noma.org' }, 'noma.member@noma.org');
    t.session.signIn('member@example.com');
    await settle();
    expect(t.count('ask the session to log out')).toBe(1);
    expect(at(t, 'payment method', 're-entering credentials')).toBe(true);
  });
});

describe('page 2 and the account actor', () => {
  it('CHECKOUT-FLOW-4, ALREADY-SUB-1: on page 2, reloaded subscriptions that now hold the plan send the flow back to page 0', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await onPage1(t);
    t.actor.send({ type: 'add payment method' });
    expect(t.page()).toBe(2);
    const holdsIt: Subscription = { ...subscriptionsFor('member@example.com')[0]!, name: productFor(PRICE.essentials).name };
    t.subscriptionsReloaded([holdsIt]);
    expect(t.page()).toBe(0);
  });

  it('SAVECARD-7, ERR-10: the reload after a saved card fails: page 1 shows, with the methods it had', async () => {
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {
      paymentMethods: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(paymentMethodsFor('member@example.com')) : Promise.reject(new Error('down'));
      },
    });
    await onPage1(t);
    t.actor.send({ type: 'update payment method' });
    t.actor.send({ type: 'payment.card saved', paymentMethodId: 'pm_new' });
    await settle();
    expect(t.count('load payment methods')).toBe(2);
    expect(t.page()).toBe(1);
    expect(t.account()?.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    expect(t.snapshot().context.accountLoaded).toBe(true);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
  });

  it('COUPON-UI-3, COUPON-UI-5: a carry-over coupon pricing finds is shown in the coupon box, without a remove icon', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    t.actor.send({ type: 'pricing.carry-over coupon found', code: 'LOYAL20' });
    const coupon = t.system('coupon') as ActorRefFrom<CouponMachine>;
    expect(coupon.getSnapshot().context.applied).toEqual({ code: 'LOYAL20', type: 'carry-over' });
  });
});
