// Model-based: walks that xstate/graph generates from the real payment machine (the buttons, and
// in every state the answers of the calls running there, failures included) run against the real
// machine with its calls stubbed; at each step the overlay, the buttons, the message and what the
// checkout is told are checked against the spec.
// rule: VALID-CHECKOUT-1, VALID-CHECKOUT-2, VALID-CHECKOUT-8, VALID-CHECKOUT-9, CONFIRM-2, CONFIRM-6, CONFIRM-7, CONFIRM-8, CONFIRM-10, CONFIRM-11, CONFIRM-12, CONFIRM-13, PAY-1, PAY-4, PAY-6, PAY-8
// rule: ROLE-9, ALREADY-SUB-1, ALREADY-SUB-2, SAVECARD-4, SAVECARD-5, SAVECARD-6, SAVECARD-7, ERR-CHECKOUT-3, ERR-CHECKOUT-5, ERR-CHECKOUT-6, VALID-CHECKOUT-5, PAY-2
import { describe, expect, it } from 'vitest';
import { type AnyEventObject } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentToParentEvent } from '../../../machines/payment/events.ts';
import { completionsOf, coveringWalks, done, failed, neverAnswering, runWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import { ARE_EXPERT, completeForm, created, declined, purchase, SAVED_VISA, succeeded } from './support.ts';

let reported = 0;
let reportsSeen = 0;
const logic = paymentMachine.provide({
  actors: neverAnswering(paymentMachine),
  actions: {
    'report unsuccessful checkout submission': () => {
      reported += 1;
    },
    'remember the payment under way': () => {},
    'forget the payment under way': () => {},
    'tell the other tabs of the purchase': () => {},
  },
});

const ARE_SUB = { id: 'sub_are', name: 'ARE 5.0 Pro 1-Month Subscription' };
const record = { id: SAVED_VISA.id, type: 'card', address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US', phone: '4155550101' } };
/** The cart's plan, bought in another tab meanwhile (ROLE-9). */
const HELD_EXPERT = { id: 'sub_other_tab', name: ARE_EXPERT.name, price_id: ARE_EXPERT.price_id, base_price: 34900, status: 'active', current_period_end: null, carry_over_coupon: null };
const refused = Object.assign(new Error('Your card was declined.'), { name: 'ApiError', kind: 'http', status: 402 });

const BUTTONS: readonly AnyEventObject[] = [
  { type: 'card form changed', form: completeForm() },
  { type: 'card form changed', form: completeForm({ phone: '' }) },
  { type: 'accept renewal terms', accepted: true },
  { type: 'confirm payment', purchase: purchase() },
  { type: 'confirm payment', purchase: purchase({ savedPaymentMethod: null }) },
  { type: 'confirm payment', purchase: purchase({ subscriptions: [ARE_SUB] }) },
  { type: 'pay', purchase: purchase() },
  { type: 'save card' },
  { type: 'dismiss message' },
  // The lock's answer (made in the browser): no other tab is buying the cart now.
  { type: 'purchase lock.held' },
];

const ANSWERS: Record<string, readonly AnyEventObject[]> = {
  // The card provider port answers the check and the card setup with an outcome; the idempotency key
  // and the tracking calls do not fail: none of them is offered a failure.
  'check entered payment details': [done('check entered payment details', { status: 'ready' }), done('check entered payment details', declined())],
  'validate saved payment method': [done('validate saved payment method', record), failed('validate saved payment method', refused)],
  'new idempotency key': [done('new idempotency key', 'idem-1')],
  // ROLE-9: read inside the lock, the plan is free, already held (bought in another tab), or the read fails.
  'read the subscriptions before buying': [
    done('read the subscriptions before buying', []),
    done('read the subscriptions before buying', [HELD_EXPERT]),
    failed('read the subscriptions before buying'),
  ],
  'read the subscriptions before switching': [
    done('read the subscriptions before switching', [{ ...ARE_SUB, status: 'active' }]),
    done('read the subscriptions before switching', [HELD_EXPERT]),
    failed('read the subscriptions before switching'),
  ],
  'create subscription': [done('create subscription', created()), failed('create subscription', refused)],
  'confirm payment with card provider': [
    done('confirm payment with card provider', succeeded()),
    done('confirm payment with card provider', declined()),
    failed('confirm payment with card provider'),
  ],
  'attach payment method': [done('attach payment method', { invoice_id: 'in_1', status: 'active' }), failed('attach payment method')],
  'reload subscriptions': [done('reload subscriptions', []), failed('reload subscriptions')],
  'record checkout event': [done('record checkout event', { ok: true })],
  'track upgrade': [done('track upgrade', { ok: true })],
  'new idempotency key for plan switch': [done('new idempotency key for plan switch', 'idem-2')],
  'upgrade subscription': [done('upgrade subscription', { subscription: null, invoice_id: 'in_up' }), failed('upgrade subscription', refused)],
  'reload subscriptions after plan switch': [done('reload subscriptions after plan switch', []), failed('reload subscriptions after plan switch')],
  'check entered card details': [done('check entered card details', { status: 'ready' }), done('check entered card details', declined())],
  'create setup intent': [done('create setup intent', { client_secret: 'seti_secret' }), failed('create setup intent')],
  'confirm setup with card provider': [
    done('confirm setup with card provider', succeeded('pm_saved')),
    done('confirm setup with card provider', declined()),
  ],
  'set default payment method': [done('set default payment method', { status: 'success', id: 'pm_saved' }), failed('set default payment method')],
};

type PaymentSnapshot = ReturnType<typeof paymentMachine.getInitialSnapshot>;

const model: GraphModel = {
  logic,
  events: (snapshot) => [...BUTTONS, ...completionsOf(snapshot, ANSWERS)],
  serialize: (s) => {
    const c = (s as PaymentSnapshot).context;
    return JSON.stringify([
      s.value,
      c.flow,
      c.renewalConsent,
      c.form.phone === '',
      c.purchase?.savedPaymentMethod === null,
      c.idempotency !== null,
      c.paymentResponse !== null,
      c.confirmation !== null,
    ]);
  },
  beforeEachWalk: () => {
    reported = 0;
    reportsSeen = 0;
  },
};

const BUTTON_TYPES = new Set(['confirm payment', 'pay', 'save card']);

function checkPayment({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as PaymentSnapshot;
  const before = previous as PaymentSnapshot | undefined;
  const type = event?.type ?? '';
  const newReports = reported - reportsSeen;
  reportsSeen = reported;
  const processing = s.matches('purchasing') || s.matches('switching plan') || s.matches('saving card');
  // CONFIRM-12, CONFIRM-13, PAY-1: the overlay shows (and the buttons are off) exactly while a payment runs.
  expect(s.hasTag('processing')).toBe(processing);
  if (before?.hasTag('processing') === true && BUTTON_TYPES.has(type)) {
    expect(s.value).toEqual(before.value); // CONFIRM-12: a second press does nothing
  }
  // VALID-CHECKOUT-8, VALID-CHECKOUT-9: no payment starts before the renewal terms are accepted.
  if ((type === 'confirm payment' || type === 'pay') && before?.matches('ready') === true && !before.context.renewalConsent) {
    expect(s.value).toBe('ready');
  }
  // VALID-CHECKOUT-1, VALID-CHECKOUT-2: Pay needs a complete payment and address form.
  if (type === 'pay' && before?.matches('ready') === true && !before.context.form.paymentComplete) expect(s.value).toBe('ready');
  // CONFIRM-2: path (a) without a saved payment method never starts.
  if (type === 'confirm payment' && s.context.purchase?.savedPaymentMethod === null && !s.matches('switching plan')) {
    expect(s.value).toBe('ready');
    expect(s.context.message).not.toBeNull();
  }
  // VALID-CHECKOUT-5: page 1 reads the saved method's record, which gives a missing phone.
  if (type === 'xstate.done.actor.validate saved payment method') expect(s.context.details?.phoneNumber).toBe('4155550101');
  // PAY-6: a provider's no forgets the payment intent.
  if (type === 'xstate.done.actor.confirm payment with card provider' && s.matches('ready')) expect(s.context.paymentResponse).toBeNull();
  // PAY-2: a confirmation whose answer never came keeps the intent; the retry confirms it without creating another.
  if (type === 'xstate.error.actor.confirm payment with card provider') expect(s.context.paymentResponse).not.toBeNull();
  const checked = type === 'xstate.done.actor.validate saved payment method' || type === 'xstate.done.actor.check entered payment details';
  if (checked && s.matches('purchasing') && s.context.paymentResponse !== null) {
    expect(s.matches({ purchasing: 'confirming payment with card provider' })).toBe(true);
  }
  // ERR-CHECKOUT-3, CONFIRM-11, ERR-CHECKOUT-5, PAY-4: a failed call gives the buttons back, with a message.
  if (type.startsWith('xstate.error.actor.') && s.matches('ready')) expect(s.context.message).not.toBeNull();
  // ERR-CHECKOUT-6: only the pay flow's unexpected failures are reported.
  if (type.startsWith('xstate.error.actor.') && before?.matches('purchasing') === true && s.matches('ready')) {
    expect(newReports).toBe(before.context.flow === 'pay' ? 1 : 0);
  }
  const told = toParent.at(-1) as PaymentToParentEvent | undefined;
  // ROLE-9, ALREADY-SUB-1/2: every create and upgrade is asked inside the lock, right after the list was read again.
  if (type === 'xstate.done.actor.read the subscriptions before buying' || type === 'xstate.done.actor.read the subscriptions before switching') {
    const held = (event?.output as { name: string }[]).some((sub) => sub.name === ARE_EXPERT.name);
    if (held) {
      expect(s.value).toBe('ready');
      expect(told).toMatchObject({ type: 'payment.plan already held', subscriptions: [HELD_EXPERT] });
      expect(s.context.idempotency).toBeNull();
    } else {
      expect(s.matches({ purchasing: 'creating subscription' }) || s.matches({ purchasing: 'getting new idempotency key' }) || s.matches({ 'switching plan': 'upgrading subscription' }) || s.matches({ 'switching plan': 'getting new idempotency key' })).toBe(true);
    }
  }
  const asks = type === 'xstate.done.actor.new idempotency key' || type === 'xstate.done.actor.new idempotency key for plan switch';
  const buying = (snap: PaymentSnapshot | undefined) =>
    snap !== undefined && (snap.matches({ purchasing: 'creating subscription' }) || snap.matches({ 'switching plan': 'upgrading subscription' }));
  if (buying(s) && !buying(before) && !asks) {
    expect(type.startsWith('xstate.done.actor.read the subscriptions before')).toBe(true);
  }
  // Nothing is read or bought before the lock is held.
  if (s.matches({ purchasing: 'waiting for the purchase lock' }) || s.matches({ 'switching plan': 'waiting for the purchase lock' })) {
    expect(Object.keys(s.children)).toEqual(['hold the purchase lock']);
  }
  if (s.matches('paid') && before?.matches('paid') === false) {
    // CONFIRM-6, CONFIRM-7, PAY-8: reached only after the reload (and, path (a), the checkout event), failed or not.
    expect(before.matches({ purchasing: 'recording checkout event' }) || before.matches({ 'switching plan': 'reloading subscriptions' })).toBe(true);
    // CONFIRM-8, CONFIRM-10: the checkout is told which path paid for what.
    expect(told).toMatchObject({
      type: 'payment.succeeded',
      path: before.matches('switching plan') ? 'plan switch' : 'new purchase',
      priceIds: [ARE_EXPERT.price_id],
    });
  }
  // SAVECARD-4..7: setup intent, provider confirmation, default method, then the form closes.
  if (type === 'xstate.done.actor.set default payment method') {
    expect(told).toEqual({ type: 'payment.card saved', paymentMethodId: 'pm_saved' });
    expect(s.value).toBe('ready');
  }
}

describe('payment model (xstate/graph)', () => {
  const walks = coveringWalks(model);

  it('CONFIRM-12, CONFIRM-13, PAY-1..8, SAVECARD-4..7, ERR-CHECKOUT-3..6: every walk, run against the real machine, does what the spec says at each step', () => {
    expect(walks.length).toBeGreaterThan(60);
    runWalks(model, walks, checkPayment);
  });
});

describe('payment sneak paths (xstate/graph, issue 29)', () => {
  it('CONFIRM-2: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
