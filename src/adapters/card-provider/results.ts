// Stripe.js answers (`{ paymentIntent } | { setupIntent } | { error }`) turned into the port's
// results. Both adapters use it: the sandbox answers in Stripe's shape too.
import type { CardConfirmation, CardProviderError, CardSubmission } from '../../../machines/payment/card-provider-port.ts';

/** Stripe's error object (`type`, `code`, `decline_code`, `message`), as loosely as it arrives. */
export interface StripeLikeError {
  type?: string | undefined;
  code?: string | undefined;
  decline_code?: string | undefined;
  message?: string | undefined;
}

export interface StripeLikeIntent {
  id: string;
  status: string;
  payment_method?: string | { id: string } | null | undefined;
}

export const CONNECTION_MESSAGE = 'We could not reach the card service. Check your connection and try again.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const UNFINISHED_MESSAGE = 'The payment could not be completed. Please try again or use a different payment method.';
export const FORM_NOT_READY_MESSAGE = 'The payment form is still loading. Please try again in a moment.';

export function fromStripeError(error: StripeLikeError): CardProviderError {
  const message = error.message?.trim() ? error.message : UNFINISHED_MESSAGE;
  const result: CardProviderError = { type: error.type ?? 'api_error', code: error.code ?? null, message };
  if (error.decline_code) result.declineCode = error.decline_code;
  return result;
}

export const failed = (error: CardProviderError): { status: 'failed'; error: CardProviderError } => ({ status: 'failed', error });

export const connectionFailure = (): { status: 'failed'; error: CardProviderError } => failed({ type: 'api_connection_error', code: null, message: CONNECTION_MESSAGE });

/**
 * A payment confirmation whose answer never came: the card service may have charged the card, so
 * this is not the provider saying no. The payment keeps the intent and a retry confirms that same
 * intent instead of creating another (PAY-2, no double charge).
 */
export class CardServiceUnreachable extends Error {
  constructor() {
    super(CONNECTION_MESSAGE);
    this.name = 'CardServiceUnreachable';
  }
}

/** A payment confirmation that failed on the connection leaves its outcome unknown: it rejects. */
export function unlessUnanswered(result: CardConfirmation): CardConfirmation {
  if (result.status === 'failed' && result.error.type === 'api_connection_error') throw new CardServiceUnreachable();
  return result;
}

export const formNotReady = (): { status: 'failed'; error: CardProviderError } =>
  failed({ type: 'validation_error', code: 'form_not_ready', message: FORM_NOT_READY_MESSAGE });

const paymentMethodIdOf = (intent: StripeLikeIntent): string | null => {
  const pm = intent.payment_method;
  if (typeof pm === 'string') return pm;
  return pm?.id ?? null;
};

/**
 * A confirmed intent: 'succeeded', or 'processing' (a US bank debit settles later) is paid as far
 * as the checkout is concerned; anything else did not finish.
 */
export function fromIntent(intent: StripeLikeIntent): CardConfirmation {
  const paymentMethodId = paymentMethodIdOf(intent);
  if ((intent.status === 'succeeded' || intent.status === 'processing') && paymentMethodId !== null) {
    return { status: 'succeeded', intentId: intent.id, paymentMethodId };
  }
  return failed({ type: 'invalid_request_error', code: `intent_${intent.status}`, message: UNFINISHED_MESSAGE });
}

export function fromIntentResult(result: {
  paymentIntent?: StripeLikeIntent | undefined;
  setupIntent?: StripeLikeIntent | undefined;
  error?: StripeLikeError | undefined;
}): CardConfirmation {
  if (result.error) return failed(fromStripeError(result.error));
  const intent = result.paymentIntent ?? result.setupIntent;
  if (!intent) return failed({ type: 'api_error', code: null, message: UNFINISHED_MESSAGE });
  return fromIntent(intent);
}

/** `elements.submit()`'s answer. */
export function fromSubmitResult(result: { error?: StripeLikeError | undefined }): CardSubmission {
  return result.error ? failed(fromStripeError(result.error)) : { status: 'ready' };
}
