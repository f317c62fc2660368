// The auth machine's actors built on the API: which call each one makes and which fields it keeps.
// The machine only names them (machines/auth); its tests run this factory over a stub Api.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/create-api.ts';
import type { CreateAccountInput, CreateAdminAccountInput, NewAccount, SaveNamesInput, SignInInput, SignInOutput } from '../../../machines/auth/types.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';

export type AuthApi = Pick<Api, 'checkEmail' | 'createAccount' | 'logIn' | 'updateMemberProfile' | 'createAdminAccount' | 'requestPasswordReset'>;

/**
 * Every call is quiet (no error-catalogue toast): the dialog shows its own message for each failure
 * (ERR-AUTH-1..7), and a toast with the server's raw words beside it would contradict it.
 */
export function authActors(api: AuthApi) {
  return {
    'check email': fromPromise<EmailAccounts, { email: string }>(async ({ input, signal }) => {
      const answer = await api.checkEmail(input.email, { quiet: true, signal });
      return { are: answer.accounts.are, network: answer.accounts.network };
    }),
    'create account': fromPromise<NewAccount, CreateAccountInput>(async ({ input, signal }) => {
      const answer = await api.createAccount(input, { quiet: true, signal });
      return { memberId: answer.member.id, authToken: answer.member.auth_token, slug: answer.org_slug };
    }),
    'sign in': fromPromise<SignInOutput, SignInInput>(async ({ input, signal }) => {
      const answer = await api.logIn(input, { quiet: true, signal });
      return { authToken: answer.auth_token };
    }),
    // The session does not hold the new member yet: the log-in's own token is this call's bearer.
    'save the names': fromPromise<void, SaveNamesInput>(async ({ input, signal }) => {
      await api.updateMemberProfile(
        { firstName: input.firstName, lastName: input.lastName, email: input.email, updateEmail: false },
        { quiet: true, signal, memberToken: input.authToken },
      );
    }),
    'create admin account': fromPromise<NewAccount, CreateAdminAccountInput>(async ({ input, signal }) => {
      // adminIsUser: false, not on the form (spec 3, ENTITY-39).
      const answer = await api.createAdminAccount({ ...input, adminIsUser: false }, { quiet: true, signal });
      return { memberId: answer.member.id, authToken: answer.member.auth_token, slug: answer.slug };
    }),
    'send password reset': fromPromise<void, { email: string }>(async ({ input, signal }) => {
      await api.requestPasswordReset(input.email, { quiet: true, signal });
    }),
  };
}
