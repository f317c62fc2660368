// Test harness for src/api: an msw server, a recording fetch, collected notices and an Http
// built the way the app builds it (only timeouts and retry delays shortened).
import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHttp, type Http, type HttpDeps } from '../../../../src/api/client.ts';
import { createApi, type Api } from '../../../../src/api/create-api.ts';
import type { Notice } from '../../../../src/api/notices.ts';

export const BASE = 'http://api.test';
export const url = (path: string) => `${BASE}${path}`;

export const server = setupServer();

/** Starts msw for the calling test file; unknown requests fail the test. */
export function startServerForFile(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface Harness {
  http: Http;
  notices: Notice[];
  /** Every Request handed to fetch, retries included. */
  sent: Request[];
}

export function makeHttp(overrides: Partial<HttpDeps> = {}): Harness {
  const notices: Notice[] = [];
  const sent: Request[] = [];
  const recordingFetch: typeof globalThis.fetch = (input, init) => {
    if (input instanceof Request) sent.push(input);
    return globalThis.fetch(input, init);
  };
  const http = createHttp({
    baseUrl: BASE,
    getAccessToken: () => Promise.resolve('token-123'),
    notify: (notice) => notices.push(notice),
    fetch: recordingFetch,
    retry: { delay: () => 0 },
    ...overrides,
  });
  return { http, notices, sent };
}

export interface Captured {
  method: string;
  path: string;
  headers: Headers;
  /** The JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

type Method = 'get' | 'post' | 'put' | 'patch';

/** Answers `method path` with `answer` (a Response factory) and records what was sent. */
export function capture(method: Method, path: string, answer: () => Response): Captured[] {
  const seen: Captured[] = [];
  server.use(
    mswHttp[method](url(path), async ({ request }) => {
      const text = await request.text();
      let body: unknown = undefined;
      if (text !== '') {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = text;
        }
      }
      seen.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body });
      return answer();
    }),
  );
  return seen;
}

export const answerJson = (body: JsonBodyType, status = 200) => (): Response => HttpResponse.json(body, { status });

export const TEST_IDENTITY = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

/** The app's API over the test HTTP client, against a test identity provider at http://issuer.test/. */
export function setupApi(): Harness & { api: Api } {
  const harness = makeHttp();
  return { ...harness, api: createApi({ http: harness.http, identity: TEST_IDENTITY }) };
}
