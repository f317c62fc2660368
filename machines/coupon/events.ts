// Events the coupon machine accepts (from views and from its parent, the checkout machine) and
// the events it sends to that parent with sendParent.
import type { AppliedCouponType } from './rules.ts';

/** What the coupon box and the checkout machine may send to the coupon machine. */
export type CouponEvent =
  | { type: 'type coupon'; value: string }
  | { type: 'apply coupon' }
  | { type: 'remove coupon' }
  /** Forwarded by the parent from a prorate result item with coupon_type 'carry-over'. */
  | { type: 'carry-over coupon found'; code: string }
  /** Forwarded by the parent from a reprice result item with coupon_type 'auto'. */
  | { type: 'auto coupon found'; code: string }
  /** Forwarded by the parent when a price result carries neither a carry-over nor an auto coupon. */
  | { type: 'no coupon found' }
  /** After a payment (PAY-10). */
  | { type: 'clear coupon' };

/**
 * Sent to the parent when the person applies or removes a coupon. The parent forwards it to the
 * pricing machine, which reprices at once (no debounce). `code` is upper-cased; null when removed.
 */
export interface CouponChangedEvent {
  type: 'coupon.changed';
  code: string | null;
  couponType: Extract<AppliedCouponType, 'manual'> | null;
}

export type CouponToParentEvent = CouponChangedEvent;
