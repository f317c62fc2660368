// Member calls: profile, active subscriptions, email check, log-in and account creation.
import type { CallOptions, Http } from '../client.ts';
import { PROPERTY_ID } from '../payloads.ts';
import { CreatedAccountSchema, EmailCheckSchema, LoginResultSchema, MemberAnswerSchema } from '../schemas/member.ts';
import { ActiveSubscriptionsSchema } from '../schemas/subscription.ts';
import type { CreatedAccount, EmailCheck, LoginResult, Member } from '../../../machines/domain/member.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

/** GET /v1/are/member/profile (rule API-12). */
export async function loadMemberProfile(http: Http, options: CallOptions = {}): Promise<Member> {
  const answer = await http.json({ ...options, method: 'GET', path: 'v1/are/member/profile', auth: 'member' }, MemberAnswerSchema);
  return answer.member;
}

/** isGroupAdmin: any groupAccounts entry is admin (rule ENTITY-34). */
export const isGroupAdmin = (member: Pick<Member, 'groupAccounts'>): boolean => member.groupAccounts.some((account) => account.admin);

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  updateEmail: boolean;
}

/** PATCH /v1/are/member/profile; success is HTTP 200, the body is not needed (rule API-13). */
export function updateMemberProfile(http: Http, update: ProfileUpdate, options: CallOptions = {}): Promise<void> {
  return http.send({
    ...options,
    method: 'PATCH',
    path: 'v1/are/member/profile',
    auth: 'member',
    json: { first_name: update.firstName, last_name: update.lastName, email: update.email, update_email: update.updateEmail },
  });
}

/** GET /v1/are/member/active_subscriptions: active and canceled ones (rule API-19). */
export async function loadActiveSubscriptions(http: Http, options: CallOptions = {}): Promise<Subscription[]> {
  const answer = await http.json(
    { ...options, method: 'GET', path: 'v1/are/member/active_subscriptions', auth: 'member' },
    ActiveSubscriptionsSchema,
  );
  return answer.subscriptions;
}

/** POST /v1/are/member/email: sign-up email check, noma check, association-email check (rules API-25/26). */
export function checkEmail(http: Http, email: string, options: CallOptions = {}): Promise<EmailCheck> {
  return http.json(
    { ...options, method: 'POST', path: 'v1/are/member/email', auth: 'guest', json: { email: email.trim() } },
    EmailCheckSchema,
  );
}

/** POST /v1/guest/are/log_in (rule API-27). Sign-in passes quiet and maps the message itself (ERR-AUTH-1/2). */
export function logIn(http: Http, credentials: { email: string; password: string }, options: CallOptions = {}): Promise<LoginResult> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/guest/are/log_in',
      auth: 'guest',
      json: { email: credentials.email.trim(), password: credentials.password },
    },
    LoginResultSchema,
  );
}

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /v1/are/member/profile, creating an individual account (rule API-11). */
export function createAccount(http: Http, details: AccountDetails, options: CallOptions = {}): Promise<CreatedAccount> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/member/profile',
      auth: 'guest',
      json: {
        email: details.email.trim(),
        password: details.password,
        firstname: details.firstName.trim(),
        lastname: details.lastName.trim(),
        property_id: PROPERTY_ID,
      },
    },
    CreatedAccountSchema,
  );
}
