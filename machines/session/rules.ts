// The session's pure rules: the member as the app keeps it (spec section 3, Member / user), the
// group-admin rule (ENTITY-34), the async status words (STATE-ASYNC-1) and failure messages.
import { IDENTITY_ERROR_MESSAGES, isIdentityError, type IdentityErrorCode } from './identity-port.ts';
import type { GroupAccount, Member } from '../domain/member.ts';

/** An async slice's status: idle (0), loading (1), succeeded (2), failed (3) — rule STATE-ASYNC-1. */
export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export const ASYNC_STATUS_CODES: Record<AsyncStatus, 0 | 1 | 2 | 3> = { idle: 0, loading: 1, succeeded: 2, failed: 3 };

/** What GET /v1/are/member/profile answers (docs/api-contract.md), as src/api parses it. */
export type MemberProfile = Member;

/** The signed-in member as the machines and views read it. */
export interface SessionMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** 91 is the firm plan (rule CONST-9); null when the member has no group. */
  groupId: number | null;
  groupAccounts: readonly GroupAccount[];
  /** True when any groupAccounts entry is admin (rules ENTITY-34, STATE-PROFILE-3). */
  isGroupAdmin: boolean;
  /** The member's own token, when the provider sends one (spec section 3). */
  authToken: string | null;
}

/** Rule ENTITY-34: any admin entry makes the member a group admin. */
export const isGroupAdmin = (groupAccounts: readonly Pick<GroupAccount, 'admin'>[]): boolean =>
  groupAccounts.some((account) => account.admin);

/** The profile answer turned into the session's member, with isGroupAdmin computed (STATE-PROFILE-2, -3). */
export function toSessionMember(profile: MemberProfile): SessionMember {
  const groupAccounts = profile.groupAccounts ?? [];
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    groupId: profile.groupId ?? null,
    groupAccounts,
    isGroupAdmin: isGroupAdmin(groupAccounts),
    authToken: profile.auth_token ?? null,
  };
}

/** The text stored on failure (STATE-LOGIN-7): identity errors carry their own member-facing text. */
export function failureMessage(error: unknown): string {
  if (isIdentityError(error)) return error.message;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return IDENTITY_ERROR_MESSAGES.unknown;
}

/** ERR-IDP-1: the words of the button that opens the sign-in window again. */
export const TRY_AGAIN = 'Try again';

/**
 * ERR-IDP-1: the sign-in window never came up (the browser blocked it) or the visitor closed it. Told
 * with a button that opens it again (the visitor was in the middle of signing in); other failures
 * are only told.
 */
export const theSignInWindowWasRefused = (code: IdentityErrorCode | null): boolean => code === 'popup_cancelled' || code === 'popup_blocked';
