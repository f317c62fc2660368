// Pure rules and texts of the organisation seat count and waitlist (WAITLIST-1..5,
// STATE-WAITLIST-1..3, STATE-ORG-4, ENTITY-30..32, ROLE-15). No XState here.

/** Texts copied from the spec; the limit sentence is ours (WAITLIST-3, docs/decisions/0010). */
export const WAITLIST_TEXTS = {
  title: 'Join the Waitlist',
  limitReached:
    'Your organization has reached its member limit, so no seats are available right now. Join the waitlist to hold your place in the queue.',
  join: 'Join the waitlist',
  joining: 'Joining the waitlist…',
  queuePosition: 'Queue Position',
  checking: 'Checking available seats…',
  /** Ours: the seat count could not be read. */
  seatCountFailed: 'We could not check the available seats. Please try again.',
  tryAgain: 'Try again',
  /** Ours: shown when a failed join gave no message of its own. */
  joinFailed: 'We could not add you to the waitlist. Please try again.',
} as const;

/** STATE-WAITLIST-1..3: the persistent toast after joining (the app adds the Dismiss button). */
export const JOINED_TOAST_TITLE = 'You joined the wait list!';
export const joinedToastDescription = (position: number): string => `Your position in queue: ${position}`;

/** WAITLIST-1, ROLE-15: at or above the allowed count, the organisation is full. */
export function memberLimitReached(count: number, allowed: number): boolean {
  return count >= allowed;
}

/** WAITLIST-5: the queue position shows only when above 0. */
export function showsQueuePosition(queuePosition: number): boolean {
  return queuePosition > 0;
}

/** A member with a place in the queue is already waiting: joining again is not offered (docs/decisions/0010). */
export function mayJoinWaitlist(queuePosition: number): boolean {
  return !showsQueuePosition(queuePosition);
}

/** The failed call's message, else the given fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
