// The order's price (systemId 'pricing') on the real API: guest repricing, the member's proration
// and the tax rate. Failures keep the error catalogue's toast; the machine keeps the last good price.
import { fromPromise } from 'xstate';
import type { CartItem } from '../../../machines/pricing/events.ts';
import {
  pricingMachine,
  type LoadTaxRateInput,
  type LoadTaxRateOutput,
  type ProrateOrderInput,
  type RepriceOrderInput,
} from '../../../machines/pricing/pricing.machine.ts';
import type { ProrateInput, RepriceInput } from '../../api/calls/checkout.ts';
import type { AppPorts } from './app-wiring.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';

/** Guest repricing and the tax rate name the cart by price id (API-14, API-16). */
export const priceIdsOf = (items: readonly CartItem[]): string[] => items.map((item) => item.price_id);

export function repriceRequest(input: RepriceOrderInput): RepriceInput {
  return { priceIds: priceIdsOf(input.items), coupon: input.coupon, address: input.address };
}

/** API-17/18: each item with its price id, amount (sent as '199.00'), name and the subscription switched from. */
export function prorateRequest(input: ProrateOrderInput): ProrateInput {
  return {
    items: input.items.map((item) => ({
      priceId: item.price_id,
      amount: item.amount,
      name: item.name,
      targetSubscriptionId: input.targetSubscriptionId,
    })),
    coupon: input.coupon,
    address: input.address,
  };
}

export function pricingWiring({ api }: Pick<AppPorts, 'api'>) {
  return pricingMachine.provide({
    actors: {
      'reprice order': fromPromise<RepriceResult, RepriceOrderInput>(({ input, signal }) =>
        api.repriceAsGuest(repriceRequest(input), { signal }),
      ),
      'prorate order': fromPromise<ProrateResult, ProrateOrderInput>(({ input, signal }) => api.prorate(prorateRequest(input), { signal })),
      'load tax rate': fromPromise<LoadTaxRateOutput, LoadTaxRateInput>(async ({ input, signal }) => {
        const rate = await api.loadTaxRate({ priceIds: priceIdsOf(input.items), address: input.address }, { signal });
        return { tax_rate_id: rate.tax_rate_id };
      }),
    },
  });
}
