// The order's totals under the plans: subtotal, discount (negative) when one applies, the credit of
// the current subscription when prorating, tax and total, from the pricing actor's latest answer
// (selectPriceSummary). Before the first answer: the cart's own amounts, tax still to come. A new
// total moves in when it reprices (motion.tsx).
import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PriceSummary } from '../../../machines/pricing/selectors.ts';
import { formatCents } from '../../lib/money.ts';
import { FigureMotion } from '../shared/motion.tsx';
import { SUMMARY_TEXTS } from './texts.ts';

function Row({ label, children, strong = false, tone }: { label: string; children: ReactNode; strong?: boolean; tone?: 'discount' }) {
  return (
    <Flex
      as="div"
      justify="space-between"
      align="baseline"
      gap="4"
      {...(strong ? { borderTopWidth: '1px', borderColor: 'border', pt: '3', mt: '1' } : {})}
    >
      <Box as="dt" fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? '700' : 'normal'} color={strong ? 'fg' : 'fg.muted'}>
        {label}
      </Box>
      <Box
        as="dd"
        fontSize={strong ? 'lg' : 'sm'}
        fontWeight={strong ? '700' : '500'}
        color={tone === 'discount' ? 'green.700' : 'fg'}
        textAlign="end"
        fontVariantNumeric="tabular-nums"
      >
        {children}
      </Box>
    </Flex>
  );
}

export interface OrderTotalsProps {
  summary: PriceSummary | null;
  /** The cart's amounts added up (what the payment would charge before any answer). */
  cartTotal: number;
}

export function OrderTotals({ summary, cartTotal }: OrderTotalsProps) {
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="2">
      <Row label={SUMMARY_TEXTS.subtotal}>{formatCents(summary?.subTotal ?? cartTotal)}</Row>
      {summary?.discountApplies && (
        <Row label={SUMMARY_TEXTS.discount} tone="discount">
          {formatCents(summary.discount)}
        </Row>
      )}
      {summary !== null && summary.credit !== null && summary.credit > 0 && (
        <Row label={SUMMARY_TEXTS.credit} tone="discount">
          {formatCents(-summary.credit)}
        </Row>
      )}
      <Row label={SUMMARY_TEXTS.tax}>
        {summary === null ? (
          <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
            {SUMMARY_TEXTS.taxLater}
          </Text>
        ) : (
          formatCents(summary.tax)
        )}
      </Row>
      <Row label={SUMMARY_TEXTS.total} strong>
        <span aria-live="polite">
          <FigureMotion text={formatCents(summary?.total ?? cartTotal)} />
        </span>
      </Row>
    </Box>
  );
}
