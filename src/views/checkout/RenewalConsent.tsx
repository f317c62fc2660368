// The renewal-consent checkbox (VALID-CHECKOUT-8/9, PAGE2-7): ticking it tells the payment actor
// ('accept renewal terms'), which decides whether Confirm Payment or Pay may run.
import { Checkbox } from '@chakra-ui/react';
import type { PaymentRef } from './actor-refs.ts';
import { CHECKOUT_TEXTS } from './texts.ts';

export function RenewalConsent({ payment, checked, disabled }: { payment: PaymentRef; checked: boolean; disabled: boolean }) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => payment.send({ type: 'accept renewal terms', accepted: details.checked === true })}
      alignItems="flex-start"
      gap="3"
      colorPalette="primary"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal" fontSize="sm" lineHeight="1.5">
        {CHECKOUT_TEXTS.renewalConsent}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
