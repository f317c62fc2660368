// SUMMARY-3..6: 'Update Selection' goes back to the external pricing page (individual or firm by the
// cart's audience); the checkout records the visit ('update selection', SUMMARY-6) on the way.
import { Link } from '@chakra-ui/react';
import { useConfig } from '../../app/app-context.tsx';
import { pricingPageFor } from '../../app/navigation-targets.ts';
import type { CheckoutRef } from './actor-refs.ts';
import { ArrowLeftIcon } from '../shared/icons.tsx';
import { SUMMARY_TEXTS } from './texts.ts';
import type { Product } from '../../../machines/domain/product.ts';

export function UpdateSelectionLink({ items, checkout }: { items: readonly Pick<Product, 'audience'>[]; checkout: CheckoutRef }) {
  const { urls } = useConfig();
  return (
    <Link
      href={pricingPageFor(items, urls)}
      onClick={() => checkout.send({ type: 'update selection' })}
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
