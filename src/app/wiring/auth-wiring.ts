// The sign-up and sign-in dialog (systemId 'auth') on the real API (every call quiet: the dialog
// words its own failures, ERR-AUTH-1..7), with its tracking event and the learning-site frame.
import { authActors } from './auth-actors.ts';
import { authMachine } from '../../../machines/auth/auth.machine.ts';
import type { AppPorts } from './app-ports.ts';

/** STATE-ACCOUNT-5: a hidden 1-pixel frame pointing to the learning site (it reads the shared bks_token). */
export function addLearningSiteFrame(doc: Document, url: string): void {
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
