// When a member call finds no valid session (the identity client gave no access token), the
// network dialog opens its invalidToken case: 'Your session is no longer valid. Please refresh
// the page.' (ERR-NETWORK-3). The API layer shows no toast for it, so the dialog is the one message.
import type { Http } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { NetworkEvent } from '../../../machines/network/events.ts';
import type { SystemLink } from './system-link.ts';

export const isSessionFailure = (error: unknown): boolean => isApiError(error) && error.kind === 'session';

/** The same Http, telling `onSessionFailure` each time a call fails for want of a session. */
export function reportingSessionFailures(http: Http, onSessionFailure: () => void): Http {
  const watch = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (isSessionFailure(error)) onSessionFailure();
      throw error;
    }
  };
  return {
    json: (spec, schema) => watch(http.json(spec, schema)),
    jsonOrNull: (spec, schema, absentStatus) => watch(http.jsonOrNull(spec, schema, absentStatus)),
    text: (spec) => watch(http.text(spec)),
    send: (spec) => watch(http.send(spec)),
  };
}

export function openInvalidTokenDialog(link: SystemLink): void {
  const event: NetworkEvent = { type: 'open', reason: 'invalidToken' };
  link.send('network', event);
}
