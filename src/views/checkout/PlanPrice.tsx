// The price of one plan in the order summary (SUMMARY-11, SUMMARY-13/14): per yr or mo, and when
// a discount applies the original price struck through with the negative discount beside it.
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatCents, periodLabel } from '../../lib/money.ts';
import { SUMMARY_TEXTS } from './texts.ts';

export interface PlanPriceProps {
  amount: number;
  duration: number;
  /** Signed cents: negative when a discount applies to this plan, else 0. */
  discount: number;
}

export function PlanPrice({ amount, duration, discount }: PlanPriceProps) {
  const period = periodLabel(duration);
  const perPeriod = (
    <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
      /{period}
    </Text>
  );
  if (discount >= 0) {
    return (
      <Text fontWeight="700" fontSize="md" whiteSpace="nowrap" textAlign="end" fontVariantNumeric="tabular-nums">
        {formatCents(amount)}
        {perPeriod}
      </Text>
    );
  }
  return (
    <Box textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
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
