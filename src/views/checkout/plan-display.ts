// How a plan reads in the order summary (SUMMARY-12): display-only helpers over a
// product's own fields. The name-based extras (SUMMARY-15..18) are the checkout's rule (planExtras).
import type { Product } from '../../../machines/domain/product.ts';

/** SUMMARY-12: product_details split on commas; blanks dropped. */
export function featuresOf(details: string | null | undefined): string[] {
  return (details ?? '')
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '');
}

export const planTitle = (product: Pick<Product, 'display_name' | 'name'>): string =>
  product.display_name.trim() !== '' ? product.display_name : product.name;
