// The waitlist machine alone (stubbed calls and toast): the seat count and its own loading state,
// seats available or the waitlist, joining and the queue position, and failures.
import { describe, expect, it } from 'vitest';
import { selectWaitlistScreen } from '../../../machines/waitlist/selectors.ts';
import { deferred, FULL, OPEN, settle, startWaitlist } from './harness.ts';
import type { JoinWaitlistOutput, LoadSeatCountOutput } from '../../../machines/waitlist/waitlist.machine.ts';

describe('the seat count', () => {
  it('STATE-ORG-4 ENTITY-31 API-10: loads for the organisation with its own loading state', async () => {
    const answer = deferred<LoadSeatCountOutput>();
    const waitlist = startWaitlist({ seatCount: () => answer.promise }, 102);
    expect(waitlist.seatCalls).toEqual([{ orgId: 102 }]);
    expect(waitlist.context()).toMatchObject({ nomaLoading: true, nomaQueuePosition: 0, nomaSubscriptionCount: 0, nomaAllowedCount: 0 });
    expect(selectWaitlistScreen(waitlist.state()).stage).toBe('checking');
    answer.resolve({ count: 10, queuePosition: 4, allowed: 10 });
    await settle();
    expect(waitlist.context()).toMatchObject({ nomaLoading: false, nomaSubscriptionCount: 10, nomaAllowedCount: 10, nomaQueuePosition: 4 });
  });

  it('WAITLIST-1 ROLE-15 ENTITY-30: below the allowed count the parent hears seats are available', async () => {
    const waitlist = startWaitlist({ seatCount: async () => OPEN }, 101);
    await settle();
    expect(waitlist.toParent('waitlist.seats available')).toEqual([{ type: 'waitlist.seats available', count: 3, allowed: 25 }]);
    expect(waitlist.state().status).toBe('done');
    expect(waitlist.state().output).toEqual({ count: 3, allowed: 25 });
    expect(selectWaitlistScreen(waitlist.state()).stage).toBe('hidden');
  });

  it('WAITLIST-1: at the allowed count (equal) the waitlist shows and the parent hears the limit is reached', async () => {
    const waitlist = startWaitlist({ seatCount: async () => FULL });
    await settle();
    expect(waitlist.state().value).toBe('showing the waitlist');
    expect(waitlist.toParent('waitlist.member limit reached')).toEqual([{ type: 'waitlist.member limit reached', count: 10, allowed: 10, queuePosition: 0 }]);
    expect(waitlist.toParent('waitlist.seats available')).toEqual([]);
    expect(selectWaitlistScreen(waitlist.state())).toMatchObject({ stage: 'waitlist', canJoin: true, queuePosition: null });
  });

  it('WAITLIST-1: above the allowed count the waitlist shows too', async () => {
    const waitlist = startWaitlist({ seatCount: async () => ({ count: 12, queuePosition: 0, allowed: 10 }) });
    await settle();
    expect(waitlist.state().value).toBe('showing the waitlist');
  });

  it('STATE-ORG-4: a failing seat count ends loading, shows a message and can be retried', async () => {
    let attempt = 0;
    const waitlist = startWaitlist({
      seatCount: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Service Unavailable');
        return OPEN;
      },
    });
    await settle();
    expect(waitlist.context()).toMatchObject({ nomaLoading: false, message: 'We could not check the available seats. Please try again.' });
    expect(selectWaitlistScreen(waitlist.state()).stage).toBe('failed');
    waitlist.child.send({ type: 'retry' });
    expect(waitlist.context()).toMatchObject({ nomaLoading: true, message: null });
    await settle();
    expect(waitlist.toParent('waitlist.seats available')).toHaveLength(1);
  });
});

describe('joining the waitlist', () => {
  it('WAITLIST-4 API-34 ENTITY-32 STATE-WAITLIST-1 STATE-WAITLIST-2: join → persistent toast with the position, position stored and shown', async () => {
    const waitlist = startWaitlist({ join: async () => ({ queuePosition: 5 }) }, 102);
    await settle();
    waitlist.child.send({ type: 'join the waitlist' });
    expect(selectWaitlistScreen(waitlist.state())).toMatchObject({ joining: true, canJoin: false });
    await settle();
    expect(waitlist.joinCalls).toEqual([{ orgId: 102 }]);
    expect(waitlist.toasts).toEqual([{ position: 5, message: 'You joined the wait list!', description: 'Your position in queue: 5' }]);
    expect(waitlist.context().nomaQueuePosition).toBe(5);
    expect(waitlist.state().value).toBe('showing the waitlist');
    expect(selectWaitlistScreen(waitlist.state())).toMatchObject({ stage: 'waitlist', joining: false, queuePosition: 5, canJoin: false });
  });

  it('WAITLIST-5: a member already in the queue sees the position and is not offered to join again', async () => {
    const waitlist = startWaitlist({ seatCount: async () => ({ count: 10, queuePosition: 3, allowed: 10 }) });
    await settle();
    expect(selectWaitlistScreen(waitlist.state())).toMatchObject({ queuePosition: 3, canJoin: false });
    waitlist.child.send({ type: 'join the waitlist' });
    expect(waitlist.joinCalls).toEqual([]);
  });

  it('WAITLIST-4: a failed join keeps the screen usable with the message; a retry can succeed', async () => {
    let attempt = 0;
    const waitlist = startWaitlist({
      join: async (): Promise<JoinWaitlistOutput> => {
        attempt += 1;
        if (attempt === 1) throw new Error('Unauthorized');
        return { queuePosition: 6 };
      },
    });
    await settle();
    waitlist.child.send({ type: 'join the waitlist' });
    await settle();
    expect(selectWaitlistScreen(waitlist.state())).toMatchObject({ stage: 'waitlist', canJoin: true, message: 'Unauthorized', queuePosition: null });
    expect(waitlist.toasts).toEqual([]);
    waitlist.child.send({ type: 'join the waitlist' });
    expect(waitlist.context().message).toBeNull();
    await settle();
    expect(waitlist.context().nomaQueuePosition).toBe(6);
  });

  it('WAITLIST-4: a failed join without a message shows our fallback', async () => {
    const waitlist = startWaitlist({ join: () => Promise.reject(new Error('')) });
    await settle();
    waitlist.child.send({ type: 'join the waitlist' });
    await settle();
    expect(waitlist.context().message).toBe('We could not add you to the waitlist. Please try again.');
  });

  it('WAITLIST-4: a failed join whose message is only spaces shows our fallback too', async () => {
    const waitlist = startWaitlist({ join: () => Promise.reject(new Error('   ')) });
    await settle();
    waitlist.child.send({ type: 'join the waitlist' });
    await settle();
    expect(waitlist.context().message).toBe('We could not add you to the waitlist. Please try again.');
  });

  it('WAITLIST-4: a second click while joining sends nothing more', async () => {
    const answer = deferred<JoinWaitlistOutput>();
    const waitlist = startWaitlist({ join: () => answer.promise });
    await settle();
    waitlist.child.send({ type: 'join the waitlist' });
    waitlist.child.send({ type: 'join the waitlist' });
    expect(waitlist.joinCalls).toHaveLength(1);
    answer.resolve({ queuePosition: 5 });
    await settle();
    expect(waitlist.toasts).toHaveLength(1);
  });
});
