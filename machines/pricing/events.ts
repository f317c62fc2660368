// Events the pricing machine accepts (from the address element via views, and from its parent,
// the checkout machine) and the events it sends to that parent with sendParent.
import type { PartialAddress } from './rules.ts';
import type { Product } from '../domain/product.ts';

/** One cart line as pricing needs it: a product's id, price id, name and amount in cents. */
export type CartItem = Pick<Product, 'id' | 'price_id' | 'name' | 'amount'>;

export type PricingEvent =
  /** Every change of the address element (REPRICE-1..3); the phone arrives as one string. */
  | { type: 'address changed'; address: PartialAddress; phone: string }
  /** From the coupon machine through the parent: reprice at once, no debounce. */
  | { type: 'coupon changed'; code: string | null; couponType?: 'manual' | null }
  /** PAGELOAD-7: authenticated, holds an ARE 5.0 subscription, cart without CSE. */
  | { type: 'prorate against'; subscriptionId: string }
  /** Back to guest repricing, e.g. after logging out. */
  | { type: 'stop prorating' }
  /** From the checkout when Pay or Confirm Payment is pressed: answer 'pricing.price settled' once the price is final. */
  | { type: 'price the order now' }
  /** Internal: the 500 ms debounce ran out (raised by the 'address entry' region). */
  | { type: 'address entry.quiet period over' };

export type PricingToParentEvent =
  /** After every result: the payment amount follows the repriced total (CONST-22). */
  | { type: 'pricing.price changed'; total: number }
  /** The price shown is final for the address and coupon entered: nothing is waiting or asked. */
  | { type: 'pricing.price settled' }
  /** Forward to the coupon machine (COUPON-UI-3/5). */
  | { type: 'pricing.carry-over coupon found'; code: string }
  /** Forward to the coupon machine (COUPON-UI-4). */
  | { type: 'pricing.auto coupon found'; code: string }
  /** Forward to the coupon machine: the result applied no coupon of its own. */
  | { type: 'pricing.no coupon found' }
  /** The API layer has already shown the toast; the last good price is kept. */
  | { type: 'pricing.failed'; message: string };
