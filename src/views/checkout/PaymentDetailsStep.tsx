// Page 2 (PAGE2-1..10, PAY-1..6, SAVECARD-1..7): 'Step 2: Secure Checkout' or 'Step 3: Update
// Billing Info', the card provider's red alert above the form, the card provider's fields (every
// change goes to payment and to pricing), the renewal consent (purchases only), the terms notice and
// 'Pay $…' or 'Save payment method', enabled when the payment's selector says the button may act. Lazy.
import { Button, Flex, Stack } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useState, type FormEvent } from 'react';
import {
  selectOrderItems,
  selectPaymentAmount,
  selectPaymentDetailsTitle,
  selectPaymentFormPurpose,
  selectSettlingThePrice,
} from '../../../machines/checkout/selectors.ts';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { CardProviderForm } from '../../adapters/card-provider/CardProviderForm.tsx';
import type { CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { formatCents } from '../../lib/money.ts';
import type { CheckoutRef, PaymentRef, PricingRef } from './actor-refs.ts';
import { LockIcon } from '../shared/icons.tsx';
import { ProviderAlert } from '../shared/ProviderAlert.tsx';
import { RenewalConsent } from './RenewalConsent.tsx';
import { StepPanel } from '../shared/StepPanel.tsx';
import { TermsNotice } from '../shared/TermsNotice.tsx';
import { CHECKOUT_TEXTS } from './texts.ts';
import { usePaymentView } from '../shared/use-payment-view.ts';

export interface PaymentDetailsStepProps {
  checkout: CheckoutRef;
  payment: PaymentRef | undefined;
  pricing: PricingRef | undefined;
  cardProvider: CardProviderSetup;
  focusTitle: boolean;
}

export default function PaymentDetailsStep({ checkout, payment, pricing, cardProvider, focusTitle }: PaymentDetailsStepProps) {
  const view = useSelector(
    checkout,
    (snapshot) => ({
      title: selectPaymentDetailsTitle(snapshot),
      purpose: selectPaymentFormPurpose(snapshot),
      amount: selectPaymentAmount(snapshot),
      audience: selectOrderItems(snapshot)[0]?.audience ?? 'individual',
      settling: selectSettlingThePrice(snapshot),
    }),
    shallowEqual,
  );
  const pay = usePaymentView(payment);
  // Back then Forward remounts the form: it starts from what the payment actor kept (read once, at mount).
  const [kept] = useState(() => payment?.getSnapshot().context.form ?? null);
  const providerMessage = pay.alertAboveForm;
  const saving = view.purpose === 'save card';
  const working = view.settling || pay.payingOrSaving;
  const ready = saving ? pay.maySaveCard : pay.mayPay;
  const submitLabel = saving ? CHECKOUT_TEXTS.saveCard : `${CHECKOUT_TEXTS.pay} ${formatCents(view.amount)}`;

  const onFormChange = useCallback(
    (form: CardFormState) => {
      payment?.send({ type: 'card form changed', form });
      pricing?.send({ type: 'address changed', address: form.address === null ? {} : { ...form.address }, phone: form.phone ?? '' });
    },
    [payment, pricing],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !working) checkout.send({ type: 'pay' });
  };

  return (
    <StepPanel title={view.title} focusTitle={focusTitle} busyLabel={working ? (saving ? CHECKOUT_TEXTS.saving : CHECKOUT_TEXTS.processing) : null}>
      {providerMessage !== null && <ProviderAlert message={providerMessage} />}
      <form onSubmit={submit} noValidate>
        <CardProviderForm setup={cardProvider} total={view.amount} audience={view.audience} onChange={onFormChange} kept={kept} disabled={working} />
        <Stack gap="5" borderTopWidth="1px" borderColor="border.muted" mt="6" pt="6">
          {!saving && payment !== undefined && <RenewalConsent payment={payment} checked={pay.renewalConsent} disabled={working} />}
          <TermsNotice buttonLabel={saving ? CHECKOUT_TEXTS.saveCard : CHECKOUT_TEXTS.pay} />
          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
            <Button type="button" variant="ghost" disabled={working} onClick={() => checkout.send({ type: 'cancel' })}>
              {CHECKOUT_TEXTS.cancel}
            </Button>
            <Button type="submit" size="lg" colorPalette="primary" minW={{ sm: '56' }} disabled={!ready || working}>
              <LockIcon />
              {submitLabel}
            </Button>
          </Flex>
        </Stack>
      </form>
    </StepPanel>
  );
}
