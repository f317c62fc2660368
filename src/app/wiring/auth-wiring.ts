// The sign-up and sign-in dialog (systemId 'auth') on the real API (every call quiet: the dialog
// words its own failures, ERR-AUTH-1..7), with its tracking event and the learning-site frame.
// The machine only names its calls; its tests run authActors over a stub Api.
import { fromPromise } from 'xstate';
import { authMachine } from '../../../machines/auth/auth.machine.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';
import type { CreateAccountInput, CreateAdminAccountInput, NewAccount, SaveNamesInput, SignInInput, SignInOutput } from '../../../machines/auth/types.ts';
import type { Api } from '../../api/create-api.ts';
import type { AppPorts } from './app-wiring.ts';

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

/** STATE-ACCOUNT-5: a hidden 1-pixel frame pointing to the learning site (it reads the shared bks_token). */
function addLearningSiteFrame(doc: Document, url: string): void {
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.title = 'Learning site sign-in';
  frame.width = '1';
  frame.height = '1';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:absolute;width:1px;height:1px;border:0;left:-9999px;top:0;';
  doc.body.appendChild(frame);
}

export function authWiring({ api, browser, config }: Pick<AppPorts, 'api' | 'browser' | 'config'>, doc: Document | undefined = globalThis.document) {
  return authMachine.provide({
    actors: authActors(api),
    actions: {
      // SIGNUP-FORM-4: no personal data in the event.
      'track sign-up submitted': (_, params) => browser.analytics.push({ event: 'signUpSubmitted', form: params.form }),
      'add learning site frame': () => {
        if (doc) addLearningSiteFrame(doc, config.urls.learn);
      },
    },
  });
}
