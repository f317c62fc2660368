// The billing widget's screens for a given billing actor (tests pass their own): loading, the
// re-enter-credentials button (PAGE1-9/10), the no-subscription text (PAGE1-13/14), the saved card
// or bank account with 'Update Payment Method' (PAGE1-2..6, 11, 12) and the update form (PAGE2-3).
import { Alert, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { PAGE_TEXTS } from '../../../machines/account/rules.ts';
import type { BillingRef } from '../../../machines/billing/billing.machine.ts';
import { BILLING_TEXTS, selectBillingView, type BillingScreen } from '../../../machines/billing/selectors.ts';
import type { CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { prefetchPaymentPart } from '../../app/payment-part.ts';
import { prefetch } from '../../lib/page-ready.ts';
import { PaymentMethodOnFile } from '../shared/SavedPaymentMethod.tsx';
import { StepPanel } from '../shared/StepPanel.tsx';
import type { PaymentRef } from '../shared/use-payment-view.ts';
import { WIDGET_TEXTS } from './texts.ts';

const loadForm = () => import('./BillingForm.tsx');
const BillingForm = lazy(loadForm);
/** The form's code and its save-card flow are fetched when the person points at or focuses the button that opens it. */
const prefetchForm = () => {
  prefetch(loadForm);
  prefetchPaymentPart();
};

export interface BillingWidgetProps {
  billing: BillingRef | undefined;
  payment: PaymentRef | undefined;
  cardProvider: CardProviderSetup;
}

function Loading() {
  return (
    <StepPanel title={PAGE_TEXTS.page1Title} focusTitle={false}>
      <Flex align="center" gap="3" color="fg.muted" role="status" minH="24">
        <Spinner size="sm" color="brand.blue" />
        <Text>{WIDGET_TEXTS.loading}</Text>
      </Flex>
    </StepPanel>
  );
}

export function BillingWidget({ billing, payment, cardProvider }: BillingWidgetProps) {
  const view = useSelector(billing, (snapshot) => (snapshot ? selectBillingView(snapshot) : null), shallowEqual);
  // Focus follows the screen after a change (not on arrival: the host page keeps its focus).
  const [firstScreen, setFirstScreen] = useState<BillingScreen | null>(null);
  if (view !== null && view.screen !== 'loading' && firstScreen === null) setFirstScreen(view.screen);
  const moved = view !== null && firstScreen !== null && firstScreen !== view.screen;

  let content;
  if (billing === undefined || view === null || view.screen === 'loading') {
    content = <Loading />;
  } else if (view.screen === 'signed out') {
    content = (
      <StepPanel key="signed out" title={PAGE_TEXTS.page1Title} focusTitle={moved}>
        <Button size="lg" colorPalette="primary" w="full" whiteSpace="normal" h="auto" minH="12" py="3" onClick={() => billing.send({ type: 'sign in' })}>
          {BILLING_TEXTS.reEnterCredentials}
        </Button>
      </StepPanel>
    );
  } else if (view.screen === 'no subscription') {
    content = (
      <StepPanel key="no subscription" title={PAGE_TEXTS.page1Title} focusTitle={moved}>
        <Text fontWeight="600" lineHeight="1.6">
          {BILLING_TEXTS.noSubscription}
        </Text>
      </StepPanel>
    );
  } else if (view.screen === 'payment method') {
    content = (
      <StepPanel key="payment method" title={PAGE_TEXTS.page1Title} focusTitle={moved}>
        <Stack gap="4">
          {view.saved && (
            <Alert.Root status="success" borderRadius="l2" role="status">
              <Alert.Indicator />
              <Alert.Title fontWeight="600">{WIDGET_TEXTS.saved}</Alert.Title>
            </Alert.Root>
          )}
          <PaymentMethodOnFile method={view.method} noCardText={BILLING_TEXTS.noCard} />
          <Button
            variant="outline"
            colorPalette="primary"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            onPointerEnter={prefetchForm}
            onFocus={prefetchForm}
            onClick={() => billing.send({ type: 'update payment method' })}
          >
            {view.methodButton}
          </Button>
        </Stack>
      </StepPanel>
    );
  } else {
    content = (
      <Suspense fallback={<Loading />}>
        <BillingForm billing={billing} payment={payment} cardProvider={cardProvider} product={view.product} />
      </Suspense>
    );
  }

  return (
    <Box w="full" maxW="720px" mx="auto" px={{ base: '3', sm: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      {content}
    </Box>
  );
}
