// steps/payment-pages.ts, the price shown is the price charged (issue 13, CONST-22, docs/decisions/0027):
// page 1 prices the order at the saved method's billing address, and Pay or Confirm Payment pressed
// while a price is about to change waits for the settled price, with its tax rate, never the one on
// screen a moment before.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { selectPaymentAmount, selectSettlingThePrice } from '../../../machines/checkout/selectors.ts';
import { CALIFORNIA, newMember, paymentMethodsFor, PRICE } from './fixtures.ts';
import type { CreatedSubscription } from '../../../machines/domain/subscription.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { DEBOUNCE_MS, type ProrateOrderInput, type RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';
import { type Answers, deferred, prorateFor, repriceFor, settle, startCheckout, startSignedIn } from './harness.ts';
import { INCOMPLETE_BILLING_ADDRESS_MESSAGE } from '../../../machines/payment/rules.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';
import { at, payment, pricing } from './journeys.ts';

/** The catalogue's tax rates (sandbox/catalogue.json): tax = net × percent, rounded half up. */
const RATES: Record<string, { id: string; percent: number }> = {
  CA: { id: 'txr_us_ca', percent: 7.25 },
  NY: { id: 'txr_us_ny', percent: 8.875 },
};

const rateFor = (state: string | undefined) => (state === undefined ? null : (RATES[state] ?? null));

const taxOn = (net: number, percent: number) => Math.round((net * percent) / 100);

async function taxedReprice(input: RepriceOrderInput): Promise<RepriceResult> {
  const plain = repriceFor(input);
  const rate = rateFor(input.address?.state);
  if (rate === null) return plain;
  const tax = taxOn(plain.sub_total, rate.percent);
  return { ...plain, tax, total: plain.sub_total + tax, address: input.address, tax_rate_id: rate.id };
}

async function taxedProrate(input: ProrateOrderInput): Promise<ProrateResult> {
  const plain = prorateFor(input);
  const rate = rateFor(input.address?.state);
  if (rate === null) return plain;
  const tax = taxOn(plain.total, rate.percent);
  return { ...plain, tax, total: plain.total + tax, tax_rate_id: rate.id };
}

const TAXED: Answers = { reprice: taxedReprice, prorate: taxedProrate };

/** `clock`: the quiet period before a reprice is moved on by the test instead of waited for. */
async function payingOnPage1(priceId: string, email: string, answers: Answers = TAXED, clock?: SimulatedClock) {
  const t = await startSignedIn(email, { priceId }, answers, clock);
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
  payment(t).send({ type: 'accept renewal terms', accepted: true });
  return t;
}

describe('page 1 prices at the saved payment method’s billing address', () => {
  it('CONFIRM-3, REPRICE-1, REPRICE-2: 500 ms after page 1 opens, the order is repriced at the saved card’s address, with its tax', async () => {
    const clock = new SimulatedClock();
    const t = await payingOnPage1(PRICE.essentials, 'cse.member@example.com', TAXED, clock);
    const asked = t.reprices.length;
    expect(selectPaymentAmount(t.snapshot())).toBe(29900);
    clock.increment(DEBOUNCE_MS - 1);
    await settle();
    expect(t.reprices.length).toBe(asked);
    clock.increment(1);
    await settle();
    expect(t.reprices.length).toBe(asked + 1);
    expect(t.reprices.at(-1)?.address).toMatchObject({ address1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118' });
    // 8.875% of $299.00 = $26.54: the summary's total before Confirm Payment.
    expect(selectPaymentAmount(t.snapshot())).toBe(32554);
    expect(pricing(t).getSnapshot().context.taxRateId).toBe('txr_us_ny');
  });

  it('CONFIRM-4, CONST-22: Confirm Payment creates the subscription with the tax rate and total shown', async () => {
    const clock = new SimulatedClock();
    const t = await payingOnPage1(PRICE.essentials, 'cse.member@example.com', TAXED, clock);
    clock.increment(DEBOUNCE_MS);
    await settle();
    t.actor.send({ type: 'confirm payment' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
    expect(t.creates[0]).toMatchObject({ priceIds: [PRICE.essentials], txr: 'txr_us_ny' });
  });

  it('CONST-22, REPRICE-2: Confirm Payment pressed inside the quiet period waits for the taxed price, then charges it', async () => {
    const t = await payingOnPage1(PRICE.essentials, 'cse.member@example.com');
    t.actor.send({ type: 'confirm payment' });
    // The click is kept: nothing is created at the untaxed total.
    expect(t.creates).toHaveLength(0);
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
    expect(t.creates[0]).toMatchObject({ txr: 'txr_us_ny' });
    expect(t.reprices.at(-1)?.address?.state).toBe('NY');
  });

  it('CONFIRM-9, CONST-22: a plan switch is prorated at the saved card’s address and the upgrade carries that tax rate', async () => {
    const t = await payingOnPage1(PRICE.are5Expert, 'member@example.com');
    t.actor.send({ type: 'confirm payment' });
    await t.untilPage('complete');
    expect(t.prorations.at(-1)?.address).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(t.upgrades).toHaveLength(1);
    expect(t.upgrades[0]).toMatchObject({ taxRateId: 'txr_us_ca' });
  });

  it('CONFIRM-3: a saved method whose billing address is incomplete charges nothing and says why', async () => {
    const [card] = paymentMethodsFor('cse.member@example.com');
    if (card === undefined) throw new Error('no seeded card');
    const noCity: PaymentMethod = { ...card, address: card.address === null ? null : { ...card.address, city: '' } };
    const clock = new SimulatedClock();
    const t = await payingOnPage1(PRICE.essentials, 'cse.member@example.com', { ...TAXED, paymentMethods: async () => [noCity] }, clock);
    clock.increment(DEBOUNCE_MS);
    await settle();
    t.actor.send({ type: 'confirm payment' });
    await settle(10);
    expect(t.creates).toHaveLength(0);
    expect(payment(t).getSnapshot().context.message).toEqual({ text: INCOMPLETE_BILLING_ADDRESS_MESSAGE, placement: 'below form', withIcon: true });
    expect(t.reprices.every((asked) => asked.address === null)).toBe(true);
  });
});

describe('Confirm Payment while the price settles', () => {
  /** Page 1 with the saved card's reprice held open, Confirm Payment pressed: the checkout waits. */
  async function waitingOnPage1() {
    const answer = deferred<RepriceResult>();
    let holding = false;
    const t = await payingOnPage1(PRICE.essentials, 'cse.member@example.com', {
      reprice: (input) => (holding ? answer.promise : taxedReprice(input)),
    });
    holding = true;
    t.actor.send({ type: 'confirm payment' });
    await settle();
    expect(selectSettlingThePrice(t.snapshot())).toBe(true);
    return { t, answer };
  }


  it('CONST-22, ERR-10: a failed reprice leaves page 1 as it was and charges nothing', async () => {
    const { t, answer } = await waitingOnPage1();
    answer.reject(new Error('Server error, please try again.'));
    await settle(10);
    expect(selectSettlingThePrice(t.snapshot())).toBe(false);
    expect(t.page()).toBe(1);
    expect(t.creates).toHaveLength(0);
  });

  it('CONFIRM-12, CONST-22: Cancel is disabled while the price settles: page 1 keeps waiting for it', async () => {
    const { t } = await waitingOnPage1();
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(1);
    expect(selectSettlingThePrice(t.snapshot())).toBe(true);
  });

  it('PAGE1-9, CONST-22: signed out while the price settles, page 1 asks to re-enter the credentials and charges nothing', async () => {
    const { t, answer } = await waitingOnPage1();
    t.session.signOut();
    await settle();
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'payment method': 're-entering credentials' } } } })).toBe(true);
    answer.resolve(await taxedReprice({ items: [], coupon: null, address: null }));
    await settle(10);
    expect(t.creates).toHaveLength(0);
  });
});

describe('Pay never charges a price about to change', () => {
  async function onPage2() {
    const t = await payingOnPage1(PRICE.essentials, 'nocard@example.com');
    t.actor.send({ type: 'add payment method' });
    await t.untilPage(2);
    return t;
  }


  it('CONST-22, REPRICE-2: Pay pressed right after the address is completed pays the repriced total with its tax rate', async () => {
    const t = await onPage2();
    const form = { paymentComplete: true, addressComplete: true, address: CALIFORNIA, phone: '4155550101' };
    payment(t).send({ type: 'card form changed', form });
    pricing(t).send({ type: 'address changed', address: CALIFORNIA, phone: '4155550101' });
    expect(selectPaymentAmount(t.snapshot())).toBe(29900);
    t.actor.send({ type: 'pay' });
    expect(selectSettlingThePrice(t.snapshot())).toBe(true);
    expect(t.creates).toHaveLength(0);
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
    // 7.25% of $299.00 = $21.68: $320.68, the total the summary shows before the charge.
    expect(t.creates[0]).toMatchObject({ txr: 'txr_us_ca' });
    expect(t.reprices.at(-1)?.address?.state).toBe('CA');
  });

  it("ENTITY-13: Pay on page 2 creates the subscription in the signed-in member's name", async () => {
    const t = await onPage2();
    payment(t).send({ type: 'card form changed', form: { paymentComplete: true, addressComplete: true, address: CALIFORNIA, phone: '4155550101' } });
    t.actor.send({ type: 'pay' });
    await t.untilPage('complete');
    const member = t.snapshot().context.member;
    expect(member).not.toBeNull();
    expect(t.creates[0]?.memberId).toBe(member?.id);
  });

  it('CONST-22: a second press while the price settles is not a second payment', async () => {
    const t = await onPage2();
    payment(t).send({ type: 'card form changed', form: { paymentComplete: true, addressComplete: true, address: CALIFORNIA, phone: '4155550101' } });
    pricing(t).send({ type: 'address changed', address: CALIFORNIA, phone: '' });
    t.actor.send({ type: 'pay' });
    t.actor.send({ type: 'pay' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
  });

  it('CONST-22, ERR-10: when the reprice fails the click pays nothing; the next press asks for the price again', async () => {
    const answer = deferred<RepriceResult>();
    let calls = 0;
    const t = await payingOnPage1(PRICE.essentials, 'nocard@example.com', {
      reprice: (input) => {
        calls += 1;
        return calls === 2 ? answer.promise : taxedReprice(input);
      },
    });
    t.actor.send({ type: 'add payment method' });
    await t.untilPage(2);
    payment(t).send({ type: 'card form changed', form: { paymentComplete: true, addressComplete: true, address: CALIFORNIA, phone: '4155550101' } });
    pricing(t).send({ type: 'address changed', address: CALIFORNIA, phone: '' });
    t.actor.send({ type: 'pay' });
    answer.reject(new Error('Server error, please try again.'));
    await settle(10);
    expect(t.creates).toHaveLength(0);
    expect(selectSettlingThePrice(t.snapshot())).toBe(false);
    t.actor.send({ type: 'pay' });
    await t.untilPage('complete');
    expect(t.creates).toHaveLength(1);
    expect(t.creates[0]).toMatchObject({ txr: 'txr_us_ca' });
  });
});

describe('busy only while the price settles (CONST-22, PAGE1-7)', () => {
  it('CONST-22, PAGE1-7: Confirm Payment waits for the settled price, then page 1 is no longer busy while the payment runs', async () => {
    const created = deferred<CreatedSubscription>();
    const t = await startSignedIn('cse.member@example.com', { priceId: PRICE.essentials }, { createSubscription: () => created.promise });
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'confirm payment' });
    expect(selectSettlingThePrice(t.snapshot())).toBe(true);
    await waitFor(t.actor, (s) => !selectSettlingThePrice(s), { timeout: 1500 });
    expect(at(t, 'payment method', 'showing the payment method')).toBe(true);
  });

  it('CONST-22: Pay on page 2 is busy only until the price is settled', async () => {
    const created = deferred<CreatedSubscription>();
    const t = startCheckout({ priceId: PRICE.essentials }, { createSubscription: () => created.promise });
    await settle();
    t.session.signInAs(newMember());
    await settle(10);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    t.actor.send({ type: 'add payment method' });
    await t.untilPage(2);
    t.actor.send({ type: 'pay' });
    await waitFor(t.actor, (s) => !selectSettlingThePrice(s), { timeout: 1500 });
    expect(at(t, 'payment details', 'filling in the details')).toBe(true);
  });
});
