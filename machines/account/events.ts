// Events the account actor (systemId 'account') accepts from the page that runs it (the checkout or
// the billing widget) and from the network dialog's Retry, and the ones it sends that page.
import type { SubscriptionsReloadedEvent } from '../network/events.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Subscription } from '../domain/subscription.ts';

/** Spec 4: every asynchronous slice is idle (0), loading (1), succeeded (2) or failed (3). */
export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What the page reads: the member's account data and how far its loading got. */
export interface AccountData {
  /** Active and canceled ones as answered; only active ones are current (API-19). */
  subscriptions: Subscription[];
  subscriptionsStatus: AsyncStatus;
  /** ERR-CHECKOUT-7, ERR-10. */
  subscriptionsError: string | null;
  /** Default first; at most one when the widget names a subscription (API-21). */
  paymentMethods: PaymentMethod[];
  paymentMethodsStatus: AsyncStatus;
  /** Both lists have answered (or failed) for the member now signed in, and no reload runs. */
  loaded: boolean;
}

export type AccountEvent =
  /** A member signed in (the first, or a different one): everything is read again for them. */
  | { type: 'load the account' }
  /** Signed out: the data goes. */
  | { type: 'forget the account' }
  /** SAVECARD-7: a new default method was saved; the list is read again. */
  | { type: 'card saved' }
  /** ROLE-9: a plan was bought in another tab (or found held before a charge): the subscriptions are read again. */
  | { type: 'read the subscriptions again' }
  | SubscriptionsReloadedEvent;

export type AccountToParentEvent =
  /** Sent after every change, so the page keeps what its gates and views read. */
  | { type: 'account.updated'; account: AccountData }
  /** After 'account.updated', when a fresh list of payment methods arrived (page 1 reprices, CONFIRM-3). */
  | { type: 'account.payment methods stored' };
