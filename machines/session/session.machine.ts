// Owns who is signed in: the silent session check on page load, login through the identity popup or
// with a sign-up dialog's member token, the member profile (with isGroupAdmin), bks_token, and logout.
import { assign, setup } from 'xstate';
import { actionToProvide, actorToProvide } from '../not-provided.ts';
import type { IdentityErrorCode, IdentityUser } from './identity-port.ts';
import { isIdentityError } from './identity-port.ts';
import type { SessionEvent } from './events.ts';
import { failureMessage, theSignInWindowWasRefused, toSessionMember, type AsyncStatus, type MemberProfile, type SessionMember } from './rules.ts';

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
  /** The login under way was offered on arrival (PAGELOAD-3), not asked for by a click. */
  loginOffered: boolean;
}

/** What 'log in with popup' answers: the user and the access token kept in bks_token (STATE-LOGIN-5). */
export interface LoggedIn {
  user: IdentityUser;
  token: string;
}

/** The failed call's error, for 'record login failure'. */
const theFailure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** What the member is told of a failed login (ERR-IDP-1), for 'tell the member why login failed'. */
const whyTheLoginFailed = ({ event }: { event: { error: unknown } }) => ({
  message: failureMessage(event.error),
  code: isIdentityError(event.error) ? event.error.code : null,
});
/** Any failed login (STATE-LOGIN-6..9): the failure is recorded and the bks_token cookie goes. */
const forgetTheFailedLogin = [{ type: 'record login failure', params: theFailure }, 'forget member token'] as const;
/** ...and the member is told why (ERR-IDP-1), unless nobody asked for the login. */
const failTheLogin = [...forgetTheFailedLogin, { type: 'tell the member why login failed', params: whyTheLoginFailed }] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    'check session': actorToProvide<IdentityUser | null>('check session'),
    'log in with popup': actorToProvide<LoggedIn>('log in with popup'),
    /**
     * After a dialog sign-in (bks_token already stored): the identity client's silent sign-in, which
     * the issuer grants on the bks_token cookie (docs/decisions/0003); rejects when it does not.
     */
    'sign in silently': actorToProvide<LoggedIn>('sign in silently'),
    'load member': actorToProvide<MemberProfile>('load member'),
    'log out': actorToProvide<void>('log out'),
  },
  guards: {
    'a session exists': (_, params: { user: IdentityUser | null }) => params.user !== null,
    /**
     * The arrival's popup (PAGELOAD-3) met the browser's popup blocker, or the visitor closed it:
     * nobody asked for it, so nothing is said (docs/decisions/0041).
     */
    'the offered popup was refused': ({ context }, params: { error: unknown }) =>
      context.loginOffered && isIdentityError(params.error) && theSignInWindowWasRefused(params.error.code),
  },
  actions: {
    // Side effects the app supplies with .provide({ actions }).
    'store member token': actionToProvide<{ token: string }>('store member token'),
    'forget member token': actionToProvide('forget member token'),
    'tell the member why login failed': actionToProvide<{ message: string; code: IdentityErrorCode | null }>('tell the member why login failed'),

    'remember the user': assign((_, params: { user: IdentityUser | null }) => ({ user: params.user })),
    'note whether the login was offered': assign(({ event }) => ({ loginOffered: event.type === 'log in' && event.offered === true })),
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
    loginOffered: false,
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
      on: {
        'log in': { target: 'logging in', actions: 'note whether the login was offered' },
        'signed in with member token': {
          target: 'signing in with the member token',
          actions: { type: 'store member token', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    anonymous: {
      on: {
        'log in': { target: 'logging in', actions: 'note whether the login was offered' },
        'signed in with member token': {
          target: 'signing in with the member token',
          actions: { type: 'store member token', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    /**
     * A sign-up or sign-in dialog gave the member's auth_token, now in bks_token (STATE-ACCOUNT-3):
     * the identity client signs in silently on it, with no popup (docs/decisions/0003). If that
     * fails the login fails as a popup login does (STATE-LOGIN-6..9): the cookie goes, the message
     * stays, and the member logs in with the popup.
     */
    'signing in with the member token': {
      entry: 'start login',
      invoke: {
        id: 'sign in silently',
        src: 'sign in silently',
        onDone: {
          target: 'loading member',
          actions: { type: 'finish login', params: ({ event }) => ({ user: event.output.user }) },
        },
        onError: { target: 'anonymous', actions: failTheLogin },
      },
    },
    'logging in': {
      entry: ['start login', 'forget member token'],
      on: {
        // The dialog finished while the popup was still open (or silently blocked): the dialog wins.
        'signed in with member token': {
          target: 'signing in with the member token',
          actions: { type: 'store member token', params: ({ event }) => ({ token: event.token }) },
        },
      },
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
        onError: [
          {
            guard: { type: 'the offered popup was refused', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            // The cookie goes as after any failed login (STATE-LOGIN-9); only the message is left out.
            actions: forgetTheFailedLogin,
          },
          { target: 'anonymous', actions: failTheLogin },
        ],
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
      // LOG OUT shows only once the member is here (TOPBAR-4), and PAGELOAD-5 follows 'signed in'.
      on: {
        // A dialog sign-in wins over a profile still loading for a restored session.
        'signed in with member token': {
          target: 'signing in with the member token',
          actions: { type: 'store member token', params: ({ event }) => ({ token: event.token }) },
        },
      },
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
        // The provider usually navigates away first; the actor answers done either way (the
        // identity client's failure is the page's to swallow: it is signed out here anyway).
        onDone: { target: 'anonymous' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
