// The waitlist's pure rules and texts: the member limit, when the queue position shows, the toast.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOINED_TOAST_TITLE,
  joinedToastDescription,
  mayJoinWaitlist,
  memberLimitReached,
  showsQueuePosition,
  WAITLIST_TEXTS,
} from '../../../machines/waitlist/rules.ts';

describe('the member limit', () => {
  it('WAITLIST-1 ROLE-15: at or above the allowed count the organisation is full (equal included)', () => {
    expect(memberLimitReached(10, 10)).toBe(true);
    expect(memberLimitReached(11, 10)).toBe(true);
    expect(memberLimitReached(9, 10)).toBe(false);
    expect(memberLimitReached(0, 0)).toBe(true);
  });

  it('WAITLIST-1: full exactly when count >= allowed', () => {
    fc.assert(fc.property(fc.nat(1000), fc.nat(1000), (count, allowed) => memberLimitReached(count, allowed) === count >= allowed));
  });
});

describe('the queue position', () => {
  it('WAITLIST-5: shows only above 0; a member with a place does not join again', () => {
    expect(showsQueuePosition(0)).toBe(false);
    expect(showsQueuePosition(-1)).toBe(false);
    expect(showsQueuePosition(1)).toBe(true);
    expect(mayJoinWaitlist(0)).toBe(true);
    expect(mayJoinWaitlist(3)).toBe(false);
  });
});

describe('texts', () => {
  it('WAITLIST-2 WAITLIST-3 WAITLIST-4 WAITLIST-5: the screen’s words', () => {
    expect(WAITLIST_TEXTS.title).toBe('Join the Waitlist');
    expect(WAITLIST_TEXTS.join).toBe('Join the waitlist');
    expect(WAITLIST_TEXTS.queuePosition).toBe('Queue Position');
    expect(WAITLIST_TEXTS.limitReached).toMatch(/reached its member limit/);
  });

  it('STATE-WAITLIST-1 STATE-WAITLIST-2: the toast title and description', () => {
    expect(JOINED_TOAST_TITLE).toBe('You joined the wait list!');
    expect(joinedToastDescription(5)).toBe('Your position in queue: 5');
  });
});
