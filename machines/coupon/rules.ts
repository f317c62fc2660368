// Pure rules behind the coupon machine's guards (spec 5 'Coupon', rules COUPON-1..5, COUPON-12).
// No XState here: every function takes plain values so that property tests can drive it.

/** Where an applied coupon came from: typed by the person, carried over from the account, or added by the provider. */
export type AppliedCouponType = 'manual' | 'auto' | 'carry-over';

export interface AppliedCoupon {
  /** Upper-cased, trimmed code. */
  code: string;
  type: AppliedCouponType;
}

/** The texts the coupon box shows, copied from the spec (COUPON-3, COUPON-4, COUPON-5, COUPON-UI-5). */
export const COUPON_MESSAGES = {
  alreadyApplied: 'Coupon already applied.',
  invalid: 'Invalid coupon.',
  lowerDiscount:
    'The coupon you are trying to apply has a lower discount than the existing coupon on your account.',
} as const;

export const CARRY_OVER_NOTE = 'Applied to the existing subscription on your account';

/**
 * The code as every call sends it: trimmed and upper-cased (COUPON-7..9, and COUPON-12 decided
 * the same way in docs/decisions/0006); null for empty or whitespace-only input (COUPON-1).
 */
export function normaliseCode(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.toUpperCase();
}

/** COUPON-1: nothing (or only spaces) typed. */
export function isBlank(text: string): boolean {
  return normaliseCode(text) === null;
}

/** COUPON-2: codes compare without regard to case or surrounding spaces. */
export function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseCode(a);
  return left !== null && left === normaliseCode(b);
}

/** COUPON-3: the typed code is the one already applied, whatever its origin. */
export function isAlreadyApplied(text: string, applied: AppliedCoupon | null): boolean {
  return applied !== null && sameCode(text, applied.code);
}

/**
 * The discount a code's last two characters stand for (COUPON-5), or null when they are not
 * both digits: 'LOYAL20' → 20, 'SAVE05' → 5, 'VIP' → null, 'X5' → null.
 */
export function discountSuffix(code: string): number | null {
  const normalised = normaliseCode(code);
  if (normalised === null || normalised.length < 2) return null;
  const lastTwo = normalised.slice(-2);
  return /^\d\d$/.test(lastTwo) ? Number(lastTwo) : null;
}

/**
 * COUPON-5: the typed code reads as a lower discount than the carry-over coupon on the account.
 * When either code does not end in two digits the rule says nothing and the coupon check
 * decides (docs/decisions/0006).
 */
export function isLowerThanCarryOver(text: string, carryOverCode: string | null): boolean {
  if (carryOverCode === null) return false;
  const typed = discountSuffix(text);
  const existing = discountSuffix(carryOverCode);
  return typed !== null && existing !== null && typed < existing;
}

/** COUPON-UI-2..4: only a coupon the person applied has a remove icon. */
export function canRemove(applied: AppliedCoupon | null): boolean {
  return applied?.type === 'manual';
}

/** A coupon found in a price result shows unless the person applied one of their own. */
export function mayShowFoundCoupon(applied: AppliedCoupon | null): boolean {
  return applied?.type !== 'manual';
}
