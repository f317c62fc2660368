// What views and other machines read of the session snapshot, in one place.
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The session's state in the words views use. */
export type SessionPhase = 'checking' | 'anonymous' | 'logging in' | 'loading member' | 'authenticated' | 'logging out';

export function selectSessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('checking session')) return 'checking';
  if (snapshot.matches('logging in') || snapshot.matches('signing in with the member token')) return 'logging in';
  if (snapshot.matches('loading member')) return 'loading member';
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('logging out')) return 'logging out';
  return 'anonymous';
}
