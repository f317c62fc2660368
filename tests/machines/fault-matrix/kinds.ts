// The eight fault kinds of the matrix's columns: what the sandbox is told to answer
// (sandbox/faults.ts) and what the error catalogue (spec section 8, docs/decisions/0004) makes of it.
import { INVALID_RESPONSE_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../../src/api/errors.ts';
import type { Notice } from '../../../src/api/notices.ts';

/**
 * The client's time-out for the faulted call in the time-out column (every other call keeps the
 * app's 10 s, so a loaded machine cannot fail a cell by accident): a time-out cell costs ~0.5 s.
 */
export const TIMEOUT_MS = 200;
/** The sandbox answers this late in the time-out column; it then runs the handler anyway. */
export const DELAY_MS = 400;

export const REQUEST_ID = 'req_fault_matrix';
export const FIRST_ERROR = 'First entry of the errors list';
export const ERROR_MESSAGE = 'The message of error.message';

export type KindName =
  | '500 + requestStatus'
  | '4xx errors list'
  | '4xx error.message'
  | 'status text only'
  | 'dropped connection'
  | 'time-out'
  | 'not JSON'
  | 'fails the schema';

export interface Kind {
  name: KindName;
  /** The fields of POST /__sandbox/faults besides method, path and times. */
  fault: Record<string, unknown>;
  /** The catalogue's message: shown as the error toast, thrown, and stored by slices (ERR-10). */
  message: string;
  /** Every toast the catalogue asks for, in order. */
  notices: Notice[];
}

const error = (message: string): Notice => ({ kind: 'error', message });

export const KINDS: readonly Kind[] = [
  // ERR-2, ERR-3, ERR-9: the persistent request-id toast, then (no errors, no message) the status text.
  {
    name: '500 + requestStatus',
    fault: { status: 500, requestStatus: REQUEST_ID },
    message: 'Internal Server Error',
    notices: [{ kind: 'request-id', requestId: REQUEST_ID }, error('Internal Server Error')],
  },
  // ERR-5, ERR-6: the first entry.
  {
    name: '4xx errors list',
    fault: { status: 422, errors: [FIRST_ERROR, 'Second entry'], message: 'not this one' },
    message: FIRST_ERROR,
    notices: [error(FIRST_ERROR)],
  },
  // ERR-7, ERR-8.
  { name: '4xx error.message', fault: { status: 400, message: ERROR_MESSAGE }, message: ERROR_MESSAGE, notices: [error(ERROR_MESSAGE)] },
  // ERR-9: a JSON body with none of the fields; the status text.
  { name: 'status text only', fault: { status: 409 }, message: 'Conflict', notices: [error('Conflict')] },
  { name: 'dropped connection', fault: { drop: true }, message: NETWORK_MESSAGE, notices: [error(NETWORK_MESSAGE)] },
  { name: 'time-out', fault: { delayMs: DELAY_MS }, message: TIMEOUT_MESSAGE, notices: [error(TIMEOUT_MESSAGE)] },
  // A 200 whose body is HTML (an error status with HTML is the status-text column).
  { name: 'not JSON', fault: { notJson: true, status: 200 }, message: INVALID_RESPONSE_MESSAGE, notices: [error(INVALID_RESPONSE_MESSAGE)] },
  { name: 'fails the schema', fault: { invalidShape: true }, message: INVALID_RESPONSE_MESSAGE, notices: [error(INVALID_RESPONSE_MESSAGE)] },
];
