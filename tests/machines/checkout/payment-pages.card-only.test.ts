// Page 1 applies the payment-method rule of the plan's audience: an individual plan is paid by card
// only, so a saved US bank account is shown but cannot confirm; a group plan takes either.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { CARD_ONLY_MESSAGE, PAYMENT_METHOD_BUTTONS } from '../../../machines/checkout/rules.ts';
import { selectCardOnlyNotice, selectPaymentMethodButton, selectSavedPaymentMethod, selectSettlingThePrice } from '../../../machines/checkout/selectors.ts';
import type { PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { settle, startSignedIn, type Answers, type CheckoutHarness } from './harness.ts';
import { paymentMethodsFor, PRICE, subscriptionsFor } from './fixtures.ts';

const ADMIN = 'firm.admin@example.com';
const payment = (t: CheckoutHarness) => t.system('payment') as ActorRefFrom<PaymentMachine>;

async function onPage1(priceId: string, answers: Answers = {}) {
  const t = await startSignedIn(ADMIN, { priceId }, answers);
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
  payment(t).send({ type: 'accept renewal terms', accepted: true });
  await settle();
  return t;
}

const NEW_CARD: PaymentMethod = {
  id: 'pm_new_visa',
  type: 'card',
  brand: 'visa',
  last_4: '4242',
  exp_month: 12,
  exp_year: 2030,
  address: { address1: '1 Main St', address2: null, city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  phone: '5125550100',
  phone_ext: null,
  is_default: true,
};

describe('page 1: the saved method must be one the plan accepts', () => {
  it('ROLE-17, CONST-23: an individual plan shows the saved bank account, says it is paid by card and offers a new card', async () => {
    const t = await onPage1(PRICE.essentials);
    expect(selectSavedPaymentMethod(t.snapshot())?.type).toBe('us_bank_account');
    expect(selectCardOnlyNotice(t.snapshot())).toBe(CARD_ONLY_MESSAGE);
    expect(selectPaymentMethodButton(t.snapshot())).toBe(PAYMENT_METHOD_BUTTONS.addNew);
  });

  it('ROLE-17, CONST-23, PAGE1-12: with a current subscription too, page 1 still offers a new card, in the words of the notice', async () => {
    const t = await onPage1(PRICE.essentials, { subscriptions: async () => subscriptionsFor('member@example.com') });
    expect(selectSavedPaymentMethod(t.snapshot())?.type).toBe('us_bank_account');
    expect(selectCardOnlyNotice(t.snapshot())).toBe('This plan is paid by card only. Please add a card to continue.');
    // Without the notice, a saved method and a current subscription would read 'Update Payment Method'.
    expect(selectPaymentMethodButton(t.snapshot())).toBe('Add a new payment method');
  });

  it('ROLE-17, CONST-23: Confirm Payment with the bank account on an individual plan charges nothing and stays on page 1', async () => {
    const t = await onPage1(PRICE.essentials);
    t.actor.send({ type: 'confirm payment' });
    await settle(10);
    expect(selectSettlingThePrice(t.snapshot())).toBe(false);
    expect(t.page()).toBe(1);
    expect(t.creates).toHaveLength(0);
    expect(t.upgrades).toHaveLength(0);
  });

  it('ROLE-17, CONST-23, SAVECARD-7: once a card is saved as the default, the individual plan confirms with it', async () => {
    let saved = false;
    const t = await onPage1(PRICE.essentials, {
      paymentMethods: async () => (saved ? [NEW_CARD, ...paymentMethodsFor(ADMIN).map((method) => ({ ...method, is_default: false }))] : paymentMethodsFor(ADMIN)),
    });
    t.actor.send({ type: 'add payment method' });
    await t.untilPage(2);
    saved = true;
    t.actor.send({ type: 'payment.card saved', paymentMethodId: 'pm_new_visa' });
    await t.untilPage(1);
    await settle(10);
    expect(selectSavedPaymentMethod(t.snapshot())?.id).toBe('pm_new_visa');
    expect(selectCardOnlyNotice(t.snapshot())).toBeNull();
    payment(t).send({ type: 'accept renewal terms', accepted: true });
    t.actor.send({ type: 'confirm payment' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
  });

  it('CONST-24: a group plan takes the saved bank account: no notice, and Confirm Payment pays', async () => {
    const t = await onPage1(PRICE.firmEssentials);
    expect(selectCardOnlyNotice(t.snapshot())).toBeNull();
    t.actor.send({ type: 'confirm payment' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
  });
});
