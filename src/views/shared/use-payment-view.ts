// What the page-1 and page-2 views and the billing widget's form read of the payment actor, through
// its selector (machines/payment/selectors.ts): whether a payment runs, its messages, what each
// button may do. Before the payment actor exists, nothing runs and no button may act.
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import { IDLE_PAYMENT_VIEW, selectPaymentView, type PaymentView } from '../../../machines/payment/selectors.ts';

export type PaymentRef = ActorRefFrom<PaymentMachine>;

export function usePaymentView(payment: PaymentRef | undefined): PaymentView {
  return useSelector(payment, (snapshot) => (snapshot ? selectPaymentView(snapshot) : IDLE_PAYMENT_VIEW), shallowEqual);
}
