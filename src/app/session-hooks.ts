// What views read of the session actor (machines/session), found through the root actor's system
// by its systemId, and the two things they may ask of it: log in, log out.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { SessionMember } from '../../machines/session/rules.ts';
import { selectSessionPhase, type SessionPhase } from '../../machines/session/selectors.ts';
import type { SessionMachine } from '../../machines/session/session.machine.ts';
import { useAppActorRef } from './app-actor.tsx';

export type SessionActor = ActorRefFrom<SessionMachine>;

export interface MemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SessionView {
  /** 'checking' until the identity client has answered whether a session exists. */
  status: SessionPhase;
  /** Signed in, with the member profile loaded. */
  authenticated: boolean;
  member: MemberView | null;
  /** The last login or profile failure's text (STATE-LOGIN-7, ERR-IDP-1). */
  error: string | null;
  logIn(): void;
  logOut(): void;
}

/** The session actor, registered in the root actor's system under systemId 'session'. */
export function useSessionActor(): SessionActor | undefined {
  const system = useAppActorRef().system;
  return system.get('session') as (AnyActorRef & SessionActor) | undefined;
}

/** The whole member (group accounts, isGroupAdmin…) for views that need more than the top bar. */
export function useSessionMember(): SessionMember | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot?.context.member ?? null);
}

export function useSessionView(): SessionView {
  const actor = useSessionActor();
  const status = useSelector(actor, (snapshot) => (snapshot ? selectSessionPhase(snapshot) : 'checking'));
  const member = useSelector(actor, (snapshot) => snapshot?.context.member ?? null);
  const error = useSelector(actor, (snapshot) => snapshot?.context.error ?? null);
  return useMemo(
    () => ({
      status,
      authenticated: status === 'authenticated',
      member: member && { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName },
      error,
      // Sent synchronously inside the click: the identity popup opens within the user's gesture.
      logIn: () => actor?.send({ type: 'log in' }),
      logOut: () => actor?.send({ type: 'log out' }),
    }),
    [actor, status, member, error],
  );
}
