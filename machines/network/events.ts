// Events the network dialog accepts (from the checkout, the billing widget and the views) and the
// one it sends to the account actor after a successful 'subscription' retry.
import type { Subscription } from '../domain/subscription.ts';

/** Which issue the dialog shows (ERR-NETWORK-2..4). */
export type NetworkReason = 'subscription' | 'invalidToken' | 'other';

export type NetworkEvent =
  /** Opens the dialog (or switches it to a newer issue). */
  | { type: 'open'; reason: NetworkReason }
  /** The Retry button (RETRY-1..3). */
  | { type: 'retry' }
  /** The Refresh button of the invalidToken case (ERR-NETWORK-6). */
  | { type: 'refresh' }
  /** The Go Back button (DIALOG-NETWORK-2). */
  | { type: 'go back' };

/** Sent through the system to the account actor when the subscriptions could be read again (RETRY-1). */
export interface SubscriptionsReloadedEvent {
  type: 'network.subscriptions reloaded';
  subscriptions: Subscription[];
}
