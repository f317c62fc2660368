// The answer of a coupon check (rule ENTITY-29).

export interface CouponCheck {
  couponCode: string;
  validCoupon: boolean;
  percent_off: number | null;
  /** Why a coupon was refused; a reason the app does not know still reads. */
  reason: string | null;
}
