// The checkout's 'create the firm' actor on the real API: the new firm admin's POST /v1/network/group
// (API-36), made as that member once the session holds their token (docs/decisions/0020).
import { fromPromise } from 'xstate';
import type { CreateFirmInput, CreateFirmOutput } from '../../../machines/checkout/checkout.machine.ts';
import type { Api } from '../../api/create-api.ts';

/**
 * Not quiet: a failure shows the error catalogue's toast with the server's message (ERR-AUTH-8);
 * no dialog is open any more to show it. admin_is_user is false: the form does not ask (ROLE-12).
 */
export function createTheFirm(api: Pick<Api, 'createFirm'>) {
  return fromPromise<CreateFirmOutput, CreateFirmInput>(async ({ input, signal }) => {
    const group = await api.createFirm({ organization: input.organization, adminIsUser: false }, { signal });
    return { slug: group.slug };
  });
}
