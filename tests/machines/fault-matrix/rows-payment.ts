// Rows whose call taking the money makes (the payment machine with the app's payment wiring and the
// sandbox's card confirmation): Confirm Payment on page 1 (path a and the plan switch, path b) and
// saving a card. Writes are counted after the user's retry: one subscription, one charge, one card.
import type { Purchase } from '../../../machines/payment/rules.ts';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { paymentWiring } from '../../../src/app/wiring/payment-wiring.ts';
import type { StateView } from '../../../sandbox/state-view.ts';
import { host, until, type Env } from './env.ts';
import type { Row, Run } from './matrix.ts';

const MEMBER = 'member@example.com';
const CARD_SAVER = 'nocard@example.com';
const CSE_PRO = { price_id: 'price_cse_pro_monthly', name: 'CSE Pro 1-Month Subscription', audience: 'individual' as const };
const ARE_EXPERT = { price_id: 'price_are5_expert_monthly', name: 'ARE 5.0 Expert 1-Month Subscription', audience: 'individual' as const };
const CURRENT_ARE = { id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription' };

/** The new card form on page 2, complete (what the sandbox card fields report). */
const TYPED_FORM: CardFormState = {
  paymentComplete: true,
  addressComplete: true,
  address: { address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
  phone: '2125550199',
};

type PaymentHost = ReturnType<typeof host<ReturnType<typeof paymentWiring>>>;

const settled = (h: PaymentHost) => until(h.child, (s) => !s.hasTag('processing'), 'the payment');

/** What the buttons show once nothing is under way: ready (buttons enabled) or paid. */
function paymentRun(h: PaymentHost, start: () => void, done: () => boolean, keepsTyped: () => boolean | null): Run {
  return {
    act: async () => {
      start();
      await settled(h);
    },
    seen: () => ({ inline: h.snapshot().context.message?.text ?? null, dialog: null }),
    usable: () => h.snapshot().matches('ready') || h.snapshot().matches('paid'),
    kept: keepsTyped,
    retry: async () => {
      if (!done()) {
        start();
        await settled(h);
      }
      return done();
    },
    stop: () => h.root.stop(),
  };
}

async function confirmRun(env: Env, items: Purchase['items']): Promise<Run> {
  await env.signInAs(MEMBER);
  const [saved] = await env.api.loadPaymentMethods();
  if (!saved) throw new Error('member@example.com has no saved card');
  const purchase: Purchase = { items, coupon: null, taxRateId: 'txr_us_ca', total: 15980, subscriptions: [CURRENT_ARE], savedPaymentMethod: saved, memberId: 'mem_1' };
  const h = host(paymentWiring(env.ports), {}, 'payment');
  h.child.send({ type: 'accept renewal terms', accepted: true });
  // A call that timed out may have gone through: the retry then finds the plan held (ROLE-9) and buys nothing more.
  const paid = () => h.told.some((e) => e.type === 'payment.succeeded' || e.type === 'payment.plan already held');
  return paymentRun(
    h,
    () => h.child.send({ type: 'confirm payment', purchase }),
    paid,
    () => h.snapshot().context.renewalConsent,
  );
}

async function saveCardRun(env: Env): Promise<Run> {
  await env.signInAs(CARD_SAVER);
  env.mountCardForm();
  const h = host(paymentWiring(env.ports), {}, 'payment');
  h.child.send({ type: 'card form changed', form: TYPED_FORM });
  return paymentRun(
    h,
    () => h.child.send({ type: 'save card' }),
    () => h.told.some((e) => e.type === 'payment.card saved'),
    () => JSON.stringify(h.snapshot().context.form) === JSON.stringify(TYPED_FORM),
  );
}

/** Subscriptions of the member for the price, and the charges for them: one each, or the larger count. */
function chargedSubscriptions(state: StateView, email: string, priceId: string): number {
  const subs = state.subscriptions.filter((s) => s.member_email === email && s.price_id === priceId);
  const charges = state.payment_intents.filter((pi) => pi.status === 'succeeded' && subs.some((s) => s.id === pi.subscription_id));
  return subs.length === 0 || charges.length === 0 ? 0 : Math.max(subs.length, charges.length);
}

const BUTTONS_BACK = 'Confirm Payment is enabled again, the message below the form (CONFIRM-11, ERR-CHECKOUT-3)';
const PAID = 'the purchase completes: the completion modal opens';

const confirmRow = (row: Omit<Row, 'method' | 'prepare' | 'reads'> & Partial<Pick<Row, 'method' | 'reads'>>, items: Purchase['items']): Row => ({
  method: 'POST',
  reads: 'json',
  ...row,
  prepare: (env) => confirmRun(env, items),
});

const CSE_ONCE = { writes: 'subscription and charge per cart', countWrites: (state: StateView) => chargedSubscriptions(state, MEMBER, CSE_PRO.price_id) };
const EXPERT_ONCE = { writes: 'switched subscription per member', countWrites: (state: StateView) => state.subscriptions.filter((s) => s.member_email === MEMBER && s.price_id === ARE_EXPERT.price_id).length };

export const PAYMENT_ROWS: readonly Row[] = [
  confirmRow(
    {
      call: 'GET /v1/are/checkout/payment/payment_method/{pmId}',
      method: 'GET',
      path: '/v1/are/checkout/payment/payment_method/pm_member_visa',
      owner: 'payment: load payment method record',
      api: 'loadPaymentMethodRecord',
      rules: 'API-22 ERR-CHECKOUT-1 ERR-CHECKOUT-2 ERR-2',
      toasts: 'request id only',
      inline: 'catalogue',
      usable: BUTTONS_BACK,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'POST /v1/are/checkout/subscription/create',
      path: '/v1/are/checkout/subscription/create',
      owner: 'payment: create subscription',
      api: 'createSubscription',
      rules: 'API-5 API-6 CONFIRM-4 PAY-2 ERR-CHECKOUT-2 ERR-1..10',
      toasts: 'catalogue',
      inline: 'catalogue',
      usable: BUTTONS_BACK,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'POST /v1/are/checkout/subscription/success',
      path: '/v1/are/checkout/subscription/success',
      owner: 'payment: attach payment method',
      api: 'completeSubscription',
      rules: 'API-7 PAY-7 ERR-CHECKOUT-5 ERR-1..10',
      toasts: 'catalogue',
      inline: 'catalogue',
      usable: `${BUTTONS_BACK}; the retry attaches the paid subscription, it does not pay again`,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'GET /v1/are/member/active_subscriptions (before buying)',
      method: 'GET',
      path: '/v1/are/member/active_subscriptions',
      owner: 'payment: read the subscriptions before buying',
      api: 'loadActiveSubscriptions',
      rules: 'API-19 ROLE-9 ALREADY-SUB-1 ERR-CHECKOUT-3 ERR-2',
      toasts: 'request id only',
      inline: 'catalogue',
      usable: `${BUTTONS_BACK}; nothing is bought while it is not known whether the plan is held`,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'GET /v1/are/member/active_subscriptions (after paying)',
      method: 'GET',
      path: '/v1/are/member/active_subscriptions',
      owner: 'payment: reload subscriptions',
      api: 'loadActiveSubscriptions',
      rules: 'API-19 API-41 CONFIRM-6 PAY-8 ERR-1..10',
      toasts: 'catalogue',
      inline: null,
      usable: `${PAID} (a failed reload does not undo a payment)`,
      // The read before buying comes first (ROLE-9).
      skip: 1,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'POST /v1/are/member/track/terms',
      path: '/v1/are/member/track/terms',
      owner: 'payment: record checkout event',
      api: 'trackTerms',
      rules: 'API-31 CONFIRM-7 SCOPE-13',
      reads: 'nothing',
      toasts: 'none',
      inline: null,
      usable: PAID,
      ...CSE_ONCE,
    },
    [CSE_PRO],
  ),
  confirmRow(
    {
      call: 'POST /v1/are/member/track/upgrade',
      path: '/v1/are/member/track/upgrade',
      owner: 'payment: track upgrade',
      api: 'trackUpgrade',
      rules: 'API-32 CONFIRM-9 SCOPE-13',
      reads: 'nothing',
      toasts: 'none',
      inline: null,
      usable: 'the plan switch completes',
      ...EXPERT_ONCE,
    },
    [ARE_EXPERT],
  ),
  confirmRow(
    {
      call: 'POST /v1/are/checkout/subscription/upgrade',
      path: '/v1/are/checkout/subscription/upgrade',
      owner: 'payment: upgrade subscription',
      api: 'upgradeSubscription',
      rules: 'API-8 CONFIRM-9 CONFIRM-11 ERR-1..10',
      toasts: 'catalogue',
      inline: 'catalogue',
      usable: BUTTONS_BACK,
      ...EXPERT_ONCE,
    },
    [ARE_EXPERT],
  ),
  {
    call: 'POST /v1/are/checkout/payment/setup_intent',
    method: 'POST',
    path: '/v1/are/checkout/payment/setup_intent',
    owner: 'payment: create setup intent',
    api: 'createSetupIntent',
    rules: 'API-23 SAVECARD-4 ERR-1..10',
    reads: 'json',
    toasts: 'catalogue',
    inline: 'catalogue',
    usable: 'the Save button is enabled again, the card form as typed',
    writes: 'saved card per member',
    countWrites: (state) => state.payment_methods.filter((pm) => pm.member_email === CARD_SAVER && pm.attached).length,
    prepare: saveCardRun,
  },
  {
    call: 'PUT /v1/are/member/payment_method/default/{pmId}',
    method: 'PUT',
    path: '/v1/are/member/payment_method/default/*',
    owner: 'payment: set default payment method',
    api: 'setDefaultPaymentMethod',
    rules: 'API-24 SAVECARD-6 ERR-1..10',
    reads: 'json',
    toasts: 'catalogue',
    inline: 'catalogue',
    usable: 'the Save button is enabled again; the retry makes the confirmed card the default, it does not save it twice',
    writes: 'saved card per member',
    countWrites: (state) => state.payment_methods.filter((pm) => pm.member_email === CARD_SAVER && pm.attached).length,
    prepare: saveCardRun,
  },
];
