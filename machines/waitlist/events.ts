// Events the waitlist machine accepts (from its screen) and the events it sends to its parent (the
// checkout) with sendParent.

export type WaitlistEvent =
  /** The 'Join the waitlist' button (WAITLIST-4). */
  | { type: 'join the waitlist' }
  /** 'Try again' after the seat count could not be read. */
  | { type: 'retry' };

/** The organisation has seats left: the checkout goes on (WAITLIST-1 not met). */
export interface SeatsAvailableEvent {
  type: 'waitlist.seats available';
  count: number;
  allowed: number;
}

/** The organisation is full: the waitlist screen shows instead of the checkout (WAITLIST-1). */
export interface MemberLimitReachedEvent {
  type: 'waitlist.member limit reached';
  count: number;
  allowed: number;
  queuePosition: number;
}

export type WaitlistToParentEvent = SeatsAvailableEvent | MemberLimitReachedEvent;
