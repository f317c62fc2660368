// Payment-method calls: the member's saved methods, one subscription's method, the validation
// record (for the phone), setup intents and the default method.
import { encode } from './path.ts';
import type { CallOptions, Http } from '../client.ts';
import { DefaultPaymentMethodSchema, PaymentMethodRecordSchema, PaymentMethodSchema, PaymentMethodsSchema, SetupIntentSchema } from '../schemas/payment-method.ts';
import type { DefaultPaymentMethodResult, PaymentMethod, PaymentMethodRecord, SetupIntent } from '../../../machines/domain/payment-method.ts';

/** GET /v1/are/member/payment_methods, default first (rule API-20). */
export function loadPaymentMethods(http: Http, options: CallOptions = {}): Promise<PaymentMethod[]> {
  return http.json({ ...options, method: 'GET', path: 'v1/are/member/payment_methods', auth: 'member' }, PaymentMethodsSchema);
}

/**
 * GET /v1/are/member/payment_methods/{subscriptionId} (rule API-21). The provider answers 404
 * when the subscription has none: that is 'No credit card found.' on page 1, not an error.
 */
export function loadSubscriptionPaymentMethod(http: Http, subscriptionId: string, options: CallOptions = {}): Promise<PaymentMethod | null> {
  return http.jsonOrNull(
    { ...options, method: 'GET', path: `v1/are/member/payment_methods/${encode(subscriptionId)}`, auth: 'member' },
    PaymentMethodSchema,
    404,
  );
}

/**
 * GET /v1/are/checkout/payment/payment_method/{pmId}: validates the method; its address holds the
 * phone (rules API-22, VALID-CHECKOUT-5). An unknown method throws 'payment method not found',
 * which the checkout shows as 'Please update your payment method.' (pass quiet to avoid a toast).
 */
export function loadPaymentMethodRecord(http: Http, pmId: string, options: CallOptions = {}): Promise<PaymentMethodRecord> {
  return http.json(
    { ...options, method: 'GET', path: `v1/are/checkout/payment/payment_method/${encode(pmId)}`, auth: 'member' },
    PaymentMethodRecordSchema,
  );
}

/** POST /v1/are/checkout/payment/setup_intent (rule API-23). */
export function createSetupIntent(http: Http, options: CallOptions = {}): Promise<SetupIntent> {
  return http.json({ ...options, method: 'POST', path: 'v1/are/checkout/payment/setup_intent', auth: 'member', json: {} }, SetupIntentSchema);
}

/** PUT /v1/are/member/payment_method/default/{pmId} (rule API-24). Sent once, never retried. */
export function setDefaultPaymentMethod(http: Http, pmId: string, options: CallOptions = {}): Promise<DefaultPaymentMethodResult> {
  return http.json(
    { ...options, method: 'PUT', path: `v1/are/member/payment_method/default/${encode(pmId)}`, auth: 'member' },
    DefaultPaymentMethodSchema,
  );
}
