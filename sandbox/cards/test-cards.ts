// The card and bank rules of the sandbox card processor, kept pure (no I/O, no records) so the
// app's sandbox card adapter can reuse the brand detection and the Luhn check.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

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

export type CardOutcome =
  | { kind: 'succeeded'; brand: CardBrand; last4: string }
  | { kind: 'requires_action'; brand: CardBrand; last4: string }
  | { kind: 'failed'; error: CardError };

export type BankOutcome = { kind: 'succeeded'; last4: string } | { kind: 'failed'; error: CardError };

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

export const digitsOf = (number: string): string => number.replace(/[\s-]/g, '');

/** The brand from the number's leading digits (the ranges the checkout accepts). */
export function detectBrand(number: string): CardBrand {
  const n = digitsOf(number);
  const prefix = (length: number): number => Number(n.slice(0, length).padEnd(length, '0'));
  const between = (length: number, low: number, high: number) => n.length >= 2 && prefix(length) >= low && prefix(length) <= high;
  if (n.startsWith('4')) return 'visa';
  if (n.startsWith('34') || n.startsWith('37')) return 'amex';
  if (between(2, 51, 55) || between(4, 2221, 2720)) return 'mastercard';
  if (n.startsWith('6011') || n.startsWith('65') || between(3, 644, 649) || between(6, 622126, 622925)) return 'discover';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  const n = digitsOf(number);
  if (!/^\d{12,19}$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let digit = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

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
  const number = digitsOf(card.number);
  if (!luhnValid(number)) return declined(CARD_MESSAGES.incorrectNumber, 'incorrect_number');
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return declined(CARD_MESSAGES.invalidExpiryMonth, 'invalid_expiry_month');
  }
  if (!Number.isInteger(card.exp_year) || card.exp_year < 0 || fullYear(card.exp_year) > now.getUTCFullYear() + 50) {
    return declined(CARD_MESSAGES.invalidExpiryYear, 'invalid_expiry_year');
  }
  const expected = detectBrand(number) === 'amex' ? /^\d{4}$/ : /^\d{3}$/;
  if (!expected.test(card.cvc.trim())) return declined(CARD_MESSAGES.invalidCvc, 'invalid_cvc');
  if (isExpired(card.exp_month, card.exp_year, now)) {
    const listed = testCards.find((c) => c.outcome === 'expired_card')?.message;
    return declined(listed ?? CARD_MESSAGES.expired, 'expired_card');
  }

  const brand = detectBrand(number);
  const last4 = number.slice(-4);
  const test = testCards.find((c) => c.number === number);
  if (!test) return declined(CARD_MESSAGES.declined, 'card_declined', 'generic_decline');
  switch (test.outcome) {
    case 'succeeded':
      return { kind: 'succeeded', brand, last4 };
    case 'requires_action':
      return { kind: 'requires_action', brand, last4 };
    case 'card_declined':
      return declined(test.message ?? CARD_MESSAGES.declined, 'card_declined', test.decline_code ?? 'generic_decline');
    default:
      // expired_card, incorrect_cvc and any later catalogue outcome: the outcome is the code.
      return declined(test.message ?? CARD_MESSAGES.declined, test.outcome, test.decline_code);
  }
}

const bankFailure = (message: string, code: string): BankOutcome => ({
  kind: 'failed',
  error: { type: 'invalid_request_error', code, message },
});

/** A listed account gives its outcome; any other account is not found at the test bank. */
export function bankOutcome(routing: string, account: string, testAccounts: readonly TestBankAccount[]): BankOutcome {
  const r = routing.trim();
  const a = account.trim();
  if (!/^\d{9}$/.test(r)) return bankFailure('Routing number must have 9 digits.', 'routing_number_invalid');
  if (!/^\d{4,17}$/.test(a)) return bankFailure('Account number must have between 4 and 17 digits.', 'account_number_invalid');
  const test = testAccounts.find((t) => t.routing === r && t.account === a);
  if (test?.outcome === 'succeeded') return { kind: 'succeeded', last4: a.slice(-4) };
  return bankFailure(test?.message ?? BANK_NOT_FOUND_MESSAGE, 'no_account');
}
