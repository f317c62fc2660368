// The NOMA machine's actor built on the API: which call it makes, and that it is quiet.
// The machine only names it (machines/noma); tests/unit/app/noma-actors.test.ts checks the call.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/create-api.ts';
import type { VerifyNomaEmailInput, VerifyNomaEmailOutput } from '../../../machines/noma/noma.machine.ts';

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
