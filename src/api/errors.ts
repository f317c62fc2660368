// The error catalogue of spec section 8 as one pure module: every failed call becomes an ApiError
// plus the notices the toaster shows. Pure so the branches are tested without HTTP, and so the
// client applies them in exactly one place (client.ts).
import type { Notice } from './notices.ts';

export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-response'
  /** The identity client gave no access token: the app shows the network dialog's invalidToken case. */
  | 'session'
  /** The caller cancelled (e.g. a stopped actor): nothing to show. */
  | 'aborted';

export interface ApiErrorDetails {
  status?: number;
  requestId?: string;
  errors?: string[];
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly requestId?: string;
  readonly errors?: string[];

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.requestId !== undefined) this.requestId = details.requestId;
    if (details.errors !== undefined) this.errors = details.errors;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an answer we could not read. Please try again.';
// Same words as the network dialog's invalidToken case, so a slice that shows it stays truthful.
export const SESSION_MESSAGE = 'Your session is no longer valid. Please refresh the page.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

export interface Failure {
  error: ApiError;
  notices: Notice[];
}

// HTTP/2 answers carry no reason phrase, so rule 4 would show an empty toast without this table.
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextOf(status: number, statusText: string): string {
  const given = statusText.trim();
  if (given !== '') return given;
  return REASON_PHRASES[status] ?? `Request failed with status ${status}`;
}

/** Reads an error body's text as JSON; anything unparseable (HTML, plain text, empty) is undefined. */
export function parseErrorBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

// The contract says a string; a number or an object with an id is accepted rather than lost,
// because the request id is what support needs most (rule ERR-3).
function requestIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) return nonEmptyText(value.requestId) ?? nonEmptyText(value.id);
  return nonEmptyText(value);
}

// Entries are strings in the contract; `{ message }` entries are read too so a provider that
// sends validation objects still shows words, not '[object Object]'.
function errorEntriesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => nonEmptyText(entry) ?? (isRecord(entry) ? nonEmptyText(entry.message) : undefined))
    .filter((entry): entry is string => entry !== undefined);
}

function errorMessageOf(value: unknown): string | undefined {
  if (isRecord(value)) return nonEmptyText(value.message);
  return nonEmptyText(value);
}

/**
 * Spec section 8 for a non-OK answer. `body` is the parsed JSON body, or undefined when the body
 * was not JSON (rule ERR-1). The message is shown as an error toast and thrown in every branch,
 * the status-text one included (ERR-9, see docs/decisions/0004-error-catalogue.md).
 */
export function describeHttpFailure(status: number, statusText: string, body: unknown): Failure {
  const notices: Notice[] = [];
  const fields = isRecord(body) ? body : {};
  const requestId = requestIdOf(fields.requestStatus);
  if (status >= 500 && requestId !== undefined) notices.push({ kind: 'request-id', requestId });

  const errors = errorEntriesOf(fields.errors);
  const message = errors[0] ?? errorMessageOf(fields.error) ?? statusTextOf(status, statusText);
  notices.push({ kind: 'error', message });

  const details: ApiErrorDetails = { status };
  if (requestId !== undefined) details.requestId = requestId;
  if (errors.length > 0) details.errors = errors;
  return { error: new ApiError('http', message, details), notices };
}

export function describeNetworkFailure(cause?: unknown): Failure {
  return { error: new ApiError('network', NETWORK_MESSAGE, { cause }), notices: [{ kind: 'error', message: NETWORK_MESSAGE }] };
}

export function describeTimeout(cause?: unknown): Failure {
  return { error: new ApiError('timeout', TIMEOUT_MESSAGE, { cause }), notices: [{ kind: 'error', message: TIMEOUT_MESSAGE }] };
}

export function describeInvalidResponse(cause?: unknown): Failure {
  return {
    error: new ApiError('invalid-response', INVALID_RESPONSE_MESSAGE, { cause }),
    notices: [{ kind: 'error', message: INVALID_RESPONSE_MESSAGE }],
  };
}

// No toast: the app answers with the network dialog's invalidToken case, and two messages for
// one problem would only confuse.
export function describeSessionFailure(cause?: unknown): Failure {
  return { error: new ApiError('session', SESSION_MESSAGE, { cause }), notices: [] };
}

export function describeAbort(cause?: unknown): Failure {
  return { error: new ApiError('aborted', ABORTED_MESSAGE, { cause }), notices: [] };
}

/** The text a slice stores on rejection (rule ERR-10): never undefined, never '[object Object]'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Something went wrong. Please try again.';
}
