// Stripe.js for live mode: the deferred-intent Elements options (CONST-19..24), a loader that
// fetches Stripe.js only when asked (from @stripe/stripe-js/pure) and may be retried after a
// failure, and the page-1 confirmation of a saved payment method.
import type { Stripe, StripeAddressElementOptions, StripeElementsOptionsMode } from '@stripe/stripe-js';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { SavedMethodConfirmer } from './registry.ts';
import { connectionFailure, fromIntentResult } from './results.ts';

/** Rules CONST-19..24. */
const PAYMENT_FORM = {
  mode: 'subscription',
  currency: 'usd',
  captureMethod: 'automatic',
  individualPaymentMethods: ['card'],
  groupPaymentMethods: ['card', 'us_bank_account'],
} as const;

export type Audience = 'individual' | 'group';

/**
 * Subscription mode, USD, automatic capture, the repriced total as amount (CONST-19..22), card for
 * individual products and card plus US bank account for group products (CONST-23, CONST-24).
 */
export function elementsOptions(total: number, audience: Audience): StripeElementsOptionsMode {
  return {
    mode: PAYMENT_FORM.mode,
    currency: PAYMENT_FORM.currency,
    captureMethod: PAYMENT_FORM.captureMethod,
    amount: Math.max(0, Math.round(total)),
    allowedPaymentMethodTypes: [...(audience === 'group' ? PAYMENT_FORM.groupPaymentMethods : PAYMENT_FORM.individualPaymentMethods)],
  };
}

/** The address element: billing mode with the phone field always shown. */
export const ADDRESS_ELEMENT_OPTIONS = { mode: 'billing', fields: { phone: 'always' } } as const;

/**
 * The address element's options when it mounts again (Back then Forward): it starts from the
 * address and phone the payment actor kept and the name kept beside them, as the sandbox form does.
 */
export function addressElementOptions(kept: CardFormState | null, name: string | null): StripeAddressElementOptions {
  const address = kept?.address ?? null;
  const phone = kept?.phone ?? null;
  if (address === null && phone === null && name === null) return ADDRESS_ELEMENT_OPTIONS;
  return {
    ...ADDRESS_ELEMENT_OPTIONS,
    defaultValues: {
      name,
      phone,
      ...(address === null
        ? {}
        : {
            address: {
              line1: address.address1,
              line2: address.address2,
              city: address.city,
              state: address.state,
              postal_code: address.postalCode,
              country: address.country,
            },
          }),
    },
  };
}

export type StripeLoader = () => Promise<Stripe | null>;

/** `@stripe/stripe-js/pure` injects no script until called; imported on demand, so sandbox builds skip it. */
const loadStripeJs = (key: string): Promise<Stripe | null> => import('@stripe/stripe-js/pure').then((m) => m.loadStripe(key));

/**
 * Loads Stripe.js once; a failed load ('Failed to load Stripe.js') is forgotten so the next call
 * (the 'Try again' button) tries again.
 */
export function createStripeLoader(publishableKey: string, load: (key: string) => Promise<Stripe | null> = loadStripeJs): StripeLoader {
  let pending: Promise<Stripe | null> | null = null;
  return () => {
    pending ??= load(publishableKey).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Page 1 in live mode: `stripe.confirmPayment` with the saved method's id, no Elements. */
export function stripeSavedMethodConfirmer(loadStripe: StripeLoader): SavedMethodConfirmer {
  return {
    async confirmSavedPayment({ clientSecret, paymentMethodId, returnUrl }) {
      let stripe: Stripe | null;
      try {
        stripe = await loadStripe();
      } catch {
        return connectionFailure();
      }
      if (!stripe) return connectionFailure();
      const result = await stripe.confirmPayment({
        clientSecret,
        confirmParams: { payment_method: paymentMethodId, return_url: returnUrl },
        redirect: 'if_required',
      });
      return fromIntentResult(result);
    },
  };
}
