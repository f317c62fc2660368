// The schemas in src/api check the wire against the domain types in machines/domain: each one
// `satisfies v.GenericSchema<unknown, DomainType>`. These cases show the check bites: a schema that
// drifts from the domain is a type error (`npm run typecheck` fails if it stops being one).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../machines/domain/product.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { ProductSchema } from '../../../src/api/schemas/product.ts';
import { SubscriptionSchema } from '../../../src/api/schemas/subscription.ts';

describe('the wire schemas against the domain types', () => {
  it('ENTITY-1: a product schema that lets price_id go missing no longer makes a Product', () => {
    const drifted = v.looseObject({ ...ProductSchema.entries, price_id: v.optional(v.string()) });
    // @ts-expect-error: the output's price_id may be undefined, and a Product always has one
    const asDomain: v.GenericSchema<unknown, Product> = drifted;
    // At run time the drifted schema reads a product without a price id, which the real one refuses.
    const withoutPrice = { id: 'p', name: 'n', duration: 1, amount: 100, audience: 'individual', base_price: 100 };
    expect(v.safeParse(asDomain, withoutPrice).success).toBe(true);
    expect(v.safeParse(ProductSchema, withoutPrice).success).toBe(false);
  });

  it('ENTITY-7: a subscription schema that reads base_price as text no longer makes a Subscription', () => {
    const drifted = v.looseObject({ ...SubscriptionSchema.entries, base_price: v.string() });
    // @ts-expect-error: base_price is cents (a number) in the domain
    const asDomain: v.GenericSchema<unknown, Subscription> = drifted;
    const textPrice = { id: 's', name: 'n', price_id: 'p', base_price: '199.00' };
    expect(v.safeParse(asDomain, textPrice).success).toBe(true);
    expect(v.safeParse(SubscriptionSchema, textPrice).success).toBe(false);
  });
});
