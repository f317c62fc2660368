// SUMMARY-3..6: 'Update Selection' goes back to the external pricing page (individual or firm by the
// cart's audience) and pushes a returnToPricingPage analytics event on the way.
import { Link } from '@chakra-ui/react';
import type { Product } from '../../api/schemas/product.ts';
import { useBrowser, useConfig } from '../../app/app-context.tsx';
import { ArrowLeftIcon } from '../shared/icons.tsx';
import { pricingPageFor } from './plan-display.ts';
import { SUMMARY_TEXTS } from './texts.ts';

export const RETURN_TO_PRICING_EVENT = 'returnToPricingPage';

export function UpdateSelectionLink({ items }: { items: readonly Pick<Product, 'audience'>[] }) {
  const { urls } = useConfig();
  const { analytics } = useBrowser();
  return (
    <Link
      href={pricingPageFor(items, urls)}
      onClick={() => analytics.push({ event: RETURN_TO_PRICING_EVENT })}
      fontSize="sm"
      fontWeight="600"
      color="brand.blue"
      whiteSpace="nowrap"
      display="inline-flex"
      alignItems="center"
      gap="1"
    >
      <ArrowLeftIcon />
      {SUMMARY_TEXTS.updateSelection}
    </Link>
  );
}
