// Texts and pure rules of the 'Network service issue' dialog (DIALOG-NETWORK-1/2, ERR-NETWORK-1..6,
// RETRY-1..3, CONST-15). No XState here.
import type { NetworkReason } from './events.ts';

/** CONST-15 / RETRY-2: the dialog closes this long after a successful retry. */
export const NETWORK_DIALOG_CLOSE_DELAY_MS = 1000;

/** ERR-NETWORK-1. */
export const NETWORK_DIALOG_TITLE = 'Network service issue';

/** ERR-NETWORK-2..4, copied from the spec. */
export const NETWORK_MESSAGES = {
  subscription:
    'We were unable to check your active subscription(s) status. Please attempt to retry or go back to the previous page.',
  invalidToken: 'Your session is no longer valid. Please refresh the page.',
  other: 'There was a network issue, please try again later.',
} as const satisfies Record<NetworkReason, string>;

export const NETWORK_BUTTONS = { goBack: 'Go Back', retry: 'Retry', refresh: 'Refresh' } as const;

export type NetworkButton = (typeof NETWORK_BUTTONS)[keyof typeof NETWORK_BUTTONS];

/** ERR-NETWORK-4: any reason other than the two named ones reads as 'other'. */
export function messageFor(reason: NetworkReason | null): string {
  if (reason === 'subscription') return NETWORK_MESSAGES.subscription;
  if (reason === 'invalidToken') return NETWORK_MESSAGES.invalidToken;
  return NETWORK_MESSAGES.other;
}

/**
 * ERR-NETWORK-5/6: Go Back and Retry, or Go Back and Refresh for invalidToken. Go Back stays in
 * the invalidToken case (docs/decisions/0008): the spec replaces Retry only.
 */
export function buttonsFor(reason: NetworkReason | null): readonly NetworkButton[] {
  return reason === 'invalidToken'
    ? [NETWORK_BUTTONS.goBack, NETWORK_BUTTONS.refresh]
    : [NETWORK_BUTTONS.goBack, NETWORK_BUTTONS.retry];
}

/** RETRY-1 / RETRY-3: only the subscription case retries in place; the others reload the page. */
export const retriesInPlace = (reason: NetworkReason | null): boolean => reason === 'subscription';
