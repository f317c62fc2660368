// Confirming a payment or setup intent with a card, a US bank account or a saved method, as
// the card provider would: the outcome comes from the catalogue's test cards and bank accounts.
// A failure records last_error_code and leaves the intent (so its subscription) unpaid; a bank
// debit answers 'processing' and settles later (bank-debits.ts).
import type { Reply } from '../http.ts';
import { json } from '../http.ts';
import type { Store } from '../context.ts';
import { newId } from '../ids.ts';
import type { Address, PaymentIntentRecord, PaymentMethodRecord, SetupIntentRecord } from '../state.ts';
import type { ConfirmBodyValue } from './payloads.ts';
import type { CardError, CardOutcome, TestBankAccount, TestCard } from './test-cards.ts';
import { CARD_MESSAGES, bankOutcome, cardOutcome, fullYear, isExpired } from './test-cards.ts';
import { startDebit } from './bank-debits.ts';

export interface CardsContext {
  origin: string;
  store: Store;
  now(): Date;
  testCards: readonly TestCard[];
  testBankAccounts: readonly TestBankAccount[];
  /** How long a bank debit stays 'processing'. */
  bankProcessingMs: number;
}

export type Intent =
  | { kind: 'payment'; record: PaymentIntentRecord }
  | { kind: 'setup'; record: SetupIntentRecord };

export const TEST_BANK = { bankName: 'STRIPE TEST BANK', accountType: 'checking', accountHolderType: 'individual' } as const;

/** The answer body for an intent: `{ payment_intent }` or `{ setup_intent }`, Stripe's names. */
export function intentAnswer(intent: Intent, extra: Record<string, unknown> = {}) {
  const { id, status, payment_method } = intent.record;
  const lastError = intent.kind === 'payment' && intent.record.last_payment_error ? { last_payment_error: intent.record.last_payment_error } : {};
  const body = { id, status, payment_method, ...lastError, ...extra };
  return intent.kind === 'payment' ? { payment_intent: body } : { setup_intent: body };
}

export const challengeUrl = (origin: string, intentId: string): string => `${origin}/__cards/challenge/${intentId}`;

export const providerError = (status: number, error: CardError | { type: string; code: string; message: string }): Reply =>
  json(status, { error });

export function findIntentBySecret(store: Store, kind: Intent['kind'], clientSecret: string): Intent | null {
  if (kind === 'payment') {
    const record = store.state.payment_intents.find((pi) => pi.client_secret === clientSecret);
    return record ? { kind, record } : null;
  }
  const record = store.state.setup_intents.find((si) => si.client_secret === clientSecret);
  return record ? { kind, record } : null;
}

export function findIntentById(store: Store, id: string): Intent | null {
  const payment = store.state.payment_intents.find((pi) => pi.id === id);
  if (payment) return { kind: 'payment', record: payment };
  const setup = store.state.setup_intents.find((si) => si.id === id);
  return setup ? { kind: 'setup', record: setup } : null;
}

interface Billing {
  address: Address | null;
  phone: string | null;
  phone_ext: string | null;
}

function billingFor(intent: Intent, body: ConfirmBodyValue): Billing {
  const given = body.billing_details;
  const known = intent.kind === 'payment' ? intent.record.billing_details : null;
  return {
    address: given?.address ?? known?.address ?? null,
    phone: given?.phone ?? known?.phone ?? null,
    phone_ext: given?.phone_ext ?? known?.phone_ext ?? null,
  };
}

type NewMethod =
  | { type: 'card'; brand: string; last4: string; expMonth: number; expYear: number }
  | { type: 'us_bank_account'; last4: string };

function createMethod(store: Store, memberEmail: string, method: NewMethod, billing: Billing, attached: boolean): PaymentMethodRecord {
  const common = { id: newId('pm'), member_email: memberEmail, ...billing, is_default: false, attached };
  const record: PaymentMethodRecord = method.type === 'card'
    ? { ...common, type: 'card', brand: method.brand, last_4: method.last4, exp_month: method.expMonth, exp_year: method.expYear,
        bankName: null, accountType: null, accountHolderType: null, last4: null }
    : { ...common, type: 'us_bank_account', brand: null, last_4: null, exp_month: null, exp_year: null, ...TEST_BANK, last4: method.last4 };
  store.state.payment_methods.push(record);
  return record;
}

/** A method made for an authentication that then failed never existed as far as the member sees. */
export function dropPendingMethod(store: Store, intent: Intent): void {
  const pmId = intent.record.payment_method;
  const list = store.state.payment_methods;
  const index = list.findIndex((pm) => pm.id === pmId && !pm.attached);
  if (index >= 0) list.splice(index, 1);
}

function fail(cx: CardsContext, intent: Intent, error: CardError): Reply {
  intent.record.status = 'requires_payment_method';
  intent.record.payment_method = null;
  intent.record.last_error_code = error.code;
  cx.store.save();
  return providerError(402, error);
}

function succeed(cx: CardsContext, intent: Intent, method: PaymentMethodRecord): Reply {
  intent.record.status = 'succeeded';
  intent.record.payment_method = method.id;
  intent.record.last_error_code = null;
  cx.store.save();
  return json(200, intentAnswer(intent));
}

/** The debit of a payment intent: it answers 'processing' now and settles after the delay. */
function debit(cx: CardsContext, intent: Extract<Intent, { kind: 'payment' }>, method: PaymentMethodRecord, failure: CardError | null): Reply {
  startDebit(intent.record, method, failure, new Date(cx.now().getTime() + cx.bankProcessingMs));
  cx.store.save();
  return json(200, intentAnswer(intent));
}

function unexpectedState(intent: Intent): Reply | null {
  const { status } = intent.record;
  if (status !== 'succeeded' && status !== 'canceled' && status !== 'processing') return null;
  const noun = intent.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent';
  const why = {
    succeeded: 'it has already succeeded after being previously confirmed',
    processing: 'it has a status of processing',
    canceled: 'it has a status of canceled',
  }[status];
  return providerError(400, {
    type: 'invalid_request_error',
    code: `${intent.kind}_intent_unexpected_state`,
    message: `You cannot confirm this ${noun} because ${why}.`,
  });
}

export function confirmIntent(cx: CardsContext, intent: Intent, body: ConfirmBodyValue): Reply {
  const refused = unexpectedState(intent);
  if (refused) return refused;
  // Confirming again while an authentication is pending starts over with the new details.
  if (intent.record.status === 'requires_action') dropPendingMethod(cx.store, intent);

  const { store } = cx;
  const owner = intent.record.member_email;
  const attachOnSuccess = intent.kind === 'setup';
  const input = body.payment_method;

  if (typeof input === 'string') {
    const saved = store.state.payment_methods.find((pm) => pm.id === input && pm.member_email === owner);
    if (!saved) {
      return providerError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${input}'` });
    }
    if (saved.type === 'card' && saved.exp_month !== null && saved.exp_year !== null && isExpired(saved.exp_month, saved.exp_year, cx.now())) {
      return fail(cx, intent, { type: 'card_error', code: 'expired_card', message: CARD_MESSAGES.expired });
    }
    // Only accounts whose debit succeeds are ever saved, so a saved account's debit succeeds.
    if (saved.type === 'us_bank_account' && intent.kind === 'payment') return debit(cx, intent, saved, null);
    return succeed(cx, intent, saved);
  }

  const billing = billingFor(intent, body);
  if ('us_bank_account' in input) {
    const { routing_number, account_number } = input.us_bank_account;
    const outcome = bankOutcome(routing_number, account_number, cx.testBankAccounts);
    if (outcome.kind === 'failed') return fail(cx, intent, outcome.error);
    const failure = outcome.debit.kind === 'fails' ? outcome.debit.error : null;
    // Saving an account takes no money, so the sandbox answers at once what its debit would do.
    if (intent.kind === 'setup' && failure) return fail(cx, intent, failure);
    const method = createMethod(store, owner, { type: 'us_bank_account', last4: outcome.last4 }, billing, attachOnSuccess);
    return intent.kind === 'payment' ? debit(cx, intent, method, failure) : succeed(cx, intent, method);
  }

  const { card } = input;
  const outcome: CardOutcome = cardOutcome(card, cx.testCards, cx.now());
  if (outcome.kind === 'failed') return fail(cx, intent, outcome.error);
  const details: NewMethod = { type: 'card', brand: outcome.brand, last4: outcome.last4, expMonth: card.exp_month, expYear: fullYear(card.exp_year) };
  if (outcome.kind === 'succeeded') return succeed(cx, intent, createMethod(store, owner, details, billing, attachOnSuccess));

  // requires_action: the method waits, unattached, for the challenge's outcome.
  const pending = createMethod(store, owner, details, billing, false);
  intent.record.status = 'requires_action';
  intent.record.payment_method = pending.id;
  intent.record.last_error_code = null;
  store.save();
  return json(200, intentAnswer(intent, { next_action: { challenge_url: challengeUrl(cx.origin, intent.record.id) } }));
}
