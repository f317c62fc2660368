// Owns who is signed in: the silent session check on page load, login through the identity popup,
// the member profile (with isGroupAdmin), the bks_token cookie writes, and logout.
import { assign, fromPromise, setup } from 'xstate';
import type { IdentityErrorCode, IdentityUser } from '../ports.ts';
import { isIdentityError } from '../ports.ts';
import type { SessionEvent } from './events.ts';
import { failureMessage, toSessionMember, type AsyncStatus, type MemberProfile, type SessionMember } from './rules.ts';

export interface SessionContext {
  /** Who the identity provider says is signed in; null when nobody is. */
  user: IdentityUser | null;
  /** The member profile; cleared while loading and on failure (STATE-PROFILE-1, -4). */
  member: SessionMember | null;
  /** The login slice's status (STATE-LOGIN-1, -6). */
  loginStatus: AsyncStatus;
  /** The member profile slice's status (STATE-PROFILE-5). */
  memberStatus: AsyncStatus;
  /** The last failure's text for the member (STATE-LOGIN-7); null after a success. */
  error: string | null;
  /** The identity client's code of the last login failure (ERR-IDP-1), when it was one. */
  errorCode: IdentityErrorCode | null;
  /** True right after a popup login succeeded (STATE-LOGIN-2, -4, -8). */
  justLoggedIn: boolean;
}

/** What 'log in with popup' answers: the user and the access token kept in bks_token (STATE-LOGIN-5). */
export interface LoggedIn {
  user: IdentityUser;
  token: string;
}

function notProvided(name: string): never {
  throw new Error(`'${name}' not provided: supply it with sessionMachine.provide({ actors })`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    'check session': fromPromise<IdentityUser | null>(async () => notProvided('check session')),
    'log in with popup': fromPromise<LoggedIn>(async () => notProvided('log in with popup')),
    'load member': fromPromise<MemberProfile>(async () => notProvided('load member')),
    'log out': fromPromise<void>(async () => notProvided('log out')),
  },
  guards: {
    'a session exists': (_, params: { user: IdentityUser | null }) => params.user !== null,
  },
  actions: {
    // Side effects the app supplies with .provide({ actions }); no-ops here so a bare machine runs.
    'store member token': (_, _params: { token: string }) => undefined,
    'forget member token': () => undefined,
    'tell the member why login failed': (_, _params: { message: string; code: IdentityErrorCode | null }) => undefined,

    'remember the user': assign((_, params: { user: IdentityUser | null }) => ({ user: params.user })),
    'start login': assign({ loginStatus: 'loading' as const, justLoggedIn: false, error: null, errorCode: null }),
    'finish login': assign((_, params: { user: IdentityUser }) => ({
      user: params.user,
      loginStatus: 'succeeded' as const,
      justLoggedIn: true,
      error: null,
      errorCode: null,
    })),
    'record login failure': assign((_, params: { error: unknown }) => ({
      loginStatus: 'failed' as const,
      justLoggedIn: false,
      error: failureMessage(params.error),
      errorCode: isIdentityError(params.error) ? params.error.code : null,
    })),
    'start loading member': assign({ member: null, memberStatus: 'loading' as const }),
    'store member': assign((_, params: { profile: MemberProfile }) => ({
      member: toSessionMember(params.profile),
      memberStatus: 'succeeded' as const,
    })),
    'record member failure': assign((_, params: { error: unknown }) => ({
      member: null,
      user: null,
      memberStatus: 'failed' as const,
      error: failureMessage(params.error),
      errorCode: isIdentityError(params.error) ? params.error.code : null,
    })),
    'forget the login': assign({ justLoggedIn: false }),
    'forget the member': assign({
      user: null,
      member: null,
      memberStatus: 'idle' as const,
      loginStatus: 'idle' as const,
      justLoggedIn: false,
      error: null,
      errorCode: null,
    }),
  },
}).createMachine({
  id: 'session',
  context: {
    user: null,
    member: null,
    loginStatus: 'idle',
    memberStatus: 'idle',
    error: null,
    errorCode: null,
    justLoggedIn: false,
  },
  initial: 'checking session',
  on: {
    'login handled': { actions: 'forget the login' },
  },
  states: {
    'checking session': {
      invoke: {
        id: 'check session',
        src: 'check session',
        onDone: [
          {
            guard: { type: 'a session exists', params: ({ event }) => ({ user: event.output }) },
            target: 'loading member',
            actions: { type: 'remember the user', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'anonymous' },
        ],
        // A check that fails (offline issuer, blocked iframe) just means nobody is signed in yet.
        onError: { target: 'anonymous' },
      },
      on: { 'log in': { target: 'logging in' } },
    },
    anonymous: {
      on: { 'log in': { target: 'logging in' } },
    },
    'logging in': {
      entry: ['start login', 'forget member token'],
      invoke: {
        id: 'log in with popup',
        src: 'log in with popup',
        onDone: {
          target: 'loading member',
          actions: [
            { type: 'finish login', params: ({ event }) => ({ user: event.output.user }) },
            { type: 'store member token', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'record login failure', params: ({ event }) => ({ error: event.error }) },
            'forget member token',
            {
              type: 'tell the member why login failed',
              params: ({ event }) => ({
                message: failureMessage(event.error),
                code: isIdentityError(event.error) ? event.error.code : null,
              }),
            },
          ],
        },
      },
    },
    'loading member': {
      entry: 'start loading member',
      invoke: {
        id: 'load member',
        src: 'load member',
        onDone: {
          target: 'authenticated',
          actions: { type: 'store member', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'anonymous',
          actions: { type: 'record member failure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'log out': { target: 'logging out' } },
    },
    authenticated: {
      on: {
        'log out': { target: 'logging out' },
        'reload member': { target: 'loading member' },
      },
    },
    'logging out': {
      entry: ['forget member token', 'forget the member'],
      invoke: {
        id: 'log out',
        src: 'log out',
        // The provider usually navigates away first; if it cannot, the page is signed out anyway.
        onDone: { target: 'anonymous' },
        onError: { target: 'anonymous' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
