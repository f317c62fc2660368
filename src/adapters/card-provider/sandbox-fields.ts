// The sandbox card form's field rules, pure: card-number grouping and brand, the 'MM / YY' expiry,
// and the field messages Stripe's elements show, so both modes say the same words.
import type { BillingAddress, CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { CardBrand } from '../../lib/cards.ts';
import { cardNumberLength, detectBrand, luhnValid, securityCodeLength } from '../../lib/cards.ts';

export type EntryMethod = 'card' | 'us_bank_account';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export interface BankFields {
  routing: string;
  account: string;
}

export interface AddressFields {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface SandboxFormValues {
  method: EntryMethod;
  card: CardFields;
  bank: BankFields;
  address: AddressFields;
}

export type FieldName = 'number' | 'expiry' | 'cvc' | 'routing' | 'account' | 'address1' | 'city' | 'state' | 'postalCode' | 'country';
export type FieldErrors = Partial<Record<FieldName, { code: string; message: string }>>;

export const DEFAULT_COUNTRY = 'US';

/** A short list, United States first (the default, as in Stripe's address element). */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IE', name: 'Ireland' },
  { code: 'MX', name: 'Mexico' },
];

export const EMPTY_VALUES: SandboxFormValues = {
  method: 'card',
  card: { number: '', expiry: '', cvc: '' },
  bank: { routing: '', account: '' },
  address: { address1: '', address2: '', city: '', state: '', postalCode: '', country: DEFAULT_COUNTRY, phone: '' },
};

/** Stripe Elements' wording for the fields' own checks, with its curly apostrophe. */
export const FIELD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryYearPast: 'Your card’s expiration year is in the past.',
  expiryMonthPast: 'Your card’s expiration date is in the past.',
  expiryYearInvalid: 'Your card’s expiration year is invalid.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  routingIncomplete: 'Your routing number is incomplete.',
  routingInvalid: 'Your routing number is invalid.',
  accountIncomplete: 'Your account number is incomplete.',
  required: 'This field is incomplete.',
  zipInvalid: 'Your ZIP code is invalid.',
} as const;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: '',
};

/** '4242424242424242' → '4242 4242 4242 4242'; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(value);
  const digits = digitsOf(value).slice(0, brand === 'unknown' ? 19 : cardNumberLength(brand));
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Typed digits become 'MM / YY'; a lone first digit above 1 is a month ('4' → '04 / '). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** The ABA routing-number checksum (3-7-1 weights). */
export function routingValid(routing: string): boolean {
  const d = digitsOf(routing);
  if (d.length !== 9) return false;
  const n = [...d].map(Number);
  const sum = 3 * ((n[0] ?? 0) + (n[3] ?? 0) + (n[6] ?? 0)) + 7 * ((n[1] ?? 0) + (n[4] ?? 0) + (n[7] ?? 0)) + ((n[2] ?? 0) + (n[5] ?? 0) + (n[8] ?? 0));
  return sum % 10 === 0;
}

export function cardErrors(card: CardFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const brand = detectBrand(card.number);
  const number = digitsOf(card.number);
  const wanted = brand === 'unknown' ? 16 : cardNumberLength(brand);
  if (number.length < wanted && !(brand === 'unknown' && number.length >= 12 && luhnValid(number))) {
    errors.number = { code: 'incomplete_number', message: FIELD_MESSAGES.numberIncomplete };
  } else if (!luhnValid(number)) {
    errors.number = { code: 'invalid_number', message: FIELD_MESSAGES.numberInvalid };
  }
  const expiry = parseExpiry(card.expiry);
  if (expiry === null || expiry.month < 1 || expiry.month > 12) {
    errors.expiry = { code: 'incomplete_expiry', message: FIELD_MESSAGES.expiryIncomplete };
  } else {
    const thisYear = now.getFullYear();
    const thisMonth = now.getMonth() + 1;
    if (expiry.year < thisYear) {
      errors.expiry = { code: 'invalid_expiry_year_past', message: FIELD_MESSAGES.expiryYearPast };
    } else if (expiry.year === thisYear && expiry.month < thisMonth) {
      errors.expiry = { code: 'invalid_expiry_month_past', message: FIELD_MESSAGES.expiryMonthPast };
    } else if (expiry.year > thisYear + 50) {
      errors.expiry = { code: 'invalid_expiry_year', message: FIELD_MESSAGES.expiryYearInvalid };
    }
  }
  if (digitsOf(card.cvc).length < securityCodeLength(brand)) errors.cvc = { code: 'incomplete_cvc', message: FIELD_MESSAGES.cvcIncomplete };
  return errors;
}

export function bankErrors(bank: BankFields): FieldErrors {
  const errors: FieldErrors = {};
  const routing = digitsOf(bank.routing);
  if (routing.length < 9) errors.routing = { code: 'incomplete_routing_number', message: FIELD_MESSAGES.routingIncomplete };
  else if (!routingValid(routing)) errors.routing = { code: 'invalid_routing_number', message: FIELD_MESSAGES.routingInvalid };
  if (digitsOf(bank.account).length < 4) errors.account = { code: 'incomplete_account_number', message: FIELD_MESSAGES.accountIncomplete };
  return errors;
}

export function addressErrors(address: AddressFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['address1', 'city', 'state', 'postalCode', 'country'] as const) {
    if (address[field].trim() === '') errors[field] = { code: 'incomplete_address', message: FIELD_MESSAGES.required };
  }
  if (errors.postalCode === undefined && address.country === 'US' && !/^\d{5}(-\d{4})?$/.test(address.postalCode.trim())) {
    errors.postalCode = { code: 'invalid_postal_code', message: FIELD_MESSAGES.zipInvalid };
  }
  return errors;
}

export function paymentErrors(values: SandboxFormValues, now: Date): FieldErrors {
  return values.method === 'card' ? cardErrors(values.card, now) : bankErrors(values.bank);
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function billingAddressOf(address: AddressFields): BillingAddress {
  return {
    address1: address.address1.trim(),
    address2: orNull(address.address2),
    city: address.city.trim(),
    state: address.state.trim(),
    postalCode: address.postalCode.trim(),
    country: address.country,
  };
}

/** What the form reports on every change (the page sends it to pricing and payment). */
export function formStateOf(values: SandboxFormValues, now: Date): CardFormState {
  return {
    paymentComplete: Object.keys(paymentErrors(values, now)).length === 0,
    addressComplete: Object.keys(addressErrors(values.address)).length === 0,
    address: billingAddressOf(values.address),
    phone: orNull(values.address.phone),
  };
}

/** The sandbox's payment_method body for the entered card or bank account. */
export function paymentMethodBody(values: SandboxFormValues):
  | { card: { number: string; exp_month: number; exp_year: number; cvc: string } }
  | { us_bank_account: { routing_number: string; account_number: string } } {
  if (values.method === 'us_bank_account') {
    return { us_bank_account: { routing_number: digitsOf(values.bank.routing), account_number: digitsOf(values.bank.account) } };
  }
  const expiry = parseExpiry(values.card.expiry) ?? { month: 0, year: 0 };
  return { card: { number: digitsOf(values.card.number), exp_month: expiry.month, exp_year: expiry.year, cvc: digitsOf(values.card.cvc) } };
}
