// Products: the cart's products by price id, and the ARE 5.0 plans a member could switch to.
import * as v from 'valibot';
import type { Router } from '../http.ts';
import { json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { memberOnly } from '../auth.ts';
import { productView } from '../views.ts';
import { parseBody } from './validate.ts';

const ProductsRequest = v.object({ products: v.array(v.string()) });

export function registerProducts(router: Router, ctx: ProviderContext): void {
  const { catalogue, store } = ctx;

  router.post('/v1/are/checkout/products', (req) => {
    const body = parseBody(ProductsRequest, req.body);
    if (!body.ok) return body.reply;
    const wanted = new Set(body.value.products);
    return json(200, { products: catalogue.products.filter((p) => wanted.has(p.price_id)).map(productView) });
  });

  router.get('/v1/are/member/upgrade/product', memberOnly(ctx, (_req, member) => {
    const held = new Set(
      store.state.subscriptions
        .filter((s) => s.member_email === member.email && s.status === 'active')
        .map((s) => s.price_id),
    );
    // Individual ARE 5.0 plans only: firm plans go through a company admin, the NOMA plan through its organisation.
    const products = catalogue.products.filter((p) =>
      p.name.includes('ARE 5.0') && p.audience === 'individual' && p.access_level !== 'noma' && !held.has(p.price_id));
    return json(200, { products: products.map(productView) });
  }));
}
