// Repricing (guest), proration (member) and the tax rate (spec 3, rules ENTITY-20..26).
import * as v from 'valibot';
import type { CouponType, ProrateResult, RepriceResult, TaxRate } from '../../../machines/domain/pricing.ts';
import { AddressSchema, CentsSchema, DateSchema } from './common.ts';

export const CouponTypeSchema = v.picklist(['carry-over', 'manual', 'auto']) satisfies v.GenericSchema<unknown, CouponType>;

export const RepriceItemSchema = v.looseObject({
  price_id: v.string(),
  amount: v.optional(CentsSchema),
  coupon: v.nullish(v.string(), null),
  coupon_type: v.nullish(CouponTypeSchema, null),
  discount: CentsSchema,
  client_secret: v.nullish(v.string(), null),
  subscription_id: v.nullish(v.string(), null),
});

export const RepriceResultSchema = v.looseObject({
  items: v.array(RepriceItemSchema),
  sub_total: CentsSchema,
  discount: v.optional(CentsSchema, 0),
  tax: CentsSchema,
  total: CentsSchema,
  address: v.nullish(AddressSchema, null),
  tax_rate_id: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, RepriceResult>;

export const ProrateItemSchema = v.looseObject({
  price_id: v.string(),
  billing_period_credit: CentsSchema,
  discount: CentsSchema,
  billing_period_end: DateSchema,
  coupon_type: v.nullish(CouponTypeSchema, null),
  coupon: v.nullish(v.string(), null),
});

export const ProrateResultSchema = v.looseObject({
  items: v.array(ProrateItemSchema),
  credit: CentsSchema,
  discount: CentsSchema,
  /** sub_total − discount − credit; negative means the credit outweighs the price. */
  proration: CentsSchema,
  sub_total: CentsSchema,
  tax: CentsSchema,
  total: CentsSchema,
  tax_rate_id: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, ProrateResult>;

export const TaxRateSchema = v.looseObject({
  tax_rate_id: v.nullish(v.string(), null),
  percent: v.number(),
}) satisfies v.GenericSchema<unknown, TaxRate>;
