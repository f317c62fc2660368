// What an order costs: repricing (guest), proration (member) and the tax rate (spec 3, ENTITY-20..26).
import type { Address } from './address.ts';

export type CouponType = 'carry-over' | 'manual' | 'auto';

/** All amounts are cents. */
export interface RepriceItem {
  price_id: string;
  amount?: number | undefined;
  coupon: string | null;
  coupon_type: CouponType | null;
  discount: number;
  client_secret: string | null;
  subscription_id: string | null;
}

export interface RepriceResult {
  items: RepriceItem[];
  sub_total: number;
  discount: number;
  tax: number;
  total: number;
  address: Address | null;
  tax_rate_id: string | null;
}

export interface ProrateItem {
  price_id: string;
  billing_period_credit: number;
  discount: number;
  /** YYYY-MM-DD (rule ENTITY-24). */
  billing_period_end: string;
  coupon_type: CouponType | null;
  coupon: string | null;
}

export interface ProrateResult {
  items: ProrateItem[];
  credit: number;
  discount: number;
  /** sub_total − discount − credit; negative means the credit outweighs the price. */
  proration: number;
  sub_total: number;
  tax: number;
  total: number;
  tax_rate_id: string | null;
}

export interface TaxRate {
  tax_rate_id: string | null;
  percent: number;
}
