// What the page-1 and page-2 views and the billing widget's form read of the payment actor: the
// consent box, the form's completeness, whether a payment runs (tag 'processing') and its message.
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { PaymentFlow, PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentMessage } from '../../../machines/payment/rules.ts';

export type PaymentRef = ActorRefFrom<PaymentMachine>;

export interface PaymentView {
  renewalConsent: boolean;
  form: CardFormState | null;
  processing: boolean;
  flow: PaymentFlow | null;
  message: PaymentMessage | null;
}

const IDLE: PaymentView = { renewalConsent: false, form: null, processing: false, flow: null, message: null };

export function usePaymentView(payment: PaymentRef | undefined): PaymentView {
  return useSelector(
    payment,
    (snapshot) =>
      snapshot
        ? {
            renewalConsent: snapshot.context.renewalConsent,
            form: snapshot.context.form,
            processing: snapshot.hasTag('processing'),
            flow: snapshot.context.flow,
            message: snapshot.context.message,
          }
        : IDLE,
    shallowEqual,
  );
}
