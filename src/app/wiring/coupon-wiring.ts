// The coupon box (systemId 'coupon') on the real API. A non-OK answer goes through the error
// catalogue like every call (API-45, ERR-5: its first error as a toast), and the box still says
// 'Invalid coupon.' itself (COUPON-4).
import { fromPromise } from 'xstate';
import { couponMachine, type ValidateCouponInput, type ValidateCouponOutput } from '../../../machines/coupon/coupon.machine.ts';
import type { AppPorts } from './app-wiring.ts';

export function couponWiring({ api }: Pick<AppPorts, 'api'>) {
  return couponMachine.provide({
    actors: {
      'validate coupon': fromPromise<ValidateCouponOutput, ValidateCouponInput>(async ({ input, signal }) => {
        const check = await api.validateCoupon(input.code, input.productIds, { signal });
        return { validCoupon: check.validCoupon };
      }),
    },
  });
}
