// The organisation dialogs on the real API: 'Create your company' (systemId 'company'), the NOMA
// email (systemId 'noma', nomaEmail kept in local storage) and the waitlist (systemId 'waitlist').
import { companyActors } from './company-actors.ts';
import { companyMachine } from '../../../machines/company/company.machine.ts';
import { nomaActors } from './noma-actors.ts';
import { nomaMachine } from '../../../machines/noma/noma.machine.ts';
import { waitlistActors } from './waitlist-actors.ts';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';
import { NOMA_EMAIL_STORAGE_KEY } from '../constants.ts';
import type { AppPorts } from './app-ports.ts';

export function companyWiring({ api }: Pick<AppPorts, 'api'>) {
  return companyMachine.provide({ actors: companyActors(api) });
}

export function nomaWiring({ api, browser, notify }: Pick<AppPorts, 'api' | 'browser' | 'notify'>) {
  return nomaMachine.provide({
    actors: nomaActors(api),
    actions: {
      // STORAGE-3, NOMA-FLOW-2.
      'store noma email': (_, params) => browser.localStore.set(NOMA_EMAIL_STORAGE_KEY, params.email),
      // ERR-NOMA-3: 'Validated NOMA Email'.
      'show validated toast': (_, params) => notify({ kind: 'success', message: params.message }),
    },
  });
}

export function waitlistWiring({ api, notify }: Pick<AppPorts, 'api' | 'notify'>) {
  return waitlistMachine.provide({
    actors: waitlistActors(api),
    actions: {
      // STATE-WAITLIST-1..3: persistent, with a Dismiss button.
      'show joined toast': (_, params) => notify({ kind: 'info-persistent', message: params.message, description: params.description }),
    },
  });
}
