// The order summary panel beside every step (CART-1/2, SUMMARY-1..20): the title with the item
// count, 'Update Selection', the plans (or the message that replaces them), the totals and the
// coupon box. Sticky on wide screens (the page places it); prices hidden once complete.
import { Box, Flex, Heading, Separator } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectAlreadySubscribedMessage,
  selectCouponHidden,
  selectFirmPlanMessage,
  selectOrderItems,
  selectPaymentUnderWayMessage,
  selectPricesHidden,
} from '../../../machines/checkout/selectors.ts';
import { selectItemDiscounts, selectPriceSummary } from '../../../machines/pricing/selectors.ts';
import type { CheckoutRef, CouponRef, PricingRef } from './actor-refs.ts';
import { CouponBox } from './CouponBox.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { PlanCard } from './PlanCard.tsx';
import { sameDiscounts } from './pricing-view.ts';
import { SummaryNotice } from './SummaryNotice.tsx';
import { orderTitle, SUMMARY_TEXTS } from './texts.ts';
import { UpdateSelectionLink } from './UpdateSelectionLink.tsx';

export interface OrderSummaryProps {
  checkout: CheckoutRef;
  coupon: CouponRef | undefined;
  pricing: PricingRef | undefined;
}

const NO_DISCOUNTS: Readonly<Record<string, number>> = {};

export function OrderSummary({ checkout, coupon, pricing }: OrderSummaryProps) {
  const view = useSelector(
    checkout,
    (snapshot) => ({
      items: selectOrderItems(snapshot),
      pricesHidden: selectPricesHidden(snapshot),
      couponHidden: selectCouponHidden(snapshot),
      alreadySubscribed: selectAlreadySubscribedMessage(snapshot),
      paymentUnderWay: selectPaymentUnderWayMessage(snapshot),
      firmPlan: selectFirmPlanMessage(snapshot),
    }),
    shallowEqual,
  );
  const summary = useSelector(pricing, (snapshot) => (snapshot ? selectPriceSummary(snapshot.context) : null), shallowEqual);
  const discounts = useSelector(pricing, (snapshot) => (snapshot ? selectItemDiscounts(snapshot.context) : NO_DISCOUNTS), sameDiscounts);
  const titleId = useId();

  const notice = view.paymentUnderWay ?? view.alreadySubscribed ?? view.firmPlan;
  const cartTotal = view.items.reduce((sum, item) => sum + item.amount, 0);
  // Nothing to buy here: no totals and no coupon beside the message.
  const showPrices = !view.pricesHidden && notice === null;

  return (
    <Box as="aside" aria-labelledby={titleId} bg="bg.subtle" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', sm: '5' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={titleId} size="lg" fontWeight="700">
          {orderTitle(view.items.length)}
        </Heading>
        <UpdateSelectionLink items={view.items} checkout={checkout} />
      </Flex>

      {notice !== null ? (
        <SummaryNotice text={notice} tone={view.firmPlan === notice ? 'warning' : 'info'} />
      ) : (
        <Box as="ul" aria-label={SUMMARY_TEXTS.itemsLabel} display="flex" flexDirection="column" gap="3" m="0" p="0">
          {view.items.map((product) => (
            <PlanCard key={product.price_id} product={product} discount={discounts[product.price_id] ?? 0} pricesHidden={view.pricesHidden} />
          ))}
        </Box>
      )}

      {showPrices && (
        <>
          <Separator my="4" />
          <OrderTotals summary={summary} cartTotal={cartTotal} />
        </>
      )}

      {showPrices && coupon !== undefined && <CouponBox actorRef={coupon} entryHidden={view.couponHidden} />}
    </Box>
  );
}
