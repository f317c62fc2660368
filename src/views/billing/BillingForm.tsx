// 'Step 3: Update Billing Info' (PAGE2-3..10, SAVECARD-3..7): the card provider's fields for the
// widget's default product (CONST-27..29), its message in the red alert above the form, the terms
// notice, Cancel and 'Save payment method'. Lazy: it carries the card provider's form.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, type FormEvent } from 'react';
import type { BillingRef } from '../../../machines/billing/billing.machine.ts';
import { BILLING_TEXTS } from '../../../machines/billing/selectors.ts';
import type { WidgetProduct } from '../../../machines/billing/rules.ts';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { CardProviderForm } from '../../adapters/card-provider/CardProviderForm.tsx';
import type { CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { LockIcon } from '../shared/icons.tsx';
import { ProviderAlert } from '../shared/ProviderAlert.tsx';
import { StepPanel } from '../shared/StepPanel.tsx';
import { TermsNotice } from '../shared/TermsNotice.tsx';
import { PAYMENT_METHOD_TEXTS } from '../shared/texts.ts';
import { usePaymentView, type PaymentRef } from '../shared/use-payment-view.ts';
import { WIDGET_TEXTS } from './texts.ts';

export interface BillingFormProps {
  billing: BillingRef;
  payment: PaymentRef | undefined;
  cardProvider: CardProviderSetup;
  product: WidgetProduct;
}

export default function BillingForm({ billing, payment, cardProvider, product }: BillingFormProps) {
  const pay = usePaymentView(payment);
  const working = pay.processing;
  const ready = pay.maySaveCard;
  const providerMessage = pay.alertAboveForm;

  const onFormChange = useCallback((form: CardFormState) => payment?.send({ type: 'card form changed', form }), [payment]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !working) billing.send({ type: 'save' });
  };

  return (
    <StepPanel title={BILLING_TEXTS.formTitle} focusTitle busyLabel={working ? PAYMENT_METHOD_TEXTS.saving : null}>
      {providerMessage !== null && <ProviderAlert message={providerMessage} />}
      <Text color="fg.muted" fontSize="sm" mb="5">
        {WIDGET_TEXTS.updateNote}
      </Text>
      <form onSubmit={submit} noValidate>
        <CardProviderForm setup={cardProvider} total={product.amount} audience={product.audience} onChange={onFormChange} disabled={working} />
        <Stack gap="5" borderTopWidth="1px" borderColor="border.muted" mt="6" pt="6">
          <TermsNotice buttonLabel={PAYMENT_METHOD_TEXTS.saveCard} />
          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
            <Button type="button" variant="ghost" disabled={working} onClick={() => billing.send({ type: 'cancel' })}>
              {PAYMENT_METHOD_TEXTS.cancel}
            </Button>
            <Button type="submit" size="lg" colorPalette="primary" minW={{ sm: '56' }} disabled={!ready || working}>
              <LockIcon />
              {PAYMENT_METHOD_TEXTS.saveCard}
            </Button>
          </Flex>
        </Stack>
      </form>
    </StepPanel>
  );
}
