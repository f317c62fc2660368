// The coupon check (rules COUPON-12, COUPON-13, API-15).
import type { CallOptions, Http } from '../client.ts';
import { couponForCall } from '../payloads.ts';
import { encode } from './path.ts';
import { CouponCheckSchema } from '../schemas/coupon.ts';
import type { CouponCheck } from '../../../machines/domain/coupon.ts';

/**
 * POST /v1/guest/are/coupons/validate/{CODE} with the product ids in the body. The code is
 * upper-cased in the path like in every other call (COUPON-12, docs/decisions/0004). A non-OK
 * answer toasts like any call (ERR-5); the coupon box adds its own 'Invalid coupon.' (COUPON-4).
 */
export async function validateCoupon(
  http: Http,
  code: string,
  productIds: readonly string[],
  options: CallOptions = {},
): Promise<CouponCheck> {
  const upper = couponForCall(code);
  // Empty input is ignored before any call (rule COUPON-1): reaching here is a caller's bug.
  if (upper === null) throw new RangeError('validateCoupon needs a non-empty code');
  return http.json(
    {
      ...options,
      method: 'POST',
      path: `v1/guest/are/coupons/validate/${encode(upper)}`,
      auth: 'guest',
      json: { products: productIds },
    },
    CouponCheckSchema,
  );
}
