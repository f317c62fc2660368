// The sandbox's card confirmation (docs/api-contract.md, "Card confirmation") with plain fetch: it
// stands in for Stripe.js's own client, not for the app's API client, and answers as Stripe.js does.
import type { BillingAddress, CardConfirmation } from '../../../machines/payment/card-provider-port.ts';
import type { SavedMethodConfirmer } from './registry.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  connectionFailure,
  failed,
  fromIntent,
  fromStripeError,
  type StripeLikeError,
  type StripeLikeIntent,
} from './results.ts';

export type SandboxPaymentMethod =
  | string
  | { card: { number: string; exp_month: number; exp_year: number; cvc: string } }
  | { us_bank_account: { routing_number: string; account_number: string } };

export interface SandboxBillingDetails {
  address: BillingAddress | null;
  phone: string | null;
}

/** The challenge page's answer: `{ type: 'sandbox-3ds-result', intentId, status, error? }`. */
export interface ChallengeResult {
  status: string;
  error?: StripeLikeError | undefined;
}

/** Shows the sandbox's authentication page and resolves with what it posts back. */
export type Authenticate = (challenge: { url: string; intentId: string }) => Promise<ChallengeResult>;

export const CHALLENGE_MESSAGE_TYPE = 'sandbox-3ds-result';

export interface SandboxCardClient {
  readonly origin: string;
  confirm(
    kind: 'payment' | 'setup',
    body: { clientSecret: string; paymentMethod: SandboxPaymentMethod; billing?: SandboxBillingDetails },
    authenticate: Authenticate,
  ): Promise<CardConfirmation>;
}

type AnsweredIntent = StripeLikeIntent & { next_action?: { challenge_url?: string }; last_payment_error?: StripeLikeError | null };

interface ConfirmAnswer {
  payment_intent?: AnsweredIntent;
  setup_intent?: AnsweredIntent;
  error?: StripeLikeError;
}

/**
 * A bank debit answers 'processing' and settles later (ADR 0023). The sandbox's bank settles in
 * about a second, so the client asks again every SETTLE_POLL_MS for at most SETTLE_WAIT_MS; a debit
 * still processing after that counts as paid, as it does with the live provider.
 */
export const SETTLE_POLL_MS = 400;
export const SETTLE_WAIT_MS = 15_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A message from the challenge page of this intent, sent from the sandbox's own origin. */
export function readChallengeMessage(event: MessageEvent, origin: string, intentId: string): ChallengeResult | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.type !== CHALLENGE_MESSAGE_TYPE || data.intentId !== intentId) return null;
  const status = typeof data.status === 'string' ? data.status : 'failed';
  const error = isRecord(data.error) ? (data.error as StripeLikeError) : undefined;
  return { status, error };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSandboxCardClient(deps: {
  sandboxUrl: string;
  fetch?: typeof fetch;
  settle?: { pollMs: number; waitMs: number };
}): SandboxCardClient {
  const base = deps.sandboxUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const doFetch = (input: string, init: RequestInit) => (deps.fetch ?? globalThis.fetch)(input, init);
  const { pollMs, waitMs } = deps.settle ?? { pollMs: SETTLE_POLL_MS, waitMs: SETTLE_WAIT_MS };

  /** The intent as it stands, or null when the sandbox cannot be read (the wait goes on). */
  const retrieve = async (clientSecret: string): Promise<AnsweredIntent | null> => {
    try {
      const response = await doFetch(`${base}/__cards/payment_intent?client_secret=${encodeURIComponent(clientSecret)}`, { method: 'GET' });
      if (!response.ok) return null;
      const answer = (await response.json()) as ConfirmAnswer;
      return answer.payment_intent ?? null;
    } catch {
      return null;
    }
  };

  /** Waits while a debit processes; a failed debit gives the bank's message, as a decline does. */
  const settled = async (intent: AnsweredIntent, clientSecret: string): Promise<CardConfirmation> => {
    const deadline = Date.now() + waitMs;
    let current = intent;
    while (current.status === 'processing' && Date.now() < deadline) {
      await pause(pollMs);
      current = (await retrieve(clientSecret)) ?? current;
    }
    if (current.status === 'requires_payment_method' && current.last_payment_error) return failed(fromStripeError(current.last_payment_error));
    return fromIntent(current);
  };

  return {
    origin,
    async confirm(kind, body, authenticate) {
      let answer: ConfirmAnswer;
      try {
        const response = await doFetch(`${base}/__cards/confirm_${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            client_secret: body.clientSecret,
            payment_method: body.paymentMethod,
            ...(body.billing ? { billing_details: { address: body.billing.address, phone: body.billing.phone } } : {}),
          }),
        });
        answer = (await response.json().catch(() => ({}))) as ConfirmAnswer;
        if (!response.ok || answer.error) return failed(fromStripeError(answer.error ?? { type: 'api_error', message: response.statusText }));
      } catch {
        return connectionFailure();
      }
      const intent = answer.payment_intent ?? answer.setup_intent;
      if (!intent) return connectionFailure();
      if (intent.status === 'processing' && kind === 'payment') return settled(intent, body.clientSecret);
      const challengeUrl = intent.next_action?.challenge_url;
      if (intent.status !== 'requires_action' || !challengeUrl) return fromIntent(intent);

      const outcome = await authenticate({ url: new URL(challengeUrl, `${base}/`).toString(), intentId: intent.id });
      if (outcome.status === 'succeeded') return fromIntent({ ...intent, status: 'succeeded' });
      return failed(
        fromStripeError(outcome.error ?? { type: 'invalid_request_error', code: `${kind}_intent_authentication_failure`, message: AUTHENTICATION_FAILED_MESSAGE }),
      );
    },
  };
}

/**
 * Without the form's dialog (a saved method on page 1), the challenge opens in a window of its own
 * and reports to its opener; a blocked window is an authentication failure.
 */
export function authenticateInPopup(origin: string, target?: Window): Authenticate {
  return ({ url, intentId }) =>
    new Promise((resolve) => {
      // Read at the challenge, not before: the build renders page 0 where there is no window.
      const win = target ?? window;
      const popup = win.open(url, 'sandbox-3ds', 'popup,width=480,height=640');
      if (!popup) {
        resolve({ status: 'failed' });
        return;
      }
      const onMessage = (event: MessageEvent) => {
        const result = readChallengeMessage(event, origin, intentId);
        if (!result) return;
        win.removeEventListener('message', onMessage);
        clearInterval(closed);
        popup.close();
        resolve(result);
      };
      const closed = setInterval(() => {
        if (!popup.closed) return;
        clearInterval(closed);
        win.removeEventListener('message', onMessage);
        resolve({ status: 'failed' });
      }, 500);
      win.addEventListener('message', onMessage);
    });
}

/** Page 1 in sandbox mode: a saved method is confirmed by its id. */
export function sandboxSavedMethodConfirmer(client: SandboxCardClient, authenticate: Authenticate): SavedMethodConfirmer {
  return {
    confirmSavedPayment: ({ clientSecret, paymentMethodId }) =>
      client.confirm('payment', { clientSecret, paymentMethod: paymentMethodId }, authenticate),
  };
}
