// How a plan reads in the order summary (SUMMARY-4/5, SUMMARY-12, SUMMARY-15..18): display-only
// helpers over a product's own fields, no checkout rule. Names are matched by substring, case kept
// (CONST-25).
import type { Product } from '../../api/schemas/product.ts';
import type { Config } from '../../app/config.ts';
import { PLAN_NAME_KEYS } from '../../app/constants.ts';
import { SUMMARY_TEXTS } from './texts.ts';

/** SUMMARY-12: product_details split on commas; blanks dropped. */
export function featuresOf(details: string | null | undefined): string[] {
  return (details ?? '')
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '');
}

export interface PlanExtras {
  /** SUMMARY-15..17: highlights listed before the features, each once. */
  highlights: string[];
  /** SUMMARY-18: the line that introduces the feature list, or null. */
  featuresLead: string | null;
}

export function planExtras(name: string): PlanExtras {
  const highlights: string[] = [];
  if (name.includes(PLAN_NAME_KEYS.expert)) highlights.push(SUMMARY_TEXTS.passGuarantee, SUMMARY_TEXTS.guidedStudy);
  else if (name.includes(PLAN_NAME_KEYS.pro)) highlights.push(SUMMARY_TEXTS.guidedStudy);
  return { highlights, featuresLead: name.includes(PLAN_NAME_KEYS.are5) ? SUMMARY_TEXTS.allDivisions : null };
}

export const planTitle = (product: Pick<Product, 'display_name' | 'name'>): string =>
  product.display_name.trim() !== '' ? product.display_name : product.name;

/** SUMMARY-4/5: the individual pricing page for an individual cart, the firm one otherwise. */
export function pricingPageFor(items: readonly Pick<Product, 'audience'>[], urls: Config['urls']): string {
  const audience = items[0]?.audience ?? 'individual';
  return audience === 'individual' ? urls.pricingIndividual : urls.pricingFirm;
}
