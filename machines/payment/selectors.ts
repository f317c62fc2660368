// What the payment shows its views: the page-1 and page-2 steps and the billing widget's form read
// here whether a payment runs, which message shows where, and what each button may do now.
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from './payment.machine.ts';
import { canConfirm, canPay, canSaveCard, type PaymentMessage } from './rules.ts';

export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;

export interface PaymentView {
  renewalConsent: boolean;
  /** Page 1: Confirm Payment (a purchase or a plan switch) runs; the page's buttons wait. */
  confirming: boolean;
  /** Page 2 and the billing widget: Pay or Save payment method runs. */
  payingOrSaving: boolean;
  /** Any payment runs (tag 'processing'). */
  processing: boolean;
  /** Confirm Payment may be pressed: the renewal terms are accepted (VALID-CHECKOUT-9) and nothing runs. */
  mayConfirm: boolean;
  /** Pay may be pressed: both parts of the form complete, the terms accepted, and nothing runs. */
  mayPay: boolean;
  /** Save payment method may be pressed: both parts of the form complete (no consent) and nothing runs. */
  maySaveCard: boolean;
  /** Page 1's message, shown below the form (ERR-CHECKOUT-1..3). */
  messageBelowForm: PaymentMessage | null;
  /** Page 2's and the widget's provider alert, shown above the form. */
  alertAboveForm: string | null;
}

export const IDLE_PAYMENT_VIEW: PaymentView = {
  renewalConsent: false,
  confirming: false,
  payingOrSaving: false,
  processing: false,
  mayConfirm: false,
  mayPay: false,
  maySaveCard: false,
  messageBelowForm: null,
  alertAboveForm: null,
};

export function selectPaymentView(snapshot: PaymentSnapshot): PaymentView {
  const { renewalConsent, form, flow, message } = snapshot.context;
  const processing = snapshot.hasTag('processing');
  const confirming = processing && (flow === 'confirm' || flow === 'plan switch');
  const payingOrSaving = processing && (flow === 'pay' || flow === 'save card');
  return {
    renewalConsent,
    confirming,
    payingOrSaving,
    processing,
    mayConfirm: !confirming && canConfirm(renewalConsent),
    mayPay: !payingOrSaving && canPay(form, renewalConsent),
    maySaveCard: !payingOrSaving && canSaveCard(form),
    messageBelowForm: message?.placement === 'below form' ? message : null,
    alertAboveForm: message?.placement === 'above form' ? message.text : null,
  };
}
