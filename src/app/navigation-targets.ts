// Where the checkout sends the browser (spec section 2, SUMMARY-3..5, DIALOG-COMPLETE-3/6/8).
import type { ExternalUrls } from './config.ts';
import type { Product } from '../../machines/domain/product.ts';

/** The individual pricing page when the cart's audience is individual (or unknown), the firm page otherwise. */
export function pricingPageFor(products: readonly Pick<Product, 'audience'>[], urls: Pick<ExternalUrls, 'pricingIndividual' | 'pricingFirm'>): string {
  const audience = products[0]?.audience ?? 'individual';
  return audience === 'individual' ? urls.pricingIndividual : urls.pricingFirm;
}
