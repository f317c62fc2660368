// The NOMA association-email dialog (systemId 'noma') on the real API, with nomaEmail kept in local
// storage. The machine only names its call; tests/unit/app/noma-actors.test.ts checks it.
import { fromPromise } from 'xstate';
import { nomaMachine, type VerifyNomaEmailInput, type VerifyNomaEmailOutput } from '../../../machines/noma/noma.machine.ts';
import type { Api } from '../../api/create-api.ts';
import { NOMA_EMAIL_STORAGE_KEY } from '../constants.ts';
import type { AppPorts } from './app-wiring.ts';

export function nomaActors(api: Pick<Api, 'checkEmail'>) {
  return {
    // POST /v1/are/member/email (API-25/26). Quiet: the dialog shows ERR-NOMA-1's own message
    // instead of the catalogue's toast.
    'verify association email': fromPromise<VerifyNomaEmailOutput, VerifyNomaEmailInput>(async ({ input, signal }) => {
      const check = await api.checkEmail(input.email, { quiet: true, signal });
      return { noma: check.noma };
    }),
  };
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
