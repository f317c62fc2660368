// The payment machine's context and the shapes of the calls it makes that have no API type of their
// own; the app's payment actors answer with these.
import type { CardFormState } from './card-provider-port.ts';
import type { PaymentMessage, Purchase } from './rules.ts';
import type { PaymentDetails } from '../domain/purchase.ts';
import type { PaymentResponse } from '../domain/subscription.ts';

/** What the buttons are doing: page 1 (confirm, plan switch), page 2 (pay), or saving a card. */
export type PaymentFlow = 'confirm' | 'plan switch' | 'pay' | 'save card';

export interface PaymentContext {
  renewalConsent: boolean;
  form: CardFormState;
  flow: PaymentFlow | null;
  purchase: Purchase | null;
  /** The customer block sent with 'create subscription' (ENTITY-12). */
  details: PaymentDetails | null;
  /** The identity of the cart of the current attempt (docs/decisions/0007). */
  fingerprint: string | null;
  /** One key per cart: reused by every retry of that cart, replaced when the cart changes. */
  idempotency: { fingerprint: string; key: string } | null;
  /** ENTITY-16: the created subscription's ids, reset on a provider error (PAY-6). */
  paymentResponse: PaymentResponse | null;
  /** Paid but not yet attached (ERR-CHECKOUT-5): a retry attaches it instead of paying again. */
  confirmation: { paymentResponse: PaymentResponse; paymentMethodId: string } | null;
  setupClientSecret: string | null;
  /** The payment method a confirmed setup intent produced (SAVECARD-6). */
  setupPaymentMethodId: string | null;
  invoiceId: string | null;
  message: PaymentMessage | null;
}

export interface ConfirmPaymentWithProviderInput {
  clientSecret: string;
  /** The saved payment method (page 1); absent on page 2, where the entered card is used. */
  paymentMethodId?: string;
}

export interface RecordCheckoutEventInput {
  priceIds: string[];
  names: string[];
}
