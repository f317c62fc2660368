// Catalogue calls: the products being bought and the ARE 5.0 products a member could switch to.
import type { CallOptions, Http } from '../client.ts';
import { ProductsAnswerSchema } from '../schemas/product.ts';
import type { Product } from '../../../machines/domain/product.ts';

/** Sorted by name ascending when there is more than one (rule ENTITY-19); stable for equal names. */
export function sortByName(products: readonly Product[]): Product[] {
  return products.length > 1 ? [...products].sort((a, b) => a.name.localeCompare(b.name, 'en')) : [...products];
}

/** POST /v1/are/checkout/products (rule API-9). Unknown ids answer an empty list. */
export async function loadProducts(http: Http, priceIds: readonly string[], options: CallOptions = {}): Promise<Product[]> {
  const answer = await http.json(
    { ...options, method: 'POST', path: 'v1/are/checkout/products', auth: 'guest', json: { products: priceIds } },
    ProductsAnswerSchema,
  );
  return sortByName(answer.products);
}

/** GET /v1/are/member/upgrade/product (rule API-30). */
export async function loadUpgradeProducts(http: Http, options: CallOptions = {}): Promise<Product[]> {
  const answer = await http.json(
    { ...options, method: 'GET', path: 'v1/are/member/upgrade/product', auth: 'member' },
    ProductsAnswerSchema,
  );
  return sortByName(answer.products);
}
