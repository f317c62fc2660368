// Owns taking the money: Confirm Payment on page 1 (new purchase or ARE plan switch), Pay on page 2,
// and saving a card; the renewal consent, the idempotency key of each cart and the messages shown.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { CompleteSubscriptionInput, CreateSubscriptionInput, UpgradeInput } from '../../src/api/calls/checkout.ts';
import type { PaymentDetails } from '../../src/api/payloads.ts';
import type {
  DefaultPaymentMethodResult,
  PaymentMethodRecord,
  SetupIntent,
} from '../../src/api/schemas/payment-method.ts';
import type { CompletedSubscription, CreatedSubscription, PaymentResponse, UpgradeResult } from '../../src/api/schemas/subscription.ts';
import type { CardConfirmation, CardFormState, CardSubmission } from './card-provider-port.ts';
import type { PaymentEvent, PaymentToParentEvent } from './events.ts';
import {
  addressOf,
  audienceOf,
  canConfirm,
  canPay,
  canSaveCard,
  cartFingerprint,
  checkoutMessage,
  customerDetails,
  EMPTY_CARD_FORM,
  findAreSubscription,
  isPlanSwitch,
  providerMessage,
  refusedByProvider,
  toPaymentResponse,
  incompleteBillingAddressMessage,
  updatePaymentMethodMessage,
  UPGRADE_ORIGIN,
  withPhone,
  type MessagePlacement,
  type PaymentMessage,
  type Purchase,
} from './rules.ts';

/** What the buttons are doing: page 1 (confirm, plan switch), page 2 (pay), or saving a card. */
export type PaymentFlow = 'confirm' | 'plan switch' | 'pay' | 'save card';

export interface PaymentContext {
  renewalConsent: boolean;
  form: CardFormState;
  flow: PaymentFlow | null;
  purchase: Purchase | null;
  /** The customer block sent with 'create subscription' (ENTITY-12). */
  details: PaymentDetails | null;
  /** The identity of the cart of the current attempt (docs/decisions/0007). */
  fingerprint: string | null;
  /** One key per cart: reused by every retry of that cart, replaced when the cart changes. */
  idempotency: { fingerprint: string; key: string } | null;
  /** ENTITY-16: the created subscription's ids, reset on a provider error (PAY-6). */
  paymentResponse: PaymentResponse | null;
  /** Paid but not yet attached (ERR-CHECKOUT-5): a retry attaches it instead of paying again. */
  confirmation: { paymentResponse: PaymentResponse; paymentMethodId: string } | null;
  setupClientSecret: string | null;
  /** The payment method a confirmed setup intent produced (SAVECARD-6). */
  setupPaymentMethodId: string | null;
  invoiceId: string | null;
  message: PaymentMessage | null;
}

export interface ConfirmPaymentWithProviderInput {
  clientSecret: string;
  /** The saved payment method (page 1); absent on page 2, where the entered card is used. */
  paymentMethodId?: string;
}

export interface RecordCheckoutEventInput {
  priceIds: string[];
  names: string[];
}

function notProvided(name: string): never {
  throw new Error(`'${name}' not provided: supply it with paymentMachine.provide({ actors, actions })`);
}

/** For values a guard or an earlier step has already made sure of. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`payment: ${what} missing`);
  return value;
}

const placementOf = (flow: PaymentFlow | null): MessagePlacement =>
  flow === 'confirm' || flow === 'plan switch' ? 'below form' : 'above form';

const firstItem = (purchase: Purchase | null) => present(present(purchase, 'the purchase').items[0], 'a cart item');

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'processing',
  },
  actors: {
    'check entered payment details': fromPromise<CardSubmission>(async () => notProvided('check entered payment details')),
    'new idempotency key': fromPromise<string>(async () => notProvided('new idempotency key')),
    'load payment method record': fromPromise<PaymentMethodRecord, { paymentMethodId: string }>(async () =>
      notProvided('load payment method record'),
    ),
    'create subscription': fromPromise<CreatedSubscription, CreateSubscriptionInput>(async () => notProvided('create subscription')),
    'confirm payment with card provider': fromPromise<CardConfirmation, ConfirmPaymentWithProviderInput>(async () =>
      notProvided('confirm payment with card provider'),
    ),
    'attach payment method': fromPromise<CompletedSubscription, CompleteSubscriptionInput>(async () => notProvided('attach payment method')),
    'reload subscriptions': fromPromise<unknown>(async () => notProvided('reload subscriptions')),
    'record checkout event': fromPromise<unknown, RecordCheckoutEventInput>(async () => notProvided('record checkout event')),
    'track upgrade': fromPromise<unknown, { origin: string; priceId: string }>(async () => notProvided('track upgrade')),
    'upgrade subscription': fromPromise<UpgradeResult, UpgradeInput>(async () => notProvided('upgrade subscription')),
    'create setup intent': fromPromise<SetupIntent>(async () => notProvided('create setup intent')),
    'confirm setup with card provider': fromPromise<CardConfirmation, { clientSecret: string }>(async () =>
      notProvided('confirm setup with card provider'),
    ),
    'set default payment method': fromPromise<DefaultPaymentMethodResult, { paymentMethodId: string }>(async () =>
      notProvided('set default payment method'),
    ),
  },
  guards: {
    'renewal terms accepted': ({ context }) => canConfirm(context.renewalConsent),
    'payment form ready': ({ context }) => canPay(context.form, context.renewalConsent),
    'card form complete': ({ context }) => canSaveCard(context.form),
    'not authenticated': (_, params: { authenticated: boolean }) => !params.authenticated,
    'switches ARE plan': ({ context }) => context.flow === 'plan switch',
    'no saved payment method': ({ context }) => (context.purchase?.savedPaymentMethod ?? null) === null,
    'billing address incomplete': ({ context }) => context.details === null,
    'is pay flow': ({ context }) => context.flow === 'pay',
    'paid but not attached': ({ context }) => context.confirmation !== null,
    'card confirmed but not the default': ({ context }) => context.setupPaymentMethodId !== null,
    'phone missing and saved method known': ({ context }) =>
      context.details !== null && context.details.phoneNumber === '' && (context.purchase?.savedPaymentMethod ?? null) !== null,
    'has payment intent': ({ context }) => context.paymentResponse !== null,
    'has key for this cart': ({ context }) =>
      context.idempotency !== null && context.idempotency.fingerprint === context.fingerprint,
    'provider said no': (_, params: { result: CardSubmission | CardConfirmation }) => params.result.status === 'failed',
  },
  actions: {
    'remember card form': assign((_, params: { form: CardFormState }) => ({ form: params.form })),
    'remember renewal consent': assign((_, params: { accepted: boolean }) => ({ renewalConsent: params.accepted })),
    'clear message': assign({ message: null }),
    'start attempt': assign(({ context }, params: { flow: PaymentFlow; purchase: Purchase | null }) => {
      const purchase = params.purchase;
      const details = purchase === null || params.flow === 'save card' || params.flow === 'plan switch'
        ? null
        : customerDetails(params.flow, purchase, context.form);
      let fingerprint: string | null = null;
      if (purchase !== null && params.flow === 'plan switch') fingerprint = cartFingerprint('upgrade', purchase, null);
      if (purchase !== null && details !== null) fingerprint = cartFingerprint('create', purchase, addressOf(details));
      // A changed cart needs a new subscription: the old intent was for another amount.
      const sameCart = fingerprint !== null && fingerprint === context.fingerprint;
      return {
        flow: params.flow,
        purchase,
        details,
        message: null,
        fingerprint: context.confirmation !== null ? context.fingerprint : fingerprint,
        paymentResponse: sameCart || context.confirmation !== null ? context.paymentResponse : null,
      };
    }),
    'show update payment method': assign(({ context }) => ({ message: updatePaymentMethodMessage(placementOf(context.flow)) })),
    'show incomplete billing address': assign(({ context }) => ({ message: incompleteBillingAddressMessage(placementOf(context.flow)) })),
    'show provider message': assign(({ context }, params: { result: CardSubmission | CardConfirmation }) => ({
      message: params.result.status === 'failed' ? providerMessage(params.result.error, placementOf(context.flow)) : null,
    })),
    /** ERR-CHECKOUT-1..3: the message below the form (page 1) or above it (page 2). */
    'show failure': assign(({ context }, params: { error: unknown }) => ({ message: checkoutMessage(params.error, placementOf(context.flow)) })),
    /** ERR-CHECKOUT-6: the app pushes 'checkoutSubmissionUnsuccessful' (context.message holds the words). */
    'report unsuccessful checkout submission': () => notProvided('report unsuccessful checkout submission'),
    'reload page': () => notProvided('reload page'),
    'keep phone from record': assign(({ context }, params: { record: PaymentMethodRecord }) => ({
      details: context.details === null ? null : withPhone(context.details, params.record.address.phone),
    })),
    'keep idempotency key': assign(({ context }, params: { key: string }) => ({
      idempotency: { fingerprint: present(context.fingerprint, 'the cart fingerprint'), key: params.key },
    })),
    'forget key if refused': assign(({ context }, params: { error: unknown }) => ({
      idempotency: refusedByProvider(params.error) ? null : context.idempotency,
    })),
    'keep payment response': assign((_, params: { created: CreatedSubscription }) => ({ paymentResponse: toPaymentResponse(params.created) })),
    /** PAY-6: a provider error resets the saved ids. */
    'forget payment intent': assign({ paymentResponse: null }),
    'keep confirmation': assign(({ context }, params: { confirmation: CardConfirmation }) => ({
      confirmation: {
        paymentResponse: present(context.paymentResponse, 'the payment response'),
        paymentMethodId: params.confirmation.status === 'succeeded' ? params.confirmation.paymentMethodId : '',
      },
    })),
    'keep setup payment method': assign((_, params: { confirmation: CardConfirmation }) => ({
      setupPaymentMethodId: params.confirmation.status === 'succeeded' ? params.confirmation.paymentMethodId : null,
    })),
    'keep invoice': assign((_, params: { invoiceId: string | null | undefined }) => ({ invoiceId: params.invoiceId ?? null })),
    'keep setup secret': assign((_, params: { clientSecret: string }) => ({ setupClientSecret: params.clientSecret })),
    'tell parent payment succeeded': sendParent(({ context }): PaymentToParentEvent => {
      const items = present(context.purchase, 'the purchase').items;
      return {
        type: 'payment succeeded',
        path: context.flow === 'plan switch' ? 'plan switch' : 'new purchase',
        audience: audienceOf(items),
        names: items.map((item) => item.name),
        priceIds: items.map((item) => item.price_id),
        invoiceId: context.invoiceId,
      };
    }),
    'tell parent card saved': sendParent(({ context }): PaymentToParentEvent => ({
      type: 'card saved',
      paymentMethodId: present(context.setupPaymentMethodId, 'the saved payment method'),
    })),
    'forget attempt': assign({
      flow: null,
      details: null,
      fingerprint: null,
      idempotency: null,
      paymentResponse: null,
      confirmation: null,
      setupClientSecret: null,
      setupPaymentMethodId: null,
    }),
  },
}).createMachine({
  id: 'payment',
  context: () => ({
    renewalConsent: false,
    form: EMPTY_CARD_FORM,
    flow: null,
    purchase: null,
    details: null,
    fingerprint: null,
    idempotency: null,
    paymentResponse: null,
    confirmation: null,
    setupClientSecret: null,
    setupPaymentMethodId: null,
    invoiceId: null,
    message: null,
  }),
  on: {
    'card form changed': { actions: { type: 'remember card form', params: ({ event }) => ({ form: event.form }) } },
    'accept renewal terms': { actions: { type: 'remember renewal consent', params: ({ event }) => ({ accepted: event.accepted }) } },
  },
  initial: 'ready',
  states: {
    /** The buttons are enabled; every other state ignores the buttons' events (no double charge). */
    ready: {
      on: {
        'confirm payment': {
          guard: 'renewal terms accepted',
          target: 'checking confirm request',
          actions: {
            type: 'start attempt',
            params: ({ event }) => ({ flow: isPlanSwitch(event.purchase) ? 'plan switch' : 'confirm', purchase: event.purchase }),
          },
        },
        pay: {
          guard: 'payment form ready',
          target: 'checking pay request',
          actions: { type: 'start attempt', params: ({ event }) => ({ flow: 'pay', purchase: event.purchase }) },
        },
        'save card': [
          { guard: { type: 'not authenticated', params: ({ event }) => ({ authenticated: event.authenticated }) }, actions: 'reload page' },
          { guard: 'card form complete', target: 'saving card', actions: { type: 'start attempt', params: { flow: 'save card', purchase: null } } },
        ],
        'dismiss message': { actions: 'clear message' },
      },
    },
    'checking confirm request': {
      always: [
        { guard: 'switches ARE plan', target: 'switching plan' },
        { guard: 'no saved payment method', target: 'ready', actions: 'show update payment method' },
        // CONFIRM-3: the saved method's address is incomplete; the message says so (docs/decisions/0027).
        { guard: 'billing address incomplete', target: 'ready', actions: 'show incomplete billing address' },
        { target: 'purchasing' },
      ],
    },
    'checking pay request': {
      always: [
        // VALID-CHECKOUT-3/4: nothing is attempted and nothing is said.
        { guard: 'billing address incomplete', target: 'ready' },
        { target: 'purchasing' },
      ],
    },
    /** Path (a) of page 1 and the pay flow of page 2: create, confirm, attach, reload, record. */
    purchasing: {
      tags: 'processing',
      initial: 'resuming',
      states: {
        resuming: {
          always: [
            { guard: 'paid but not attached', target: 'attaching payment method' },
            { guard: 'is pay flow', target: 'checking entered details' },
            { target: 'validating saved payment method' },
          ],
        },
        'checking entered details': {
          invoke: {
            id: 'check entered payment details',
            src: 'check entered payment details',
            onDone: [
              {
                guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
                target: '#payment.ready',
                actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
              },
              { target: 'completing phone' },
            ],
            onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        'completing phone': {
          always: [
            { guard: 'phone missing and saved method known', target: 'loading payment method record' },
            { target: 'preparing key' },
          ],
        },
        /** VALID-CHECKOUT-5: best effort; without it the phone is sent empty. */
        'loading payment method record': {
          invoke: {
            id: 'load payment method record',
            src: 'load payment method record',
            input: ({ context }) => ({ paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }),
            onDone: { target: 'preparing key', actions: { type: 'keep phone from record', params: ({ event }) => ({ record: event.output }) } },
            onError: { target: 'preparing key' },
          },
        },
        /** Page 1: the saved method must still exist ('payment method not found', ERR-CHECKOUT-1). */
        'validating saved payment method': {
          invoke: {
            id: 'validate saved payment method',
            src: 'load payment method record',
            input: ({ context }) => ({ paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }),
            onDone: { target: 'preparing key', actions: { type: 'keep phone from record', params: ({ event }) => ({ record: event.output }) } },
            onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        'preparing key': {
          always: [
            { guard: 'has payment intent', target: 'confirming payment with card provider' },
            { guard: 'has key for this cart', target: 'creating subscription' },
            { target: 'getting new idempotency key' },
          ],
        },
        'getting new idempotency key': {
          invoke: {
            id: 'new idempotency key',
            src: 'new idempotency key',
            onDone: { target: 'creating subscription', actions: { type: 'keep idempotency key', params: ({ event }) => ({ key: event.output }) } },
            onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** CONFIRM-4, PAY-2 (member variant, with the cart's idempotency key). */
        'creating subscription': {
          invoke: {
            id: 'create subscription',
            src: 'create subscription',
            input: ({ context }) => {
              const purchase = present(context.purchase, 'the purchase');
              return {
                customer: present(context.details, 'the customer details'),
                priceIds: purchase.items.map((item) => item.price_id),
                coupon: purchase.coupon,
                txr: purchase.taxRateId,
                idempotencyKey: present(context.idempotency, 'the idempotency key').key,
              };
            },
            onDone: {
              target: 'confirming payment with card provider',
              actions: { type: 'keep payment response', params: ({ event }) => ({ created: event.output }) },
            },
            onError: {
              target: 'purchase failed',
              actions: [
                { type: 'forget key if refused', params: ({ event }) => ({ error: event.error }) },
                { type: 'show failure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        /** CONFIRM-5 (with the saved method), PAY-3 (with the entered card or bank account). */
        'confirming payment with card provider': {
          invoke: {
            id: 'confirm payment with card provider',
            src: 'confirm payment with card provider',
            input: ({ context }) => {
              const clientSecret = present(context.paymentResponse, 'the payment response').clientSecret;
              if (context.flow === 'pay') return { clientSecret };
              return { clientSecret, paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id };
            },
            onDone: [
              {
                guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
                target: '#payment.ready',
                actions: [
                  { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
                  'forget payment intent',
                ],
              },
              {
                target: 'attaching payment method',
                actions: { type: 'keep confirmation', params: ({ event }) => ({ confirmation: event.output }) },
              },
            ],
            // The outcome is unknown (the provider did not answer): keep the intent, so a retry
            // confirms the same one instead of creating another (PAY-2).
            onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** PAY-7 (subscription/success with cart, subscription, payment method and secret). */
        'attaching payment method': {
          invoke: {
            id: 'attach payment method',
            src: 'attach payment method',
            input: ({ context }) => {
              const { paymentResponse, paymentMethodId } = present(context.confirmation, 'the confirmed payment');
              return { cartId: paymentResponse.cartId, subId: paymentResponse.subId, pmId: paymentMethodId, clientSecret: paymentResponse.clientSecret };
            },
            onDone: { target: 'reloading subscriptions', actions: { type: 'keep invoice', params: ({ event }) => ({ invoiceId: event.output.invoice_id }) } },
            // ERR-CHECKOUT-5: the overlay stops; the payment stays confirmed for a retry.
            onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** CONFIRM-6, PAY-8: a failed reload does not undo a payment. */
        'reloading subscriptions': {
          invoke: {
            id: 'reload subscriptions',
            src: 'reload subscriptions',
            onDone: { target: 'recording checkout event' },
            onError: { target: 'recording checkout event' },
          },
        },
        /** CONFIRM-7, SCOPE-13: terms acceptance and the checkout are recorded. */
        'recording checkout event': {
          invoke: {
            id: 'record checkout event',
            src: 'record checkout event',
            input: ({ context }) => {
              const items = present(context.purchase, 'the purchase').items;
              return { priceIds: items.map((item) => item.price_id), names: items.map((item) => item.name) };
            },
            onDone: { target: '#payment.paid' },
            onError: { target: '#payment.paid' },
          },
        },
        /** An unexpected failure (not a provider's answer): on page 2 it is reported (ERR-CHECKOUT-6). */
        'purchase failed': {
          always: [
            { guard: 'is pay flow', target: '#payment.ready', actions: 'report unsuccessful checkout submission' },
            { target: '#payment.ready' },
          ],
        },
      },
    },
    /** Path (b) of page 1: switch the member's ARE subscription to the cart's product (CONFIRM-9..11). */
    'switching plan': {
      tags: 'processing',
      initial: 'tracking upgrade',
      states: {
        'tracking upgrade': {
          invoke: {
            id: 'track upgrade',
            src: 'track upgrade',
            input: ({ context }) => ({ origin: UPGRADE_ORIGIN, priceId: firstItem(context.purchase).price_id }),
            onDone: { target: 'preparing key' },
            onError: { target: 'preparing key' },
          },
        },
        'preparing key': {
          always: [{ guard: 'has key for this cart', target: 'upgrading subscription' }, { target: 'getting new idempotency key' }],
        },
        'getting new idempotency key': {
          invoke: {
            id: 'new idempotency key for plan switch',
            src: 'new idempotency key',
            onDone: { target: 'upgrading subscription', actions: { type: 'keep idempotency key', params: ({ event }) => ({ key: event.output }) } },
            onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        'upgrading subscription': {
          invoke: {
            id: 'upgrade subscription',
            src: 'upgrade subscription',
            input: ({ context }) => {
              const purchase = present(context.purchase, 'the purchase');
              return {
                activeSubId: present(findAreSubscription(purchase), 'the ARE subscription').id,
                targetPriceId: firstItem(purchase).price_id,
                taxRateId: purchase.taxRateId,
                coupon: purchase.coupon,
                idempotencyKey: present(context.idempotency, 'the idempotency key').key,
              };
            },
            onDone: { target: 'reloading subscriptions', actions: { type: 'keep invoice', params: ({ event }) => ({ invoiceId: event.output.invoice_id }) } },
            // CONFIRM-11: the buttons come back with the message below the form.
            onError: {
              target: '#payment.ready',
              actions: [
                { type: 'forget key if refused', params: ({ event }) => ({ error: event.error }) },
                { type: 'show failure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        'reloading subscriptions': {
          invoke: {
            id: 'reload subscriptions after plan switch',
            src: 'reload subscriptions',
            onDone: { target: '#payment.paid' },
            onError: { target: '#payment.paid' },
          },
        },
      },
    },
    /** SAVECARD-4..7: setup intent, confirm it, make the card the default. */
    'saving card': {
      tags: 'processing',
      initial: 'resuming',
      states: {
        // A card confirmed before the default step failed is already saved on the account: the
        // retry makes that card the default instead of saving it a second time (SAVECARD-6).
        resuming: {
          always: [
            { guard: 'card confirmed but not the default', target: 'setting default payment method' },
            { target: 'checking entered details' },
          ],
        },
        'checking entered details': {
          invoke: {
            id: 'check entered card details',
            src: 'check entered payment details',
            onDone: [
              {
                guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
                target: '#payment.ready',
                actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
              },
              { target: 'creating setup intent' },
            ],
            onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        'creating setup intent': {
          invoke: {
            id: 'create setup intent',
            src: 'create setup intent',
            onDone: {
              target: 'confirming setup with card provider',
              actions: { type: 'keep setup secret', params: ({ event }) => ({ clientSecret: event.output.client_secret }) },
            },
            onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        'confirming setup with card provider': {
          invoke: {
            id: 'confirm setup with card provider',
            src: 'confirm setup with card provider',
            input: ({ context }) => ({ clientSecret: present(context.setupClientSecret, 'the setup intent') }),
            onDone: [
              {
                guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
                target: '#payment.ready',
                actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
              },
              {
                target: 'setting default payment method',
                actions: { type: 'keep setup payment method', params: ({ event }) => ({ confirmation: event.output }) },
              },
            ],
            onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** SAVECARD-6: the confirmed method becomes the member's default (PUT default). */
        'setting default payment method': {
          invoke: {
            id: 'set default payment method',
            src: 'set default payment method',
            input: ({ context }) => ({ paymentMethodId: present(context.setupPaymentMethodId, 'the confirmed payment method') }),
            // SAVECARD-7: the parent closes the form and shows the new default (docs/decisions/0012).
            onDone: { target: '#payment.ready', actions: ['tell parent card saved', 'forget attempt'] },
            onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The purchase is complete; the parent shows what comes next. Buttons do nothing here. */
    paid: {
      entry: ['tell parent payment succeeded', 'forget attempt'],
      on: { 'start over': { target: 'ready', actions: 'clear message' } },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
