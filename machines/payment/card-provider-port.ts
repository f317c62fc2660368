// The card-provider port: what the payment machine's actors ask of a card provider (Stripe.js in
// live mode, the sandbox's own fields offline), in the provider's own terms but not its types.
// Types only: the adapters in src/adapters/card-provider/ implement it.

/** A provider error as Stripe.js reports it (`error.type`, `code`, `decline_code`, `message`). */
export interface CardProviderError {
  /** 'card_error', 'validation_error', 'invalid_request_error', 'api_connection_error', … */
  type: string;
  /** 'card_declined', 'incomplete_number', … ; null when the provider gives none. */
  code: string | null;
  declineCode?: string;
  /** Written for people: shown as is in the red alert above the form (rule PAY-4). */
  message: string;
}

export type CardConfirmation =
  | { status: 'succeeded'; intentId: string; paymentMethodId: string }
  | { status: 'failed'; error: CardProviderError };

/** Like Stripe's `elements.submit()`: validates the entered fields before any intent exists. */
export type CardSubmission = { status: 'ready' } | { status: 'failed'; error: CardProviderError };

export interface ConfirmPaymentInput {
  clientSecret: string;
  /** A saved payment method (page 1); absent: the card or bank account entered in the form. */
  paymentMethodId?: string;
  /** Where the provider sends the browser back after a redirect (the same-origin /return-page). */
  returnUrl: string;
}

export interface ConfirmSetupInput {
  clientSecret: string;
  returnUrl: string;
}

export interface CardProvider {
  /** Validate the entered fields (card or bank, billing address); shows field messages. */
  submit(): Promise<CardSubmission>;
  confirmPayment(input: ConfirmPaymentInput): Promise<CardConfirmation>;
  confirmSetup(input: ConfirmSetupInput): Promise<CardConfirmation>;
}

/** The billing address as the address fields give it (the wire contract's Address). */
export interface BillingAddress {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** What the mounted form reports on every change (the page sends it to pricing and payment). */
export interface CardFormState {
  /** The card or bank-account fields are complete and valid (rule VALID-CHECKOUT-1). */
  paymentComplete: boolean;
  /** The required address fields are complete (rule VALID-CHECKOUT-2). */
  addressComplete: boolean;
  address: BillingAddress | null;
  /** One value as typed, extension included ('415 555 0101 ext 12'); null when empty. */
  phone: string | null;
}
