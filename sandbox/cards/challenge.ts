// The authentication step of 4000002500003155 (3-D Secure in live mode): completing it succeeds
// the intent with the method waiting on it; failing it leaves the intent unpaid with Stripe's
// authentication-failure error.
import type { Reply } from '../http.ts';
import { json } from '../http.ts';
import type { Intent } from './confirm.ts';
import { dropPendingMethod, intentAnswer, providerError } from './confirm.ts';
import type { CardsContext } from './confirm.ts';
import { CARD_MESSAGES } from './test-cards.ts';

export type ChallengeOutcome = 'complete' | 'fail';

export function settleChallenge(cx: CardsContext, intent: Intent, outcome: ChallengeOutcome): Reply {
  const { record } = intent;
  if (record.status !== 'requires_action') {
    return providerError(400, {
      type: 'invalid_request_error',
      code: `${intent.kind}_intent_unexpected_state`,
      message: `This ${intent.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent'} has no authentication waiting (status ${record.status}).`,
    });
  }
  const { store } = cx;

  if (outcome === 'complete') {
    const method = store.state.payment_methods.find((pm) => pm.id === record.payment_method);
    // A setup attaches its method at once; a payment's method is attached by subscription/success.
    if (method && intent.kind === 'setup') method.attached = true;
    record.status = 'succeeded';
    record.last_error_code = null;
    store.save();
    return json(200, intentAnswer(intent));
  }

  dropPendingMethod(store, intent);
  const error = {
    type: 'invalid_request_error',
    code: `${intent.kind}_intent_authentication_failure`,
    message: CARD_MESSAGES.authenticationFailed,
  };
  record.status = 'requires_payment_method';
  record.payment_method = null;
  record.last_error_code = error.code;
  store.save();
  return json(200, intentAnswer(intent, intent.kind === 'payment' ? { last_payment_error: error } : { last_setup_error: error }));
}
