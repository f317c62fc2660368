// Events the billing widget accepts: from its views (buttons), from the 'watch session' actor, from
// its payment child (systemId 'payment') and from its account child (systemId 'account').
import type { AccountToParentEvent } from '../account/events.ts';
import type { PaymentToParentEvent } from '../payment/events.ts';
import type { SessionWatchEvent } from '../session/events.ts';

export type BillingViewEvent =
  /** PAGE1-9/10: 'For security reasons, please click here to re-enter your credentials'. */
  | { type: 'sign in' }
  /** PAGE1-6: 'Update Payment Method' (or 'Add Payment Method' with none saved) opens the form. */
  | { type: 'update payment method' }
  /** The form's Cancel: back to the saved method. */
  | { type: 'cancel' }
  /** The form's submit (SAVECARD-3..7, BILLING-AUTH-1). */
  | { type: 'save' };

export type BillingEvent = BillingViewEvent | SessionWatchEvent | PaymentToParentEvent | AccountToParentEvent;
