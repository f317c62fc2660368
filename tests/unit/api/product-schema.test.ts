// The cart product as the products answer must carry it (spec section 3): what is read, what is
// refused, so a malformed product becomes an error the catalogue explains rather than a blank card.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../../src/api/schemas/product.ts';

const firm = {
  id: 'prod_firm_expert',
  name: 'ARE 5.0 Expert 1-Month Subscription Firm',
  display_name: 'ARE 5.0 Expert Firm',
  duration: 1,
  amount: 59900,
  product_details: 'Seats for your team,Admin dashboard',
  audience: 'group',
  access_level: 'expert',
  cap_limit: 25,
  price_id: 'price_are5_firm_expert_monthly',
  base_price: 59900,
};

describe('the product schema', () => {
  it('ENTITY-1, ENTITY-5, ENTITY-6: a group product keeps every field of the cart product, cap_limit as its open seats', () => {
    const product = v.parse(ProductSchema, firm);
    expect(product).toEqual(firm);
    expect(product.audience).toBe('group');
    expect(product.cap_limit).toBe(25);
  });

  it('ENTITY-5: an audience other than individual or group is refused', () => {
    expect(v.safeParse(ProductSchema, { ...firm, audience: 'family' }).success).toBe(false);
  });

  it('ENTITY-2: duration is a whole number of months (12 is a year); zero or fractions are refused', () => {
    expect(v.parse(ProductSchema, { ...firm, duration: 12 }).duration).toBe(12);
    expect(v.safeParse(ProductSchema, { ...firm, duration: 0 }).success).toBe(false);
    expect(v.safeParse(ProductSchema, { ...firm, duration: 1.5 }).success).toBe(false);
  });

  it('ENTITY-3: amounts are whole cents; a dollar figure with decimals is refused', () => {
    expect(v.safeParse(ProductSchema, { ...firm, amount: 599.0 }).success).toBe(true);
    expect(v.safeParse(ProductSchema, { ...firm, amount: 599.5 }).success).toBe(false);
    expect(v.safeParse(ProductSchema, { ...firm, base_price: '59900' }).success).toBe(false);
  });

  it('ENTITY-4: product_details stays the comma-separated text; absent reads as no features', () => {
    expect(v.parse(ProductSchema, firm).product_details.split(',')).toEqual(['Seats for your team', 'Admin dashboard']);
    const { product_details: _omitted, ...withoutDetails } = firm;
    expect(v.parse(ProductSchema, withoutDetails).product_details).toBe('');
  });
});
