// What an error report may carry (issue 15): the error's name, message and stack and where it was
// caught, with anything shaped like a token, a key, a client secret or a card or account number
// blanked first. Messages are written by our code and by libraries that may quote a request (a
// URL with a code, a bearer header), so every text is redacted, and nothing else of the error
// object (whose properties may hold a response or form values) is read.

export interface ErrorReport {
  /** The error's class name ('TypeError'), or 'Thrown value' for something that is not an Error. */
  name: string;
  message: string;
  /** The first lines of the stack, redacted too; null when there is none. */
  stack: string | null;
  /** Where it was caught, e.g. 'page' for the pages' error boundary. */
  where: string;
  /** React's component stack (component names and files) when a boundary caught it. */
  componentStack: string | null;
}

export interface ErrorContext {
  where: string;
  componentStack?: string | null | undefined;
}

const REDACTED = '[redacted]';
const MAX_STACK_LINES = 12;

// Order matters: the longer shapes first, so a client secret is not half-matched as a key.
const SECRETS: RegExp[] = [
  /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, // a JWT (access, ID or member token)
  /\b(?:pi|seti)_\w+_secret_\w+/g, // a payment or setup intent's client secret
  /\b(?:sk|rk|pk)_(?:live|test)_\w+/g, // a Stripe key
  /\bBearer\s+[\w.~+/=-]+/gi, // an authorization header
  /([?&#;\s](?:code|state|token|access_token|id_token|refresh_token|auth_token|bks_token|client_secret)=)[^&#;\s]+/gi, // in a URL or a cookie
  /\b\d(?:[ -]?\d){7,18}\b/g, // a card number (12 to 19 digits) or a bank account or routing number
];

/** `text` with every secret-shaped part replaced by [redacted]. */
export function redact(text: string): string {
  return SECRETS.reduce((out, pattern) => out.replace(pattern, (match, prefix?: unknown) => (typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}${REDACTED}` : REDACTED)), text);
}

export function toErrorReport(error: unknown, context: ErrorContext): ErrorReport {
  const isError = error instanceof Error;
  const message = isError ? error.message : typeof error === 'string' ? error : '';
  const stack = isError && typeof error.stack === 'string' ? error.stack.split('\n').slice(0, MAX_STACK_LINES).join('\n') : null;
  return {
    name: isError ? error.name : 'Thrown value',
    message: redact(message),
    stack: stack === null ? null : redact(stack),
    where: context.where,
    componentStack: context.componentStack ? redact(context.componentStack) : null,
  };
}
