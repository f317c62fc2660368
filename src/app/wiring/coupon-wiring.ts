// The coupon box (systemId 'coupon') on the real API. The check is quiet: a refused or failed
// check shows 'Invalid coupon.' in the box itself (COUPON-4), not a toast beside it.
import { fromPromise } from 'xstate';
import { couponMachine, type ValidateCouponInput, type ValidateCouponOutput } from '../../../machines/coupon/coupon.machine.ts';
import type { AppPorts } from './app-wiring.ts';

export function couponWiring({ api }: Pick<AppPorts, 'api'>) {
  return couponMachine.provide({
    actors: {
      'validate coupon': fromPromise<ValidateCouponOutput, ValidateCouponInput>(async ({ input, signal }) => {
        const check = await api.validateCoupon(input.code, input.productIds, { quiet: true, signal });
        return { validCoupon: check.validCoupon };
      }),
    },
  });
}
