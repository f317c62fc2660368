// Shared by the payment machine's tests: fixtures (carts, saved methods, a complete form), stubbed
// actors that record their inputs, and a parent machine that records what the payment tells it.
import { createActor, fromCallback, fromPromise, setup, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { vi } from 'vitest';
import type { CardConfirmation, CardFormState, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import type { PaymentEvent, PaymentToParentEvent } from '../../../machines/payment/events.ts';
import {
  paymentMachine,
  type ConfirmPaymentWithProviderInput,
  type PaymentContext,
  type RecordCheckoutEventInput,
} from '../../../machines/payment/payment.machine.ts';
import type { Purchase, PurchaseItem } from '../../../machines/payment/rules.ts';
import type { CardPaymentMethod, DefaultPaymentMethodResult, PaymentMethodRecord, SetupIntent } from '../../../machines/domain/payment-method.ts';
import type { CompleteSubscriptionInput, CreateSubscriptionInput, PaymentUnderWay, UpgradeInput } from '../../../machines/domain/purchase.ts';
import type { CompletedSubscription, CreatedSubscription, Subscription, UpgradeResult } from '../../../machines/domain/subscription.ts';
export { deferred, type Deferred } from '../../support/async.ts';

export const ARE_PRO: PurchaseItem = { price_id: 'price_are5_pro_monthly', name: 'ARE 5.0 Pro 1-Month Subscription', audience: 'individual' };
export const ARE_EXPERT: PurchaseItem = { price_id: 'price_are5_expert_monthly', name: 'ARE 5.0 Expert 1-Month Subscription', audience: 'individual' };
export const CSE_PRO: PurchaseItem = { price_id: 'price_cse_pro_monthly', name: 'CSE Pro 1-Month Subscription', audience: 'individual' };
export const FIRM_EXPERT: PurchaseItem = { price_id: 'price_are5_expert_firm_monthly', name: 'ARE 5.0 Expert 1-Month Subscription Firm', audience: 'group' };

export const SAVED_VISA: CardPaymentMethod = {
  id: 'pm_member_visa',
  type: 'card',
  brand: 'visa',
  last_4: '4242',
  exp_month: 12,
  exp_year: 2030,
  phone: '4155550101',
  phone_ext: null,
  is_default: true,
  address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
};

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    items: [ARE_EXPERT],
    coupon: null,
    taxRateId: 'txr_us_ca',
    total: 37430,
    subscriptions: [],
    savedPaymentMethod: SAVED_VISA,
    memberId: 'mem_1',
    ...overrides,
  };
}

export function completeForm(overrides: Partial<CardFormState> = {}): CardFormState {
  return {
    paymentComplete: true,
    addressComplete: true,
    address: { address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
    phone: '2125550199',
    ...overrides,
  };
}

export const created = (n = 1): CreatedSubscription => ({
  cart_id: `cart_${n}`,
  items: [{ subscription_id: `sub_${n}`, client_secret: `pi_${n}_secret_abc`, price_id: ARE_EXPERT.price_id }],
});

export const succeeded = (pm = 'pm_new_card'): CardConfirmation => ({ status: 'succeeded', intentId: 'pi_1', paymentMethodId: pm });
export const declined = (message = 'Your card was declined.'): CardConfirmation => ({
  status: 'failed',
  error: { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message },
});

/** An error shaped like src/api's ApiError (the machine reads kind and status, never the class). */
export function apiError(message: string, status = 400, kind = 'http'): Error {
  return Object.assign(new Error(message), { name: 'ApiError', kind, status });
}

/** A promise the test settles by hand (to hold the machine in a state). */
export interface Behaviour {
  submit: () => Promise<CardSubmission>;
  newKey: () => Promise<string>;
  loadRecord: (input: { paymentMethodId: string }) => Promise<PaymentMethodRecord>;
  create: (input: CreateSubscriptionInput) => Promise<CreatedSubscription>;
  confirm: (input: ConfirmPaymentWithProviderInput) => Promise<CardConfirmation>;
  attach: (input: CompleteSubscriptionInput) => Promise<CompletedSubscription>;
  reload: () => Promise<unknown>;
  record: (input: RecordCheckoutEventInput) => Promise<unknown>;
  trackUpgrade: (input: { origin: string; priceId: string }) => Promise<unknown>;
  upgrade: (input: UpgradeInput) => Promise<UpgradeResult>;
  createSetupIntent: () => Promise<SetupIntent>;
  confirmSetup: (input: { clientSecret: string }) => Promise<CardConfirmation>;
  setDefault: (input: { paymentMethodId: string }) => Promise<DefaultPaymentMethodResult>;
  /** ROLE-9: what the read right before buying finds. */
  readSubscriptions: () => Promise<Subscription[]>;
  /** Default: the lock is granted at once; a test that holds it grants it later. */
  holdLock?: (grant: () => void) => void;
}

export function harness(options: { behaviour?: Partial<Behaviour> } = {}) {
  let keys = 0;
  const b: Behaviour = {
    submit: async () => ({ status: 'ready' }),
    newKey: async () => `key-${++keys}`,
    loadRecord: async (input) => ({ id: input.paymentMethodId, type: 'card', address: { ...SAVED_VISA.address!, phone: '4155550101' } }),
    create: async () => created(),
    confirm: async () => succeeded(),
    attach: async () => ({ invoice_id: 'in_1', status: 'active' }),
    reload: async () => undefined,
    record: async () => ({ ok: true }),
    trackUpgrade: async () => ({ ok: true }),
    upgrade: async () => ({ subscription: null, invoice_id: 'in_upgrade' }),
    createSetupIntent: async () => ({ client_secret: 'seti_1_secret_xyz' }),
    confirmSetup: async () => succeeded('pm_saved_card'),
    setDefault: async () => ({ status: 'success' }),
    readSubscriptions: async () => [],
    ...options.behaviour,
  };
  const spies = {
    submit: vi.fn(b.submit),
    newKey: vi.fn(b.newKey),
    loadRecord: vi.fn(b.loadRecord),
    create: vi.fn(b.create),
    confirm: vi.fn(b.confirm),
    attach: vi.fn(b.attach),
    reload: vi.fn(b.reload),
    record: vi.fn(b.record),
    trackUpgrade: vi.fn(b.trackUpgrade),
    upgrade: vi.fn(b.upgrade),
    createSetupIntent: vi.fn(b.createSetupIntent),
    confirmSetup: vi.fn(b.confirmSetup),
    setDefault: vi.fn(b.setDefault),
    reportUnsuccessful: vi.fn((_message: string | null) => undefined),
    readSubscriptions: vi.fn(() => b.readSubscriptions()),
    lock: vi.fn((_name: string) => undefined),
    rememberUnderWay: vi.fn((_record: Omit<PaymentUnderWay, 'since'>) => undefined),
    forgetUnderWay: vi.fn(() => undefined),
    tellOtherTabs: vi.fn((_bought: { memberId: string; priceIds: string[] }) => undefined),
  };
  const machine = paymentMachine.provide({
    actors: {
      'hold the purchase lock': fromCallback<EventObject, { name: string }>(({ input, sendBack }) => {
        spies.lock(input.name);
        const grant = () => sendBack({ type: 'purchase lock.held' });
        if (b.holdLock) b.holdLock(grant);
        else grant();
      }),
      'read the subscriptions before buying': fromPromise<Subscription[]>(() => spies.readSubscriptions()),
      'check entered payment details': fromPromise<CardSubmission>(() => spies.submit()),
      'new idempotency key': fromPromise<string>(() => spies.newKey()),
      'load payment method record': fromPromise<PaymentMethodRecord, { paymentMethodId: string }>(({ input }) => spies.loadRecord(input)),
      'create subscription': fromPromise<CreatedSubscription, CreateSubscriptionInput>(({ input }) => spies.create(input)),
      'confirm payment with card provider': fromPromise<CardConfirmation, ConfirmPaymentWithProviderInput>(({ input }) => spies.confirm(input)),
      'attach payment method': fromPromise<CompletedSubscription, CompleteSubscriptionInput>(({ input }) => spies.attach(input)),
      'reload subscriptions': fromPromise<unknown>(() => spies.reload()),
      'record checkout event': fromPromise<unknown, RecordCheckoutEventInput>(({ input }) => spies.record(input)),
      'track upgrade': fromPromise<unknown, { origin: string; priceId: string }>(({ input }) => spies.trackUpgrade(input)),
      'upgrade subscription': fromPromise<UpgradeResult, UpgradeInput>(({ input }) => spies.upgrade(input)),
      'create setup intent': fromPromise<SetupIntent>(() => spies.createSetupIntent()),
      'confirm setup with card provider': fromPromise<CardConfirmation, { clientSecret: string }>(({ input }) => spies.confirmSetup(input)),
      'set default payment method': fromPromise<DefaultPaymentMethodResult, { paymentMethodId: string }>(({ input }) => spies.setDefault(input)),
    },
    actions: {
      'report unsuccessful checkout submission': ({ context }) => spies.reportUnsuccessful(context.message?.text ?? null),
      'remember the payment under way': (_, record) => spies.rememberUnderWay(record),
      'forget the payment under way': () => spies.forgetUnderWay(),
      'tell the other tabs of the purchase': (_, bought) => spies.tellOtherTabs(bought),
    },
  });
  const told: PaymentToParentEvent[] = [];
  const parent = setup({ actors: { payment: machine } }).createMachine({
    invoke: { id: 'payment', src: 'payment', systemId: 'payment' },
    on: {
      'payment.succeeded': { actions: ({ event }) => void told.push(event as PaymentToParentEvent) },
      'payment.card saved': { actions: ({ event }) => void told.push(event as PaymentToParentEvent) },
      'payment.plan already held': { actions: ({ event }) => void told.push(event as PaymentToParentEvent) },
    },
  });
  const root = createActor(parent).start();
  const payment = root.system.get('payment') as AnyActorRef;
  const send = (event: PaymentEvent) => payment.send(event);
  const snapshot = () => payment.getSnapshot() as { value: unknown; context: PaymentContext; hasTag(tag: string): boolean; matches(value: string): boolean };
  const settled = () => waitFor(payment, (s: { hasTag(tag: string): boolean }) => !s.hasTag('processing'));
  return { root, payment, send, snapshot, settled, spies, told };
}

/** Ticks the consent box and fills the page-2 form. */
export function readyToPay(h: ReturnType<typeof harness>, form: CardFormState = completeForm()): void {
  h.send({ type: 'accept renewal terms', accepted: true });
  h.send({ type: 'card form changed', form });
}
