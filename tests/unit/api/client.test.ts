// The HTTP client end to end against msw: the catalogue applied in one place, content type,
// credentials, session failures, retries, quiet calls and schema checks.
import { delay, http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../../src/api/errors.ts';
import { makeHttp, server, url, startServerForFile } from './support/harness.ts';

startServerForFile();
afterEach(() => vi.restoreAllMocks());

const Ok = v.looseObject({ ok: v.boolean() });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

describe('error catalogue through the client', () => {
  it('ERR-2 ERR-3 ERR-5 ERR-6: a 500 with requestStatus toasts the request id, then the first errors entry, and throws it', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ requestStatus: 'req_8f2k', errors: ['Card store unavailable'] }, { status: 500 })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(notices).toEqual([
      { kind: 'request-id', requestId: 'req_8f2k' },
      { kind: 'error', message: 'Card store unavailable' },
    ]);
    expect(error).toMatchObject({ kind: 'http', status: 500, requestId: 'req_8f2k', message: 'Card store unavailable' });
  });

  it('ERR-7 ERR-8: error.message is toasted and thrown', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ error: { message: 'email exists' } }, { status: 400 })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error.message).toBe('email exists');
    expect(notices).toEqual([{ kind: 'error', message: 'email exists' }]);
  });

  it('ERR-9: with no message in the body the status text is toasted and thrown', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({}, { status: 409, statusText: 'Conflict' })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Conflict' });
    expect(notices).toEqual([{ kind: 'error', message: 'Conflict' }]);
  });

  it('ERR-1 ERR-9: a non-JSON error body falls back to the status text', async () => {
    server.use(mock.post(url('/v1/x'), () => new HttpResponse('<h1>502</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error.message).toBe('Bad Gateway');
    expect(notices).toEqual([{ kind: 'error', message: 'Bad Gateway' }]);
  });

  it('ERR-10: a network failure becomes kind network with its message and one toast', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.error()));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_MESSAGE });
    expect(notices).toEqual([{ kind: 'error', message: NETWORK_MESSAGE }]);
  });

  it('ERR-10: a time-out becomes kind timeout', async () => {
    server.use(mock.post(url('/v1/x'), async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    const { http, notices } = makeHttp({ timeoutMs: 30 });
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
    expect(notices).toEqual([{ kind: 'error', message: TIMEOUT_MESSAGE }]);
  });

  it('ERR-10: an answer failing its schema becomes kind invalid-response, never undefined fields', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ ok: 'yes' })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok));
    expect(error).toMatchObject({ kind: 'invalid-response', message: INVALID_RESPONSE_MESSAGE });
    expect(notices).toEqual([{ kind: 'error', message: INVALID_RESPONSE_MESSAGE }]);
  });

  it('ERR-10: a 200 answer that is not JSON is an invalid response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mock.get(url('/v1/x'), () => HttpResponse.text('<html>maintenance</html>')));
    const { http } = makeHttp();
    expect((await rejection(http.json({ method: 'GET', path: 'v1/x', auth: 'guest' }, Ok))).kind).toBe('invalid-response');
  });

  it('ERR-5: quiet calls throw the same ApiError without the error toast', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ errors: ['Hidden'] }, { status: 422 })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {}, quiet: true }, Ok));
    expect(error).toMatchObject({ kind: 'http', message: 'Hidden', status: 422 });
    expect(notices).toEqual([]);
  });

  it("ERR-2, CONST-37: a call that names its own toast area sends every notice there, none to the page's", async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ requestStatus: 'req_9', errors: ['Firm store down'] }, { status: 500 })));
    const { http, notices } = makeHttp();
    const elsewhere: unknown[] = [];
    await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {}, notify: (notice) => elsewhere.push(notice) }, Ok));
    expect(elsewhere).toEqual([
      { kind: 'request-id', requestId: 'req_9' },
      { kind: 'error', message: 'Firm store down' },
    ]);
    expect(notices).toEqual([]);
  });

  it('ERR-2 ERR-3: a quiet call still shows the persistent request-id toast of a 5xx answer', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ requestStatus: 'req_q', errors: ['Hidden'] }, { status: 500 })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {}, quiet: true }, Ok));
    expect(error).toMatchObject({ kind: 'http', message: 'Hidden', requestId: 'req_q' });
    expect(notices).toEqual([{ kind: 'request-id', requestId: 'req_q' }]);
  });

  it('API-31..33 API-38 API-40: silent calls (tracking) show nothing, not even a request id', async () => {
    server.use(mock.post(url('/v1/x'), () => HttpResponse.json({ requestStatus: 'req_s', errors: ['Hidden'] }, { status: 500 })));
    const { http, notices } = makeHttp();
    const error = await rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {}, silent: true }, Ok));
    expect(error).toMatchObject({ kind: 'http', requestId: 'req_s' });
    expect(notices).toEqual([]);
  });

  it('a cancelled call rejects with kind aborted and shows nothing', async () => {
    server.use(mock.post(url('/v1/x'), async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    const { http, notices } = makeHttp();
    const controller = new AbortController();
    const pending = rejection(http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {}, signal: controller.signal }, Ok));
    setTimeout(() => controller.abort(), 10);
    expect((await pending).kind).toBe('aborted');
    expect(notices).toEqual([]);
  });
});

describe('headers and credentials', () => {
  it('API-1 API-2: calls go to the API host with a JSON content type by default', async () => {
    let contentType: string | null = null;
    server.use(mock.post(url('/v1/x'), ({ request }) => { contentType = request.headers.get('content-type'); return HttpResponse.json({ ok: true }); }));
    const { http } = makeHttp();
    await expect(http.json({ method: 'POST', path: '/v1/x', auth: 'guest', json: { a: 1 } }, Ok)).resolves.toEqual({ ok: true });
    expect(contentType).toBe('application/json');
  });

  it('API-3: the value Automatic switches the JSON content type off so the body decides', async () => {
    const seen: (string | null)[] = [];
    server.use(mock.post(url('/v1/x'), ({ request }) => { seen.push(request.headers.get('content-type')); return HttpResponse.json({ ok: true }); }));
    const { http } = makeHttp();
    const form = new FormData();
    form.set('file', 'x');
    await http.json({ method: 'POST', path: 'v1/x', auth: 'guest', body: form, headers: { 'Content-Type': 'Automatic' } }, Ok);
    await http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: { a: 1 }, headers: { 'content-type': 'Automatic' } }, Ok);
    expect(seen[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]).toBe('text/plain;charset=UTF-8');
  });

  it('API-4: member calls carry the bearer token; guest calls carry no credentials', async () => {
    const auth: (string | null)[] = [];
    server.use(mock.post(url('/v1/x'), ({ request }) => { auth.push(request.headers.get('authorization')); return HttpResponse.json({ ok: true }); }));
    const { http, sent } = makeHttp();
    await http.json({ method: 'POST', path: 'v1/x', auth: 'member', json: {} }, Ok);
    await http.json({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} }, Ok);
    expect(auth).toEqual(['Bearer token-123', null]);
    expect(sent.map((r) => r.credentials)).toEqual(['same-origin', 'omit']);
  });

  it('ERR-NETWORK-3: a failing token request is a session error: no request, no toast', async () => {
    const { http, notices, sent } = makeHttp({ getAccessToken: () => Promise.reject(new Error('login_required')) });
    const error = await rejection(http.json({ method: 'GET', path: 'v1/x', auth: 'member' }, Ok));
    expect(error.kind).toBe('session');
    expect(sent).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('API-10: an optional-auth call goes out as a guest when no token can be had', async () => {
    let authorization: string | null = 'unset';
    server.use(mock.get(url('/v1/x'), ({ request }) => { authorization = request.headers.get('authorization'); return HttpResponse.json({ ok: true }); }));
    const { http } = makeHttp({ getAccessToken: () => Promise.reject(new Error('login_required')) });
    await http.json({ method: 'GET', path: 'v1/x', auth: 'optional' }, Ok);
    expect(authorization).toBeNull();
  });

  it('API-1 API-37: paths go to the API host; absolute URLs (the identity provider) go where they say', async () => {
    const hits: string[] = [];
    server.use(
      mock.post('http://issuer.test/dbconnections/change_password', () => { hits.push('issuer'); return HttpResponse.text('sent'); }),
      mock.post(url('/v1/x'), () => { hits.push('api'); return HttpResponse.json({ ok: true }); }),
    );
    const { http } = makeHttp();
    await expect(http.text({ method: 'POST', path: 'http://issuer.test/dbconnections/change_password', auth: 'guest', json: {} })).resolves.toBe('sent');
    await http.send({ method: 'POST', path: 'v1/x', auth: 'guest', json: {} });
    expect(hits).toEqual(['issuer', 'api']);
  });
});

describe('retries', () => {
  it('API-45: POST, PUT and PATCH are sent once, even on a 503 or a network error', async () => {
    let count = 0;
    server.use(
      mock.post(url('/v1/x'), () => { count += 1; return HttpResponse.json({ requestStatus: 'r' }, { status: 503 }); }),
      mock.put(url('/v1/x'), () => { count += 1; return HttpResponse.json({}, { status: 503 }); }),
      mock.patch(url('/v1/x'), () => { count += 1; return HttpResponse.error(); }),
    );
    const { http } = makeHttp();
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      await rejection(http.send({ method, path: 'v1/x', auth: 'guest', json: {} }));
    }
    expect(count).toBe(3);
  });

  it('API-45: GET reads are retried twice on 503 and the final failure toasts once', async () => {
    let count = 0;
    server.use(mock.get(url('/v1/x'), () => { count += 1; return HttpResponse.json({ requestStatus: 'req_r' }, { status: 503, statusText: 'Service Unavailable' }); }));
    const { http, notices } = makeHttp();
    await rejection(http.json({ method: 'GET', path: 'v1/x', auth: 'guest' }, Ok));
    expect(count).toBe(3);
    expect(notices).toEqual([
      { kind: 'request-id', requestId: 'req_r' },
      { kind: 'error', message: 'Service Unavailable' },
    ]);
  });

  it('API-45: a GET that fails on the network once succeeds on retry without a toast', async () => {
    let count = 0;
    server.use(mock.get(url('/v1/x'), () => { count += 1; return count === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }); }));
    const { http, notices } = makeHttp();
    await expect(http.json({ method: 'GET', path: 'v1/x', auth: 'guest' }, Ok)).resolves.toEqual({ ok: true });
    expect(count).toBe(2);
    expect(notices).toEqual([]);
  });

  it('API-45: a GET is not retried on a 4xx', async () => {
    let count = 0;
    server.use(mock.get(url('/v1/x'), () => { count += 1; return HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 }); }));
    const { http } = makeHttp();
    expect((await rejection(http.json({ method: 'GET', path: 'v1/x', auth: 'member' }, Ok))).status).toBe(401);
    expect(count).toBe(1);
  });
});

describe('jsonOrNull', () => {
  it('PAGE1-11: the absent status reads as null without a toast; other failures still toast', async () => {
    server.use(
      mock.get(url('/v1/none'), () => HttpResponse.json({ error: { message: 'no payment method' } }, { status: 404 })),
      mock.get(url('/v1/broken'), () => HttpResponse.json({ error: { message: 'Boom' } }, { status: 400 })),
    );
    const { http, notices } = makeHttp();
    await expect(http.jsonOrNull({ method: 'GET', path: 'v1/none', auth: 'member' }, Ok, 404)).resolves.toBeNull();
    expect(notices).toEqual([]);
    expect((await rejection(http.jsonOrNull({ method: 'GET', path: 'v1/broken', auth: 'member' }, Ok, 404))).message).toBe('Boom');
    expect(notices).toEqual([{ kind: 'error', message: 'Boom' }]);
  });
});
