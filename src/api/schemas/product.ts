// A cart product / plan (spec 3, rules ENTITY-1..6) and the products answers.
import * as v from 'valibot';
import type { Product } from '../../../machines/domain/product.ts';
import { CentsSchema, IdSchema } from './common.ts';

export const ProductSchema = v.looseObject({
  id: IdSchema,
  name: v.string(),
  display_name: v.nullish(v.string(), ''),
  /** Months; 12 is yearly. */
  duration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amount: CentsSchema,
  /** Comma-separated features; absent reads as none. */
  product_details: v.nullish(v.string(), ''),
  audience: v.picklist(['individual', 'group']),
  access_level: v.nullish(v.string(), ''),
  /** Open seats; null when unlimited. */
  cap_limit: v.nullish(v.number(), null),
  price_id: v.string(),
  base_price: CentsSchema,
}) satisfies v.GenericSchema<unknown, Product>;

export const ProductsAnswerSchema = v.looseObject({ products: v.array(ProductSchema) });
