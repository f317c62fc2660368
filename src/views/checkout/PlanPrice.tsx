// The price of one plan in the order summary (SUMMARY-11, SUMMARY-13/14): per yr or mo; a plan sold
// below its base price shows that base price struck through beside it; when a coupon's discount
// applies, the price is struck through with the negative discount beneath it.
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatCents, periodLabel } from '../../lib/money.ts';
import { SUMMARY_TEXTS } from './texts.ts';

export interface PlanPriceProps {
  amount: number;
  duration: number;
  /** Signed cents: negative when a discount applies to this plan, else 0. */
  discount: number;
  /** SUMMARY-13: the base price when the plan sells below it (struck through), else null. */
  basePrice: number | null;
}

function StruckBasePrice({ cents }: { cents: number }) {
  return (
    // Its own line above the price, so a long plan name keeps its width at 375 px.
    <Text fontWeight="600" fontSize="sm" color="fg.muted" data-testid="base-price">
      <VisuallyHidden>{SUMMARY_TEXTS.originalPrice} </VisuallyHidden>
      <Box as="s" textDecorationThickness="1.5px">
        {formatCents(cents)}
      </Box>
    </Text>
  );
}

export function PlanPrice({ amount, duration, discount, basePrice }: PlanPriceProps) {
  const period = periodLabel(duration);
  const perPeriod = (
    <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
      /{period}
    </Text>
  );
  if (discount >= 0) {
    return (
      <Box textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {basePrice !== null && <StruckBasePrice cents={basePrice} />}
        <Text fontWeight="700" fontSize="md">
          {formatCents(amount)}
          {perPeriod}
        </Text>
      </Box>
    );
  }
  return (
    <Box textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {basePrice !== null && <StruckBasePrice cents={basePrice} />}
      <Text fontWeight="600" fontSize="md" color="fg.muted">
        <VisuallyHidden>{SUMMARY_TEXTS.originalPrice} </VisuallyHidden>
        <Box as="s" textDecorationThickness="1.5px">
          {formatCents(amount)}
        </Box>
        {perPeriod}
      </Text>
      <Text fontSize="sm" fontWeight="700" color="green.700">
        <VisuallyHidden>{SUMMARY_TEXTS.discount} </VisuallyHidden>
        {formatCents(discount)}
      </Text>
    </Box>
  );
}
