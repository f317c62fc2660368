// The error catalogue of spec section 8 as a pure function: every branch, in order.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeHttpFailure,
  describeInvalidResponse,
  describeNetworkFailure,
  describeSessionFailure,
  describeTimeout,
  errorMessage,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_MESSAGE,
  parseErrorBody,
  SESSION_MESSAGE,
  statusTextOf,
  TIMEOUT_MESSAGE,
} from '../../../src/api/errors.ts';

describe('describeHttpFailure', () => {
  it('ERR-1 ERR-2 ERR-3 ERR-5 ERR-6: 5xx with requestStatus gives the request-id notice, then the first errors entry', () => {
    const { error, notices } = describeHttpFailure(500, 'Internal Server Error', {
      requestStatus: 'req_8f2k',
      errors: ['Card store unavailable', 'second'],
      error: { message: 'not this one' },
    });
    expect(notices).toEqual([
      { kind: 'request-id', requestId: 'req_8f2k' },
      { kind: 'error', message: 'Card store unavailable' },
    ]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Card store unavailable');
    expect(error.status).toBe(500);
    expect(error.requestId).toBe('req_8f2k');
    expect(error.errors).toEqual(['Card store unavailable', 'second']);
  });

  it('ERR-2: a status below 500 never shows the request-id notice, even with requestStatus', () => {
    const { notices } = describeHttpFailure(499, 'Client Closed', { requestStatus: 'req_1', error: { message: 'Nope' } });
    expect(notices).toEqual([{ kind: 'error', message: 'Nope' }]);
  });

  it('ERR-2: a 5xx without requestStatus shows only the message', () => {
    const { notices } = describeHttpFailure(503, 'Service Unavailable', { error: { message: 'Down for maintenance' } });
    expect(notices).toEqual([{ kind: 'error', message: 'Down for maintenance' }]);
  });

  it('ERR-7 ERR-8: error.message is used when errors is empty', () => {
    const { error, notices } = describeHttpFailure(401, 'Unauthorized', { errors: [], error: { message: 'Email or password is incorrect' } });
    expect(notices).toEqual([{ kind: 'error', message: 'Email or password is incorrect' }]);
    expect(error.message).toBe('Email or password is incorrect');
    expect(error.errors).toBeUndefined();
  });

  it('ERR-5: an errors list of objects with message is read, blank entries are skipped', () => {
    const { error } = describeHttpFailure(422, 'Unprocessable Content', { errors: ['  ', { message: 'Postal code is invalid' }] });
    expect(error.message).toBe('Postal code is invalid');
  });

  it('ERR-9: with neither errors nor error.message, the HTTP status text is shown and thrown', () => {
    const { error, notices } = describeHttpFailure(404, 'Not Found', { something: 'else' });
    expect(notices).toEqual([{ kind: 'error', message: 'Not Found' }]);
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
  });

  it('ERR-2 ERR-9: a 5xx with requestStatus but no message shows the request id then the status text', () => {
    const { notices } = describeHttpFailure(502, 'Bad Gateway', { requestStatus: 'req_x' });
    expect(notices).toEqual([
      { kind: 'request-id', requestId: 'req_x' },
      { kind: 'error', message: 'Bad Gateway' },
    ]);
  });

  it('ERR-9: an empty status text (HTTP/2) falls back to the standard reason phrase, never an empty toast', () => {
    expect(describeHttpFailure(409, '', undefined).error.message).toBe('Conflict');
    expect(statusTextOf(599, '')).toBe('Request failed with status 599');
  });

  it('ERR-1: an unparseable body falls through to the status text', () => {
    const body = parseErrorBody('<html>Bad gateway</html>');
    expect(body).toBeUndefined();
    expect(describeHttpFailure(502, 'Bad Gateway', body).error.message).toBe('Bad Gateway');
  });
});

describe('other failures', () => {
  it('ERR-10: network, time-out and unreadable answers each carry a message and one error notice', () => {
    for (const [failure, kind, message] of [
      [describeNetworkFailure(), 'network', NETWORK_MESSAGE],
      [describeTimeout(), 'timeout', TIMEOUT_MESSAGE],
      [describeInvalidResponse(), 'invalid-response', INVALID_RESPONSE_MESSAGE],
    ] as const) {
      expect(failure.error.kind).toBe(kind);
      expect(failure.error.message).toBe(message);
      expect(failure.notices).toEqual([{ kind: 'error', message }]);
    }
  });

  it('ERR-NETWORK-3: a session failure shows no toast (the app opens the invalidToken dialog)', () => {
    const { error, notices } = describeSessionFailure(new Error('login_required'));
    expect(error.kind).toBe('session');
    expect(error.message).toBe(SESSION_MESSAGE);
    expect(notices).toEqual([]);
  });

  it('ERR-10: errorMessage gives slices a text for anything thrown', () => {
    expect(errorMessage(new ApiError('http', 'Nope'))).toBe('Nope');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});
