// The checkout's 'create the firm' actor on the real API: the new firm admin's POST /v1/network/group
// (API-36), made as that member once the session holds their token (docs/decisions/0020).
import { fromPromise } from 'xstate';
import type { CreateFirmInput, CreateFirmOutput } from '../../../machines/checkout/checkout.machine.ts';
import type { Api } from '../../api/create-api.ts';
import type { Notify } from '../../api/notices.ts';

/**
 * Not quiet: a failure shows the error catalogue's toast with the server's message (ERR-AUTH-8),
 * in the sign-up flow's toast area (top-right, 5 s: CONST-37/38), since it is that flow's last
 * step and no dialog is open any more to show it. admin_is_user is false: the form does not ask (ROLE-12).
 */
export function createTheFirm(api: Pick<Api, 'createFirm'>, notifySignUp: Notify) {
  return fromPromise<CreateFirmOutput, CreateFirmInput>(async ({ input, signal }) => {
    const group = await api.createFirm({ organization: input.organization, adminIsUser: false }, { signal, notify: notifySignUp });
    return { slug: group.slug };
  });
}
