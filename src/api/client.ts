// The HTTP client every call goes through: a ky instance plus the one place where credentials,
// content type, retries, response validation and the error catalogue are applied. Navigating the
// browser (sign-in on 401, pricing page on a missing product) is the app's business, never this.
import ky, { HTTPError, TimeoutError, type KyInstance, type Options as KyOptions } from 'ky';
import * as v from 'valibot';
import {
  ApiError,
  describeAbort,
  describeHttpFailure,
  describeInvalidResponse,
  describeNetworkFailure,
  describeSessionFailure,
  describeTimeout,
  parseErrorBody,
  type Failure,
} from './errors.ts';
import type { Notify } from './notices.ts';

/** Who a call is made as: a member (bearer token), a guest (no credentials), or a member when one is signed in. */
export type Auth = 'member' | 'guest' | 'optional';

export interface CallOptions {
  /**
   * No error toast: the caller shows its own message. The call still throws an ApiError, and a
   * 5xx answer's persistent 'Request Id' toast still shows (rule ERR-2 holds for every non-OK
   * answer, and no caller's own words carry the id support asks for).
   */
  quiet?: boolean;
  /** No toast at all, not even the request id: calls the user never asked for (tracking). */
  silent?: boolean;
  /** Where this call's toasts go instead of the page's toast area (the sign-up flow's, CONST-37/38). */
  notify?: Notify;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the same key for every retry of one write, so it happens once. */
  idempotencyKey?: string;
  /**
   * A member call's bearer when the session does not hold it yet: the member's own auth_token, just
   * answered by log_in (the known-account form saves the names before the session signs in, 0009).
   */
  memberToken?: string;
}

export interface RequestSpec extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** A path on the API host ('v1/…' or '/v1/…'), or an absolute URL for other hosts. */
  path: string;
  auth: Auth;
  /** Sent as JSON text. */
  json?: unknown;
  /** Sent as is (FormData, Blob, text…); pair it with the content type `Automatic`. */
  body?: BodyInit;
  /** `Content-Type: Automatic` switches the JSON content type off (rule API-3). */
  headers?: Record<string, string>;
  /** Lets the request outlive the page (abandon-checkout). */
  keepalive?: boolean;
}

export interface Http {
  /** The answer parsed as JSON and checked against `schema`. */
  json<S extends v.GenericSchema>(spec: RequestSpec, schema: S): Promise<v.InferOutput<S>>;
  /** Like json, but an answer with `absentStatus` (e.g. 404 'none') is null, without a toast. */
  jsonOrNull<S extends v.GenericSchema>(spec: RequestSpec, schema: S, absentStatus: number): Promise<v.InferOutput<S> | null>;
  /** The answer read as text. */
  text(spec: RequestSpec): Promise<string>;
  /** Only success matters; the body is not read. */
  send(spec: RequestSpec): Promise<void>;
}

export interface HttpDeps {
  baseUrl: string;
  getAccessToken: () => Promise<string>;
  notify: Notify;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Retries of idempotent reads (GET). Default: 2 retries, 300 ms then 600 ms. */
  retry?: { limit?: number; delay?: (attempt: number) => number };
}

export const CONTENT_TYPE_AUTOMATIC = 'Automatic';
const DEFAULT_TIMEOUT_MS = 10_000;
// ky's defaults minus 413 (a too-large body stays too large): network errors, 408, 429 and 5xx.
const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];

// Frees the connection. Not awaited: a body that was cloned (tee) keeps cancel() pending forever.
/** Which of a failure's notices a call shows: all, the request id only (quiet), or none (silent). */
export function noticesFor(failure: Failure, options: CallOptions): Failure['notices'] {
  if (options.silent) return [];
  if (options.quiet) return failure.notices.filter((notice) => notice.kind === 'request-id');
  return failure.notices;
}

function discard(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

function headersFor(spec: RequestSpec, token: string | null): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = { 'Content-Type': 'application/json' };
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    if (name.toLowerCase() === 'content-type') {
      // Removing the header lets fetch derive it from the body (FormData boundary, text/plain).
      headers['Content-Type'] = value === CONTENT_TYPE_AUTOMATIC ? undefined : value;
    } else {
      headers[name] = value;
    }
  }
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (spec.idempotencyKey !== undefined) headers['Idempotency-Key'] = spec.idempotencyKey;
  return headers;
}

export function createHttp(deps: HttpDeps): Http {
  const instance: KyInstance = ky.create({
    timeout: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Non-OK answers throw so ky can retry reads; attempt() turns them into the catalogue's errors.
    throwHttpErrors: true,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const retryLimit = deps.retry?.limit ?? 2;

  const report = (failure: Failure, spec: CallOptions): never => {
    for (const notice of noticesFor(failure, spec)) {
      try {
        (spec.notify ?? deps.notify)(notice);
      } catch (error) {
        // A broken toaster must not turn a known failure into a crash.
        console.warn('notify failed', error);
      }
    }
    throw failure.error;
  };

  async function tokenFor(auth: Auth, memberToken: string | undefined): Promise<string | null> {
    if (auth === 'guest') return null;
    if (memberToken !== undefined && memberToken !== '') return memberToken;
    try {
      const token = await deps.getAccessToken();
      if (token === '') throw new Error('empty access token');
      return token;
    } catch (error) {
      if (auth === 'optional') return null;
      throw describeSessionFailure(error).error;
    }
  }

  function optionsFor(spec: RequestSpec, token: string | null): KyOptions {
    const options: KyOptions = {
      method: spec.method,
      headers: headersFor(spec, token),
      // Only idempotent reads are retried; a POST/PUT/PATCH is sent once (create and upgrade
      // carry an Idempotency-Key so the user's own retry is safe instead).
      retry:
        spec.method === 'GET'
          ? {
              limit: retryLimit,
              methods: ['get'],
              statusCodes: RETRY_STATUS_CODES,
              retryOnTimeout: false,
              ...(deps.retry?.delay ? { delay: deps.retry.delay } : {}),
            }
          : { limit: 0 },
      // Guest calls carry no credentials at all (role table, spec section 6).
      credentials: token === null ? 'omit' : 'same-origin',
    };
    if (!isAbsolute(spec.path)) options.prefixUrl = deps.baseUrl;
    if (spec.json !== undefined) options.body = JSON.stringify(spec.json);
    else if (spec.body !== undefined) options.body = spec.body;
    if (spec.signal) options.signal = spec.signal;
    if (spec.keepalive) options.keepalive = true;
    return options;
  }

  async function classify(error: unknown, spec: RequestSpec): Promise<Failure> {
    if (spec.signal?.aborted) return describeAbort(error);
    if (error instanceof TimeoutError) return describeTimeout(error);
    if (error instanceof HTTPError) {
      const response = error.response;
      const text = await response.text().catch(() => '');
      return describeHttpFailure(response.status, response.statusText, parseErrorBody(text));
    }
    return describeNetworkFailure(error);
  }

  async function attempt(spec: RequestSpec, absentStatus?: number): Promise<Response | null> {
    try {
      const token = await tokenFor(spec.auth, spec.memberToken);
      const path = isAbsolute(spec.path) ? spec.path : spec.path.replace(/^\/+/, '');
      return await instance(path, optionsFor(spec, token));
    } catch (error) {
      if (error instanceof ApiError) throw error; // session: no toast, the app shows a dialog
      if (error instanceof HTTPError && error.response.status === absentStatus) {
        discard(error.response);
        return null;
      }
      return report(await classify(error, spec), spec);
    }
  }

  async function fetchResponse(spec: RequestSpec): Promise<Response> {
    const response = await attempt(spec);
    // attempt() only answers null for an absentStatus, which is not given here.
    if (response === null) return report(describeInvalidResponse(), spec);
    return response;
  }

  async function readText(response: Response, spec: RequestSpec): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      return report(spec.signal?.aborted ? describeAbort(error) : describeNetworkFailure(error), spec);
    }
  }

  async function readJson<S extends v.GenericSchema>(response: Response, spec: RequestSpec, schema: S): Promise<v.InferOutput<S>> {
    const text = await readText(response, spec);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      console.warn(`${spec.method} ${spec.path}: the answer is not JSON`, error);
      return report(describeInvalidResponse(error), spec);
    }
    const result = v.safeParse(schema, data);
    if (!result.success) {
      const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
      console.warn(`${spec.method} ${spec.path}: the answer does not match its schema`, where);
      return report(describeInvalidResponse(new v.ValiError(result.issues)), spec);
    }
    return result.output;
  }

  return {
    async json(spec, schema) {
      return readJson(await fetchResponse(spec), spec, schema);
    },
    async jsonOrNull(spec, schema, absentStatus) {
      const response = await attempt(spec, absentStatus);
      return response === null ? null : readJson(response, spec, schema);
    },
    async text(spec) {
      return readText(await fetchResponse(spec), spec);
    },
    async send(spec) {
      discard(await fetchResponse(spec));
    },
  };
}
