// The payment machine's vocabulary: the calls it makes, its guards and its actions, set up once so
// each phase's state file (phases/) and the machine that assembles them share one typed setup.
import { assign, fromCallback, sendParent, setup, type EventObject } from 'xstate';
import { actionToProvide, actorToProvide, notProvidedError } from '../not-provided.ts';
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
  completeAddress,
  customerDetails,
  providerMessage,
  refusedByProvider,
  toPaymentResponse,
  incompleteBillingAddressMessage,
  planAlreadyHeld,
  purchaseLockName,
  updatePaymentMethodMessage,
  withPhone,
  type MessagePlacement,
  type Purchase,
} from './rules.ts';
import type { ConfirmPaymentWithProviderInput, PaymentContext, PaymentFlow, RecordCheckoutEventInput } from './types.ts';
import type { DefaultPaymentMethodResult, PaymentMethodRecord, SetupIntent } from '../domain/payment-method.ts';
import type { CompleteSubscriptionInput, CreateSubscriptionInput, PaymentUnderWay, UpgradeInput } from '../domain/purchase.ts';
import type { CompletedSubscription, CreatedSubscription, Subscription, UpgradeResult } from '../domain/subscription.ts';

/** For values a guard or an earlier step has already made sure of. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`payment: ${what} missing`);
  return value;
}

const placementOf = (flow: PaymentFlow | null): MessagePlacement =>
  flow === 'confirm' || flow === 'plan switch' ? 'below form' : 'above form';

export const firstItem = (purchase: Purchase | null) => present(present(purchase, 'the purchase').items[0], 'a cart item');

export const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'processing',
  },
  actors: {
    /**
     * ROLE-9 (docs/decisions/0060): one purchase of a cart per member in the whole browser. Sends
     * 'purchase lock.held' once no other tab holds it; stopping the actor lets it go.
     */
    'hold the purchase lock': fromCallback<EventObject, { name: string }>(() => {
      throw notProvidedError('hold the purchase lock');
    }),
    /** API-19, read inside the lock right before the create or upgrade call (ROLE-9). */
    'read the subscriptions before buying': actorToProvide<Subscription[]>('read the subscriptions before buying'),
    'check entered payment details': actorToProvide<CardSubmission>('check entered payment details'),
    'new idempotency key': actorToProvide<string>('new idempotency key'),
    'load payment method record': actorToProvide<PaymentMethodRecord, { paymentMethodId: string }>('load payment method record'),
    'create subscription': actorToProvide<CreatedSubscription, CreateSubscriptionInput>('create subscription'),
    'confirm payment with card provider': actorToProvide<CardConfirmation, ConfirmPaymentWithProviderInput>('confirm payment with card provider'),
    'attach payment method': actorToProvide<CompletedSubscription, CompleteSubscriptionInput>('attach payment method'),
    'reload subscriptions': actorToProvide<unknown>('reload subscriptions'),
    'record checkout event': actorToProvide<unknown, RecordCheckoutEventInput>('record checkout event'),
    'track upgrade': actorToProvide<unknown, { origin: string; priceId: string }>('track upgrade'),
    'upgrade subscription': actorToProvide<UpgradeResult, UpgradeInput>('upgrade subscription'),
    'create setup intent': actorToProvide<SetupIntent>('create setup intent'),
    'confirm setup with card provider': actorToProvide<CardConfirmation, { clientSecret: string }>('confirm setup with card provider'),
    'set default payment method': actorToProvide<DefaultPaymentMethodResult, { paymentMethodId: string }>('set default payment method'),
  },
  guards: {
    'renewal terms accepted': ({ context }) => canConfirm(context.renewalConsent),
    /** The form reports both parts complete and its address holds every part the payment sends. */
    'payment form ready': ({ context }) => canPay(context.form, context.renewalConsent) && completeAddress(context.form.address) !== null,
    'card form complete': ({ context }) => canSaveCard(context.form),
    'switches ARE plan': ({ context }) => context.flow === 'plan switch',
    'no saved payment method': ({ context }) => (context.purchase?.savedPaymentMethod ?? null) === null,
    'billing address incomplete': ({ context }) => context.details === null,
    'is pay flow': ({ context }) => context.flow === 'pay',
    'paid but not attached': ({ context }) => context.confirmation !== null,
    'card confirmed but not the default': ({ context }) => context.setupPaymentMethodId !== null,
    'has payment intent': ({ context }) => context.paymentResponse !== null,
    'has key for this cart': ({ context }) =>
      context.idempotency !== null && context.idempotency.fingerprint === context.fingerprint,
    'the plan is already held': ({ context }, params: { subscriptions: readonly Subscription[] }) =>
      planAlreadyHeld(present(context.purchase, 'the purchase'), params.subscriptions),
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
    'report unsuccessful checkout submission': actionToProvide('report unsuccessful checkout submission'),
    /** The tab keeps what a reload needs to know that this payment may be charged (docs/decisions/0060). */
    'remember the payment under way': actionToProvide<Omit<PaymentUnderWay, 'since'>>('remember the payment under way'),
    /** The last step answered, or the provider said no: a reload offers the plan as before. */
    'forget the payment under way': actionToProvide('forget the payment under way'),
    /** The other tabs of the browser read the member's subscriptions again (docs/decisions/0060). */
    'tell the other tabs of the purchase': actionToProvide<{ memberId: string; priceIds: string[] }>('tell the other tabs of the purchase'),
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
        type: 'payment.succeeded',
        path: context.flow === 'plan switch' ? 'plan switch' : 'new purchase',
        audience: audienceOf(items),
        names: items.map((item) => item.name),
        priceIds: items.map((item) => item.price_id),
        invoiceId: context.invoiceId,
      };
    }),
    'tell parent the plan is already held': sendParent(
      (_, params: { subscriptions: Subscription[] }): PaymentToParentEvent => ({ type: 'payment.plan already held', subscriptions: params.subscriptions }),
    ),
    'tell parent card saved': sendParent(({ context }): PaymentToParentEvent => ({
      type: 'payment.card saved',
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
});

/** What a reload needs to know of this attempt: whose, which plans, which path (no secret). */
export const underWay = (context: PaymentContext, path: PaymentUnderWay['path']): Omit<PaymentUnderWay, 'since'> => {
  const purchase = present(context.purchase, 'the purchase');
  return { memberId: purchase.memberId ?? '', priceIds: purchase.items.map((item) => item.price_id), path };
};

/** ROLE-9 (docs/decisions/0060): invoked by a purchase phase, held from its start to its end. */
export const holdThePurchaseLock = {
  id: 'hold the purchase lock',
  src: 'hold the purchase lock',
  input: ({ context }: { context: PaymentContext }) => ({ name: purchaseLockName(present(context.purchase, 'the purchase')) }),
} as const;

/** ROLE-9, ALREADY-SUB-1/2: the list read again holds the plan: nothing is bought, the parent is told. */
export const whenThePlanIsHeld = {
  guard: { type: 'the plan is already held', params: ({ event }: { event: { output: Subscription[] } }) => ({ subscriptions: event.output }) },
  target: '#payment.ready',
  actions: [
    { type: 'tell parent the plan is already held', params: ({ event }: { event: { output: Subscription[] } }) => ({ subscriptions: event.output }) },
    'forget attempt',
  ],
} as const;
