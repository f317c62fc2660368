// The NOMA machine's actor built on the API: the app passes its Api, tests pass a stub or an Api
// over a fake HTTP. Kept here so the wiring (which call, quiet) is tested with the machine.
import { fromPromise } from 'xstate';
import type { Api } from '../../src/api/create-api.ts';
import type { VerifyNomaEmailInput, VerifyNomaEmailOutput } from './noma.machine.ts';

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
