// Pure rules behind the pricing machine (REPRICE-1..3, ENTITY-20..26, COUPON-7/8): when an address
// is complete, how a phone value splits, which coupons a price result carries, what the summary shows.
import type { Address } from '../domain/address.ts';
import type { ProrateResult, RepriceResult } from '../domain/pricing.ts';

/** The address element's value while a person types: any field may be missing. */
export type PartialAddress = Partial<Address>;

export interface Phone {
  /** Digits, with a leading '+' when one was typed (E.164 from the address element). */
  number: string;
  /** Digits only; null when there is none (VALID-CHECKOUT: empty extension sent as null). */
  extension: string | null;
}

function filled(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * REPRICE-1: the address to price with, when address1, city, state, postal code and country are
 * all present (trimmed; an empty address2 becomes null); null otherwise.
 */
export function completeAddress(address: PartialAddress | null | undefined): Address | null {
  if (!address) return null;
  const address1 = filled(address.address1);
  const city = filled(address.city);
  const state = filled(address.state);
  const postalCode = filled(address.postalCode);
  const country = filled(address.country);
  if (address1 === null || city === null || state === null || postalCode === null || country === null) {
    return null;
  }
  return { address1, address2: filled(address.address2), city, state, postalCode, country };
}

/** Two complete addresses name the same place (compared after trimming; null equals null). */
export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.address1 === b.address1 &&
    (a.address2 ?? null) === (b.address2 ?? null) &&
    a.city === b.city &&
    a.state === b.state &&
    a.postalCode === b.postalCode &&
    a.country === b.country
  );
}

/**
 * Where the extension starts (REPRICE-3, decided in docs/decisions/0006): the first 'ext.',
 * 'ext', 'x', '#' or ',' (any case). 'ext' is tried before 'x' so that 'ext' is not read as 'e' + 'x'.
 */
const EXTENSION_SEPARATOR = /ext\.?|x|#|,/i;

/**
 * REPRICE-3: split the phone value into number and extension. The number keeps its digits and a
 * leading '+'; the extension keeps its digits and is null when empty.
 *   '+1 (415) 555-0123 ext. 42' → { number: '+14155550123', extension: '42' }
 *   '4155550123'                → { number: '4155550123', extension: null }
 */
export function splitPhone(raw: string | null | undefined): Phone {
  const value = (raw ?? '').trim();
  const match = EXTENSION_SEPARATOR.exec(value);
  const numberPart = match ? value.slice(0, match.index) : value;
  const extensionPart = match ? value.slice(match.index + match[0].length) : '';
  const digits = numberPart.replace(/\D/g, '');
  const number = numberPart.trimStart().startsWith('+') && digits !== '' ? `+${digits}` : digits;
  const extension = extensionPart.replace(/\D/g, '');
  return { number, extension: extension === '' ? null : extension };
}

/** COUPON-7/8: the coupon as reprice and prorate send it: trimmed, upper-cased, null when none. */
export function couponForPricing(code: string | null | undefined): string | null {
  const trimmed = filled(code);
  return trimmed === null ? null : trimmed.toUpperCase();
}

export interface FoundCoupons {
  carryOver: string | null;
  auto: string | null;
}

/**
 * The coupons a price result applied on its own (ENTITY-25): the first item with coupon_type
 * 'carry-over' (prorate) and the first with 'auto' (reprice). A typed ('manual') coupon is not "found".
 */
export function foundCoupons(result: Pick<RepriceResult | ProrateResult, 'items'>): FoundCoupons {
  let carryOver: string | null = null;
  let auto: string | null = null;
  for (const item of result.items) {
    const code = filled(item.coupon);
    if (code === null) continue;
    if (item.coupon_type === 'carry-over' && carryOver === null) carryOver = code.toUpperCase();
    if (item.coupon_type === 'auto' && auto === null) auto = code.toUpperCase();
  }
  return { carryOver, auto };
}

/** The message a failed call leaves behind (the API layer has already shown it as a toast). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '') {
    return error.message;
  }
  return 'Pricing failed';
}

/**
 * ENTITY-26: a discounted price is a number and a negative one means a discount applies. The
 * results carry the discount as a positive number of cents; the summary shows it negated.
 */
export function signedDiscount(discountCents: number): number {
  return discountCents === 0 ? 0 : -Math.abs(discountCents);
}

export function discountApplies(signedDiscountCents: number): boolean {
  return signedDiscountCents < 0;
}
