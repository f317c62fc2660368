// The card and bank rules of the sandbox card processor, kept pure (no I/O, no records). What each
// test card and bank account does comes from the catalogue; brands and the Luhn check from
// src/lib/cards.ts, the module the app's sandbox card form uses too.
import { detectBrand, luhnValid, securityCodeLength, withoutSeparators } from '../../src/lib/cards.ts';

export interface TestCard {
  number: string;
  brand: string;
  outcome: string;
  decline_code?: string | undefined;
  message?: string | undefined;
}

export interface TestBankAccount {
  routing: string;
  account: string;
  outcome: string;
  failure_code?: string | undefined;
  message?: string | undefined;
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** A processor error, shaped as the card provider reports it (docs/api-contract.md). */
export interface CardError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

/** `brand` is the catalogue's for a listed card (a unit test keeps src/lib/cards.ts in step). */
export type CardOutcome =
  | { kind: 'succeeded'; brand: string; last4: string }
  | { kind: 'requires_action'; brand: string; last4: string }
  | { kind: 'failed'; error: CardError };

/**
 * A bank account's details are refused at once when malformed; a well-formed account is debited
 * and the debit settles later (ADR 0023): `debit` says how, with the bank's failure if it fails.
 */
export type BankOutcome =
  | { kind: 'accepted'; last4: string; debit: { kind: 'succeeds' } | { kind: 'fails'; error: CardError } }
  | { kind: 'failed'; error: CardError };

/** Stripe's wording for the checks the sandbox makes before it looks a number up. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** What a bank account the catalogue does not list answers: no such account at the test bank. */
export const BANK_NOT_FOUND_MESSAGE = "The customer's bank account could not be located.";

/** Two-digit years mean this century, as card forms let people type them. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && expMonth < thisMonth);
}

const declined = (message: string, code: string, declineCode?: string): CardOutcome => ({
  kind: 'failed',
  error: declineCode ? { type: 'card_error', code, decline_code: declineCode, message } : { type: 'card_error', code, message },
});

/**
 * What confirming with this card does: malformed details fail as the provider's own checks do,
 * a listed test card gives its outcome, an expiry in the past gives expired_card, and any other
 * well-formed number is declined.
 */
export function cardOutcome(card: CardInput, testCards: readonly TestCard[], now: Date): CardOutcome {
  const number = withoutSeparators(card.number);
  if (!luhnValid(number)) return declined(CARD_MESSAGES.incorrectNumber, 'incorrect_number');
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return declined(CARD_MESSAGES.invalidExpiryMonth, 'invalid_expiry_month');
  }
  if (!Number.isInteger(card.exp_year) || card.exp_year < 0 || fullYear(card.exp_year) > now.getUTCFullYear() + 50) {
    return declined(CARD_MESSAGES.invalidExpiryYear, 'invalid_expiry_year');
  }
  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length !== securityCodeLength(detectBrand(number))) return declined(CARD_MESSAGES.invalidCvc, 'invalid_cvc');
  if (isExpired(card.exp_month, card.exp_year, now)) {
    const listed = testCards.find((c) => c.outcome === 'expired_card')?.message;
    return declined(listed ?? CARD_MESSAGES.expired, 'expired_card');
  }

  const last4 = number.slice(-4);
  const test = testCards.find((c) => c.number === number);
  if (!test) return declined(CARD_MESSAGES.declined, 'card_declined', 'generic_decline');
  switch (test.outcome) {
    case 'succeeded':
      return { kind: 'succeeded', brand: test.brand, last4 };
    case 'requires_action':
      return { kind: 'requires_action', brand: test.brand, last4 };
    case 'card_declined':
      return declined(test.message ?? CARD_MESSAGES.declined, 'card_declined', test.decline_code ?? 'generic_decline');
    default:
      // expired_card, incorrect_cvc, processing_error and any later catalogue outcome: the
      // outcome is the code, with a decline code only where the catalogue gives one.
      return declined(test.message ?? CARD_MESSAGES.declined, test.outcome, test.decline_code);
  }
}

const bankRefused = (message: string, code: string): BankOutcome => ({
  kind: 'failed',
  error: { type: 'invalid_request_error', code, message },
});

/**
 * Malformed numbers are refused at once. A well-formed account is accepted and debited; a listed
 * account's debit settles as the catalogue says (its failure_code and message), and an account
 * the test bank does not know fails as no_account.
 */
export function bankOutcome(routing: string, account: string, testAccounts: readonly TestBankAccount[]): BankOutcome {
  const r = routing.trim();
  const a = account.trim();
  if (!/^\d{9}$/.test(r)) return bankRefused('Routing number must have 9 digits.', 'routing_number_invalid');
  if (!/^\d{4,17}$/.test(a)) return bankRefused('Account number must have between 4 and 17 digits.', 'account_number_invalid');
  const last4 = a.slice(-4);
  const test = testAccounts.find((t) => t.routing === r && t.account === a);
  if (test?.outcome === 'succeeded') return { kind: 'accepted', last4, debit: { kind: 'succeeds' } };
  const error: CardError = {
    type: 'invalid_request_error',
    code: test?.failure_code ?? 'no_account',
    message: test?.message ?? BANK_NOT_FOUND_MESSAGE,
  };
  return { kind: 'accepted', last4, debit: { kind: 'fails', error } };
}
