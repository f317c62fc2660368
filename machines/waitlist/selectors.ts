// Pure read-outs of the waitlist machine for the waitlist screen.
// Views call `useSelector(waitlistRef, selectWaitlistScreen, shallowEqual)`.
import type { SnapshotFrom } from 'xstate';
import { mayJoinWaitlist, showsQueuePosition } from './rules.ts';
import type { WaitlistMachine } from './waitlist.machine.ts';

export type WaitlistScreenStage = 'checking' | 'failed' | 'waitlist' | 'hidden';

export interface WaitlistScreenView {
  stage: WaitlistScreenStage;
  joining: boolean;
  /** WAITLIST-4: enabled unless a join is under way or the member already has a place. */
  canJoin: boolean;
  /** WAITLIST-5: the number to show after 'Queue Position', or null when 0. */
  queuePosition: number | null;
  message: string | null;
}

export function selectWaitlistScreen(snapshot: SnapshotFrom<WaitlistMachine>): WaitlistScreenView {
  const { context } = snapshot;
  const joining = snapshot.matches('joining the waitlist');
  const stage: WaitlistScreenStage = snapshot.matches('loading the seat count')
    ? 'checking'
    : snapshot.matches('could not load the seat count')
      ? 'failed'
      : joining || snapshot.matches('showing the waitlist')
        ? 'waitlist'
        : 'hidden';
  return {
    stage,
    joining,
    canJoin: stage === 'waitlist' && !joining && mayJoinWaitlist(context.nomaQueuePosition),
    queuePosition: showsQueuePosition(context.nomaQueuePosition) ? context.nomaQueuePosition : null,
    message: context.message,
  };
}
