// A ready-made 'watch session' actor for the machines that follow the session (the checkout and the
// billing widget): it follows the session actor (systemId 'session') and tells its parent
// 'session.signed in', 'session.signed out' or 'session.sign-in failed'. The app passes it with
// .provide({ actors: { 'watch session': … } }).
import { fromCallback, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { SessionWatchEvent } from './events.ts';
import type { SessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<SessionMachine>;
type Phase = 'unknown' | 'busy' | 'out' | `in:${string}`;

/** Where the session stands, as far as the checkout and the widget care. */
export function phaseOf(snapshot: SessionSnapshot): Phase {
  if (snapshot.matches('authenticated') && snapshot.context.member !== null) return `in:${snapshot.context.member.id}`;
  if (snapshot.matches('anonymous')) return 'out';
  if (snapshot.matches('checking session')) return 'unknown';
  return 'busy';
}

/**
 * The events for a move from one phase to the next: a login (or its member load) that ends
 * anonymous is a failed sign-in, then a sign-out; 'busy' phases (logging in, loading the member,
 * logging out) say nothing, so a member reload does not look like a sign-out. A member reload that
 * ends authenticated is reported again ('session.signed in' with the fresh member, e.g. now a company admin).
 */
export function eventsFor(previous: Phase, next: SessionSnapshot, lastReported: Phase): SessionWatchEvent[] {
  const phase = phaseOf(next);
  if (phase === 'out') {
    const events: SessionWatchEvent[] = [];
    if (previous === 'busy' && next.context.error !== null) events.push({ type: 'session.sign-in failed', message: next.context.error });
    if (lastReported !== 'out') events.push({ type: 'session.signed out' });
    return events;
  }
  if (phase === 'unknown' || phase === 'busy') return [];
  if (phase === lastReported && previous !== 'busy') return [];
  const member = next.context.member;
  return member === null ? [] : [{ type: 'session.signed in', member }];
}

export const watchSessionThroughSystem = fromCallback<EventObject>(({ system, sendBack }) => {
  const session = system.get('session') as ActorRefFrom<SessionMachine> | undefined;
  if (session === undefined) return undefined;
  let previous: Phase = 'unknown';
  let lastReported: Phase = 'unknown';
  const follow = (snapshot: SessionSnapshot) => {
    for (const event of eventsFor(previous, snapshot, lastReported)) sendBack(event);
    const phase = phaseOf(snapshot);
    if (phase === 'out' || phase.startsWith('in:')) lastReported = phase;
    previous = phase;
  };
  follow(session.getSnapshot());
  const subscription = session.subscribe(follow);
  return () => subscription.unsubscribe();
});
