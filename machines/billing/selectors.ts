// What the billing widget's views read of its snapshot, in one place.
import type { SnapshotFrom } from 'xstate';
import { PAGE_TEXTS, PAYMENT_METHOD_BUTTONS, savedPaymentMethod, type PaymentMethodButton } from '../account/rules.ts';
import type { BillingMachine } from './billing.machine.ts';
import { NO_SUBSCRIPTION_TEXT, type WidgetProduct } from './rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';

type BillingSnapshot = SnapshotFrom<BillingMachine>;

/** Which screen the widget shows. */
export type BillingScreen = 'loading' | 'signed out' | 'no subscription' | 'payment method' | 'form';

export function selectBillingScreen(snapshot: BillingSnapshot): BillingScreen {
  if (snapshot.matches('signed out')) return 'signed out';
  if (snapshot.matches({ 'showing billing info': 'no subscription' })) return 'no subscription';
  if (snapshot.matches({ 'showing billing info': 'payment method shown' })) return 'payment method';
  if (snapshot.matches('updating billing info')) return 'form';
  return 'loading';
}

export interface BillingView {
  screen: BillingScreen;
  /** PAGE1-2..5, PAGE1-11: the saved card or bank account, or null ('No credit card found.'). */
  method: PaymentMethod | null;
  /** PAGE1-6, PAGE1-12: 'Update Payment Method', or 'Add Payment Method' with nothing saved. */
  methodButton: PaymentMethodButton;
  product: WidgetProduct;
  /** The last save went through (the view confirms it). */
  saved: boolean;
}

export function selectBillingView(snapshot: BillingSnapshot): BillingView {
  const method = savedPaymentMethod(snapshot.context.paymentMethods);
  return {
    screen: selectBillingScreen(snapshot),
    method,
    // The widget only serves members with a subscription: a saved method is always the one to update.
    methodButton: method === null ? PAYMENT_METHOD_BUTTONS.add : PAYMENT_METHOD_BUTTONS.update,
    product: snapshot.context.product,
    saved: snapshot.context.saved,
  };
}

/** The texts the widget shows, from the spec. */
export const BILLING_TEXTS = {
  reEnterCredentials: PAGE_TEXTS.reEnterCredentials,
  noCard: PAGE_TEXTS.noCard,
  formTitle: PAGE_TEXTS.page2UpdateTitle,
  noSubscription: NO_SUBSCRIPTION_TEXT,
} as const;
