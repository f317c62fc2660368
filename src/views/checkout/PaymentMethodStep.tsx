// Page 1, 'Step 2: Payment Method' (PAGE1-1..12, CONFIRM-12/13): the saved card or bank account or
// 'No credit card found.', the button to page 2, the renewal consent, Confirm Payment and Cancel;
// signed out, only the re-enter-credentials button. The payment message shows below the form.
// Lazy: page 0 (the landing page) does not carry it.
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  selectCardOnlyNotice,
  selectPaymentMethodButton,
  selectReEnterCredentials,
  selectSavedPaymentMethod,
  selectSettlingThePrice,
} from '../../../machines/checkout/selectors.ts';
import { PAGE_TEXTS, PAYMENT_METHOD_BUTTONS } from '../../../machines/checkout/rules.ts';
import type { CheckoutRef, PaymentRef } from './actor-refs.ts';
import { LockIcon } from '../shared/icons.tsx';
import { PaymentMessage } from './PaymentMessage.tsx';
import { RenewalConsent } from './RenewalConsent.tsx';
import { PaymentMethodOnFile } from '../shared/SavedPaymentMethod.tsx';
import { StepPanel } from '../shared/StepPanel.tsx';
import { SummaryNotice } from './SummaryNotice.tsx';
import { CHECKOUT_TEXTS } from './texts.ts';
import { usePaymentView } from '../shared/use-payment-view.ts';

export interface PaymentMethodStepProps {
  checkout: CheckoutRef;
  payment: PaymentRef | undefined;
  focusTitle: boolean;
  /** Called when page 2 is likely next (its code is fetched ahead). */
  onPrefetchDetails?: () => void;
}

export default function PaymentMethodStep({ checkout, payment, focusTitle, onPrefetchDetails }: PaymentMethodStepProps) {
  const view = useSelector(
    checkout,
    (snapshot) => ({
      reEnter: selectReEnterCredentials(snapshot),
      method: selectSavedPaymentMethod(snapshot),
      methodButton: selectPaymentMethodButton(snapshot),
      cardOnly: selectCardOnlyNotice(snapshot),
      settling: selectSettlingThePrice(snapshot),
    }),
    shallowEqual,
  );
  const pay = usePaymentView(payment);
  const confirming = view.settling || pay.confirming;
  const message = pay.messageBelowForm;

  if (view.reEnter !== null) {
    return (
      <StepPanel title={PAGE_TEXTS.page1Title} focusTitle={focusTitle}>
        <Stack gap="4" align="stretch">
          <Button size="lg" colorPalette="primary" whiteSpace="normal" h="auto" minH="12" py="3" textAlign="center" onClick={() => checkout.send({ type: 'sign in' })}>
            {view.reEnter}
          </Button>
          <Button variant="ghost" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => checkout.send({ type: 'cancel' })}>
            {CHECKOUT_TEXTS.cancel}
          </Button>
        </Stack>
      </StepPanel>
    );
  }

  const methodEvent = view.methodButton === PAYMENT_METHOD_BUTTONS.update ? 'update payment method' : 'add payment method';

  return (
    <StepPanel title={PAGE_TEXTS.page1Title} focusTitle={focusTitle} busyLabel={confirming ? CHECKOUT_TEXTS.processing : null}>
      <Stack gap="4">
        <PaymentMethodOnFile method={view.method} noCardText={PAGE_TEXTS.noCard} />
        {view.cardOnly !== null && <SummaryNotice text={view.cardOnly} tone="info" />}
        <Button
          variant="outline"
          colorPalette="primary"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={confirming}
          onPointerEnter={onPrefetchDetails}
          onFocus={onPrefetchDetails}
          onClick={() => checkout.send({ type: methodEvent })}
        >
          {view.methodButton}
        </Button>
      </Stack>

      <Box borderTopWidth="1px" borderColor="border.muted" mt="6" pt="6">
        {payment !== undefined && <RenewalConsent payment={payment} checked={pay.renewalConsent} disabled={confirming} />}
        <Flex mt="6" gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
          <Button variant="ghost" disabled={confirming} onClick={() => checkout.send({ type: 'cancel' })}>
            {CHECKOUT_TEXTS.cancel}
          </Button>
          <Button
            size="lg"
            colorPalette="primary"
            minW={{ sm: '56' }}
            disabled={confirming || !pay.mayConfirm || view.cardOnly !== null}
            onClick={() => checkout.send({ type: 'confirm payment' })}
          >
            <LockIcon />
            {CHECKOUT_TEXTS.confirmPayment}
          </Button>
        </Flex>
        {message !== null && <PaymentMessage text={message.text} withIcon={message.withIcon} />}
      </Box>
    </StepPanel>
  );
}
