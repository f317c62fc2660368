// steps/payment-pages.ts, pages 1 and 2: the saved method and its button, Cancel, the card form that
// pays or saves a card, the credentials asked for again after a sign-out, and another member signing
// in, or the account data changing, while either page shows.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  selectPaymentDetailsTitle,
  selectPaymentMethodButton,
  selectReEnterCredentials,
  selectSavedPaymentMethod,
} from '../../../machines/checkout/selectors.ts';
import { CALIFORNIA, paymentMethodsFor, PRICE } from './fixtures.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { DEBOUNCE_MS } from '../../../machines/pricing/pricing.machine.ts';
import { settle, startCheckout, startSignedIn } from './harness.ts';
import { PAGE_TEXTS } from '../../../machines/checkout/rules.ts';
import { at, onPage1, payment, signedInOn, toPage1 } from './journeys.ts';

describe('page 1 (PAGE1-2..12, CHECKOUT-FLOW-2, CHECKOUT-FLOW-4, ERR-10)', () => {
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

  it('ERR-10, PAGE1-11 (decision 0008): a failed payment-methods read leaves page 1 with no saved method', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.essentials }, { paymentMethods: async () => Promise.reject(new Error('Unauthorized')) });
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
    expect(t.snapshot().context.paymentMethodsStatus).toBe('failed');
  });

  it('PAGE0-5, PAGE1-2, PAGE1-10: another member comes only after a sign-out: re-entering the credentials as them loads their account data before page 1 shows again', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    await toPage1(t);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
    t.session.signOut();
    t.actor.send({ type: 'sign in' });
    t.session.signIn('nocard@example.com');
    expect(t.page()).not.toBe(1);
    await t.untilPage(1);
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
  });
});

describe('page 1, re-entering the credentials', () => {
  async function reEntering(input: Parameters<typeof startCheckout>[0] = {}, email = 'member@example.com') {
    const t = await signedInOn(PRICE.essentials, email, input);
    await toPage1(t);
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

  it('PAGE1-9, PAGE1-10: a failed sign-in again shows its message until the button is pressed; the member back hands the login to the session', async () => {
    const t = await onPage1();
    t.session.signOut();
    expect(at(t, 'payment method', 're-entering credentials')).toBe(true);
    t.session.fail('Popup closed');
    expect(t.snapshot().context.signInError).toBe('Popup closed');
    t.actor.send({ type: 'sign in' });
    expect(t.snapshot().context.signInError).toBeNull();
    expect(t.count('open sign-in popup')).toBe(1);
    const handed = t.count('tell the session the login was handled');
    t.session.signIn('member@example.com');
    expect(t.count('tell the session the login was handled')).toBe(handed + 1);
  });
});

describe('page 2 (PAGE2-1..3, SAVECARD-1, SAVECARD-2, SAVECARD-7)', () => {
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

  it('PAGE0-5, PAGE2-1: signed out on page 2, another member re-entering the credentials goes through the gates again and lands on page 1', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    await toPage1(t);
    t.actor.send({ type: 'add payment method' });
    expect(t.page()).toBe(2);
    t.session.signOut();
    t.actor.send({ type: 'sign in' });
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
  });

  it('SAVECARD-7, ERR-10: the reload after a saved card fails: page 1 shows, with the methods it had', async () => {
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, {
      paymentMethods: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(paymentMethodsFor('member@example.com')) : Promise.reject(new Error('down'));
      },
    });
    await toPage1(t);
    t.actor.send({ type: 'update payment method' });
    t.actor.send({ type: 'payment.card saved', paymentMethodId: 'pm_new' });
    await settle();
    expect(t.count('load payment methods')).toBe(2);
    expect(t.page()).toBe(1);
    expect(t.account()?.getSnapshot().matches({ 'member account': 'account data loaded' })).toBe(true);
    expect(t.snapshot().context.accountLoaded).toBe(true);
    expect(selectSavedPaymentMethod(t.snapshot())).toMatchObject({ last_4: '4242' });
  });

  it('SAVECARD-7, CONFIRM-3: a card saved from page 2 becomes the default and page 1 is priced again at its billing address', async () => {
    const [card] = paymentMethodsFor('cse.member@example.com');
    if (card === undefined || card.address === null) throw new Error('no seeded card');
    const saved: PaymentMethod = { ...card, id: 'pm_new', address: { ...card.address, ...CALIFORNIA } };
    let reads = 0;
    const clock = new SimulatedClock();
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.essentials }, { paymentMethods: async () => (++reads === 1 ? [card] : [saved]) }, clock);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'update payment method' });
    await t.untilPage(2);
    t.actor.send({ type: 'payment.card saved', paymentMethodId: 'pm_new' });
    await t.untilPage(1);
    await settle();
    expect(reads).toBe(2);
    clock.increment(DEBOUNCE_MS);
    await settle();
    expect(t.reprices.at(-1)?.address).toMatchObject({ city: 'San Francisco', state: 'CA' });
  });
});
