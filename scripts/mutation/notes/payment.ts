// Notes on the mutants of machines/payment that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  "machines/payment/rules.ts | export const EMPTY_CARD_FORM: CardFormState = { paymentComplete: false, addressComplete: false, address: null, phone: null }; | BooleanLiteral → true":
    { equivalent: "every 'card form changed' replaces the whole form, and an initial form with only one element complete still fails the both-complete gates of Pay and Save" },
  "machines/payment/rules.ts | const place = address === null ? null : [address.address1, address.address2 ?? '', address.city, address.state, address.postalCode, address.country].map((part) => part.trim().toUpperCase()); | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the placeholder only has to be the same for every missing line 2 (details never hold '', filled() makes it null); another text changes which carts match only for a typed line 2 equal to it" },
  "machines/payment/payment.setup.ts | if (value === null || value === undefined) throw new Error(`payment: ${what} missing`); | LogicalOperator → value === null && value === undefined":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | if (value === null || value === undefined) throw new Error(`payment: ${what} missing`); | ConditionalExpression → false":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | if (value === null || value === undefined) throw new Error(`payment: ${what} missing`); | StringLiteral → ``":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | export const firstItem = (purchase: Purchase | null) => present(present(purchase, 'the purchase').items[0], 'a cart item'); | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | types: { | ObjectLiteral → {}":
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/payment/payment.setup.ts | actors: { | ObjectLiteral → {}":
    { equivalent: "the defaults only throw when an actor was not provided; the app and the tests always .provide() every actor, which adds them anyway" },
  "machines/payment/payment.setup.ts | 'check entered payment details': actorToProvide<CardSubmission>('check entered payment details'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'new idempotency key': actorToProvide<string>('new idempotency key'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'load payment method record': actorToProvide<PaymentMethodRecord, { paymentMethodId: string }>('load payment method record'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'create subscription': actorToProvide<CreatedSubscription, CreateSubscriptionInput>('create subscription'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'confirm payment with card provider': actorToProvide<CardConfirmation, ConfirmPaymentWithProviderInput>('confirm payment with card provider'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'attach payment method': actorToProvide<CompletedSubscription, CompleteSubscriptionInput>('attach payment method'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'reload subscriptions': actorToProvide<unknown>('reload subscriptions'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'record checkout event': actorToProvide<unknown, RecordCheckoutEventInput>('record checkout event'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'track upgrade': actorToProvide<unknown, { origin: string; priceId: string }>('track upgrade'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'upgrade subscription': actorToProvide<UpgradeResult, UpgradeInput>('upgrade subscription'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'create setup intent': actorToProvide<SetupIntent>('create setup intent'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'confirm setup with card provider': actorToProvide<CardConfirmation, { clientSecret: string }>('confirm setup with card provider'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'set default payment method': actorToProvide<DefaultPaymentMethodResult, { paymentMethodId: string }>('set default payment method'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'report unsuccessful checkout submission': actionToProvide('report unsuccessful checkout submission'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | 'reload page': actionToProvide('reload page'), | StringLiteral → \"\"":
    { equivalent: "the name only goes into the programming-error message of the unprovided default; the app and the tests always .provide() it" },
  "machines/payment/payment.setup.ts | context.details !== null && context.details.phoneNumber === '' && (context.purchase?.savedPaymentMethod ?? null) !== null, | ConditionalExpression → true":
    { equivalent: "(the `context.details !== null` part) the phone is completed only after the address check let the attempt go on, so the details are never null here; the whole-condition mutant is killed by purchase-failures.test.ts" },
  "machines/payment/payment.setup.ts | const details = purchase === null || params.flow === 'save card' || params.flow === 'plan switch' | LogicalOperator → purchase === null && params.flow === 'save card'":
    { equivalent: "the purchase is null only for saving a card, which the next test of the condition already covers" },
  "machines/payment/payment.setup.ts | const details = purchase === null || params.flow === 'save card' || params.flow === 'plan switch' | ConditionalExpression → false":
    { equivalent: "the purchase is null only for saving a card, which the next test covers; and for a plan switch a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison, and a plan switch never reads the details" },
  "machines/payment/payment.setup.ts | fingerprint: context.confirmation !== null ? context.fingerprint : fingerprint, | ConditionalExpression → false":
    { equivalent: "once a payment is confirmed every retry resumes at attaching and never reads the fingerprint again; 'forget attempt' clears it when paid" },
  "machines/payment/payment.setup.ts | paymentResponse: sameCart || context.confirmation !== null ? context.paymentResponse : null, | ConditionalExpression → false":
    { equivalent: "once a payment is confirmed the retry resumes at attaching, which reads the confirmation's own copy of the payment response" },
  "machines/payment/payment.setup.ts | message: params.result.status === 'failed' ? providerMessage(params.result.error, placementOf(context.flow)) : null, | ConditionalExpression → true":
    { equivalent: "the action runs only on transitions guarded by 'provider said no', so the answer is always 'failed'" },
  "machines/payment/payment.setup.ts | details: context.details === null ? null : withPhone(context.details, params.record.address.phone), | ConditionalExpression → false":
    { equivalent: "the record is loaded only after the address check let the attempt go on (page 2) or with a complete saved address (page 1), so the details are never null here" },
  "machines/payment/payment.setup.ts | idempotency: { fingerprint: present(context.fingerprint, 'the cart fingerprint'), key: params.key }, | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | paymentResponse: present(context.paymentResponse, 'the payment response'), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | paymentMethodId: params.confirmation.status === 'succeeded' ? params.confirmation.paymentMethodId : '', | ConditionalExpression → true":
    { equivalent: "the action runs only for an answer that is not 'failed', and the card provider answers only 'succeeded' or 'failed' (CardConfirmation)" },
  "machines/payment/payment.setup.ts | paymentMethodId: params.confirmation.status === 'succeeded' ? params.confirmation.paymentMethodId : '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the fallback is never used: the action runs only for a 'succeeded' answer (CardConfirmation has no third status)" },
  "machines/payment/payment.setup.ts | setupPaymentMethodId: params.confirmation.status === 'succeeded' ? params.confirmation.paymentMethodId : null, | ConditionalExpression → true":
    { equivalent: "the action runs only for an answer that is not 'failed', and the card provider answers only 'succeeded' or 'failed' (CardConfirmation)" },
  "machines/payment/payment.setup.ts | const items = present(context.purchase, 'the purchase').items; | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/payment.setup.ts | paymentMethodId: present(context.setupPaymentMethodId, 'the saved payment method'), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | id: 'check entered payment details', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | id: 'load payment method record', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | input: ({ context }) => ({ paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | input: ({ context }) => ({ paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }), | OptionalChaining → context.purchase.savedPaymentMethod":
    { equivalent: "a purchase is always known while purchasing (start attempt sets it from the event), so the optional chain never meets null" },
  "machines/payment/phases/purchasing.ts | id: 'validate saved payment method', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | id: 'confirm payment with card provider', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | const clientSecret = present(context.paymentResponse, 'the payment response').clientSecret; | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | return { clientSecret, paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }; | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | return { clientSecret, paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }; | OptionalChaining → context.purchase.savedPaymentMethod":
    { equivalent: "a purchase is always known while purchasing (start attempt sets it from the event), so the optional chain never meets null" },
  "machines/payment/phases/purchasing.ts | id: 'attach payment method', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | const { paymentResponse, paymentMethodId } = present(context.confirmation, 'the confirmed payment'); | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | id: 'reload subscriptions', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | id: 'record checkout event', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | const items = present(context.purchase, 'the purchase').items; | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/saving-card.ts | id: 'check entered card details', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/saving-card.ts | id: 'create setup intent', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/saving-card.ts | id: 'confirm setup with card provider', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/saving-card.ts | input: ({ context }) => ({ clientSecret: present(context.setupClientSecret, 'the setup intent') }), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/saving-card.ts | id: 'set default payment method', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/saving-card.ts | input: ({ context }) => ({ paymentMethodId: present(context.setupPaymentMethodId, 'the confirmed payment method') }), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/switching-plan.ts | id: 'track upgrade', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/switching-plan.ts | id: 'new idempotency key for plan switch', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/switching-plan.ts | id: 'upgrade subscription', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/switching-plan.ts | const purchase = present(context.purchase, 'the purchase'); | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/switching-plan.ts | activeSubId: present(findAreSubscription(purchase), 'the ARE subscription').id, | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/switching-plan.ts | idempotencyKey: present(context.idempotency, 'the idempotency key').key, | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/switching-plan.ts | id: 'reload subscriptions after plan switch', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/payment.setup.ts | 'no saved payment method': ({ context }) => (context.purchase?.savedPaymentMethod ?? null) === null, | OptionalChaining → context.purchase.savedPaymentMethod":
    { equivalent: "these guards run only after 'start attempt' set the purchase from a Confirm Payment or Pay event, so the optional chain never meets null" },
  "machines/payment/payment.setup.ts | context.details !== null && context.details.phoneNumber === '' && (context.purchase?.savedPaymentMethod ?? null) !== null, | OptionalChaining → context.purchase.savedPaymentMethod":
    { equivalent: "these guards run only after 'start attempt' set the purchase from a Confirm Payment or Pay event, so the optional chain never meets null" },
  "machines/payment/payment.setup.ts | const details = purchase === null || params.flow === 'save card' || params.flow === 'plan switch' | StringLiteral → \"\"":
    { equivalent: "(for 'save card') the purchase is null when saving a card, which the first test already covers; (for 'plan switch') a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison, and a plan switch never reads the details" },
  "machines/payment/payment.setup.ts | if (purchase !== null && params.flow === 'plan switch') fingerprint = cartFingerprint('upgrade', purchase, null); | LogicalOperator → purchase !== null || params.flow === 'plan switch'":
    { equivalent: "a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison; a purchase without complete details stops before any key is kept" },
  "machines/payment/payment.setup.ts | if (purchase !== null && params.flow === 'plan switch') fingerprint = cartFingerprint('upgrade', purchase, null); | ConditionalExpression → true":
    { equivalent: "a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison; a plan switch always has a purchase" },
  "machines/payment/payment.setup.ts | if (purchase !== null && params.flow === 'plan switch') fingerprint = cartFingerprint('upgrade', purchase, null); | StringLiteral → \"\"":
    { equivalent: "a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison" },
  "machines/payment/payment.setup.ts | if (purchase !== null && details !== null) fingerprint = cartFingerprint('create', purchase, addressOf(details)); | ConditionalExpression → true":
    { equivalent: "details are computed only from a purchase, so non-null details imply a purchase" },
  "machines/payment/payment.setup.ts | if (purchase !== null && details !== null) fingerprint = cartFingerprint('create', purchase, addressOf(details)); | StringLiteral → \"\"":
    { equivalent: "a fingerprint is only compared with the one of the previous attempt, and the same cart always takes the same path, so which call name or details a plan switch's fingerprint holds changes no comparison" },
  "machines/payment/payment.setup.ts | const sameCart = fingerprint !== null && fingerprint === context.fingerprint; | ConditionalExpression → true":
    { equivalent: "(the `fingerprint !== null` part; the others are killed) a null fingerprint matches only a null previous one, and the payment response is reset together with the fingerprint, so the kept response is null all the same" },
  "machines/payment/phases/purchasing.ts | id: 'new idempotency key', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | id: 'create subscription', | StringLiteral → \"\"":
    { equivalent: "an invoke's id only names its done and error events, which xstate routes by the same id whatever it is; nobody reads the child by this id" },
  "machines/payment/phases/purchasing.ts | const purchase = present(context.purchase, 'the purchase'); | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | customer: present(context.details, 'the customer details'), | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/phases/purchasing.ts | idempotencyKey: present(context.idempotency, 'the idempotency key').key, | StringLiteral → \"\"":
    { equivalent: "present() only guards a value an earlier guard or step made sure of; the name goes into a programming-error message no run reaches" },
  "machines/payment/rules.ts | if (error instanceof Error && error.message.trim() !== '') return error.message; | ConditionalExpression → false":
    { equivalent: "an Error's message is an own string property, so the object branch below returns the same text (and the same fallback when it is blank)" },
};
