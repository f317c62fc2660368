// Events the payment machine accepts (from the page-1 and page-2 views, through the checkout or
// straight to systemId 'payment') and the events it sends its parent with sendParent.
import type { CardFormState } from './card-provider-port.ts';
import type { Purchase } from './rules.ts';
import type { Subscription } from '../domain/subscription.ts';

export type PaymentEvent =
  /** Every change of the payment and address fields (VALID-CHECKOUT-1/2). */
  | { type: 'card form changed'; form: CardFormState }
  /** The renewal-consent checkbox, ticked or not (VALID-CHECKOUT-8/9). */
  | { type: 'accept renewal terms'; accepted: boolean }
  /** Page 1, Confirm Payment (CONFIRM-1..13). */
  | { type: 'confirm payment'; purchase: Purchase }
  /** Page 2, the form's submit button (PAY-1..12). */
  | { type: 'pay'; purchase: Purchase }
  /** Page 2 in update mode or the billing widget (SAVECARD-1..7), only while a member is signed in. */
  | { type: 'save card' }
  | { type: 'dismiss message' }
  /** From 'hold the purchase lock': this tab may buy the cart now; no other tab is buying it (ROLE-9). */
  | { type: 'purchase lock.held' };

export type PaymentToParentEvent =
  /**
   * CONFIRM-8, CONFIRM-10, PAY-9..12: the parent shows the completion modal, clears the coupon
   * and product state, opens the thank-you dialog for ARE products and pushes analytics.
   */
  | {
      type: 'payment.succeeded';
      path: 'new purchase' | 'plan switch';
      audience: 'individual' | 'group';
      names: string[];
      priceIds: string[];
      invoiceId: string | null;
    }
  /**
   * SAVECARD-6/7: the card is the member's default now: the checkout and the billing widget reload
   * the payment methods and close the form (docs/decisions/0012: no page reload).
   */
  | { type: 'payment.card saved'; paymentMethodId: string }
  /**
   * ROLE-9, ALREADY-SUB-1/2: read again right before the charge, the member's subscriptions hold the
   * plan (bought in another tab meanwhile): nothing was asked of the provider; the page says so.
   */
  | { type: 'payment.plan already held'; subscriptions: Subscription[] };
