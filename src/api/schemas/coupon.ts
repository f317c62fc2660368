// The coupon check answer (rule ENTITY-29).
import * as v from 'valibot';
import type { CouponCheck } from '../../../machines/domain/coupon.ts';

export const CouponCheckSchema = v.looseObject({
  couponCode: v.string(),
  validCoupon: v.boolean(),
  percent_off: v.nullish(v.number(), null),
  /** Why a coupon was refused; a reason the app does not know still reads. */
  reason: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, CouponCheck>;
