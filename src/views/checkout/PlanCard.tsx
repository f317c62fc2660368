// One plan in the order summary: individual plans get the summary card with features and extras
// (SUMMARY-7, SUMMARY-9..18), group plans a simpler card (SUMMARY-8) with the same extras in a
// plainer form. Prices are left out once the checkout is complete (SUMMARY-19).
import { Badge, Box, Flex, Heading } from '@chakra-ui/react';
import { struckBasePrice } from '../../../machines/checkout/selectors.ts';
import { billingLabel } from '../../lib/money.ts';
import { planTitle } from './plan-display.ts';
import { PlanFeatures, PlanFeaturesInLine } from './PlanFeatures.tsx';
import { PlanPrice } from './PlanPrice.tsx';
import type { Product } from '../../../machines/domain/product.ts';

export interface PlanCardProps {
  product: Product;
  /** Signed cents for this plan (negative when discounted). */
  discount: number;
  pricesHidden: boolean;
}

function PlanHeader({ product, discount, pricesHidden }: PlanCardProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap="3">
      <Box minW="0">
        <Heading as="h3" size="md" lineHeight="1.3" overflowWrap="anywhere">
          {planTitle(product)}
        </Heading>
        <Badge mt="1.5" size="sm" variant="subtle" colorPalette="secondary">
          {billingLabel(product.duration)}
        </Badge>
      </Box>
      {!pricesHidden && (
        <PlanPrice amount={product.amount} duration={product.duration} discount={discount} basePrice={struckBasePrice(product)} />
      )}
    </Flex>
  );
}

export function PlanCard(props: PlanCardProps) {
  const { product } = props;
  if (product.audience === 'group') {
    // SUMMARY-8: the simpler card: name, billing label, price, the name's extras and the features in one line.
    return (
      <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="white" data-card="group">
        <PlanHeader {...props} />
        <PlanFeaturesInLine name={product.name} details={product.product_details} />
      </Box>
    );
  }
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="white" data-card="individual">
      <PlanHeader {...props} />
      <PlanFeatures name={product.name} details={product.product_details} />
    </Box>
  );
}
