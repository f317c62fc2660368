// The sandbox card processor (docs/api-contract.md, "Card confirmation"): confirm payment and
// setup intents with the catalogue's test cards and bank accounts, read a payment intent back
// (a bank debit settles after a delay), and the authentication step.
import type { Router } from '../http.ts';
import { html, json } from '../http.ts';
import type { SandboxContext } from '../context.ts';
import type { Catalogue } from '../catalogue.ts';
import { loadCatalogue } from '../catalogue.ts';
import { parseBody } from '../api/validate.ts';
import type { CardsContext, Intent } from './confirm.ts';
import { confirmIntent, findIntentById, findIntentBySecret, intentAnswer, providerError } from './confirm.ts';
import { settleChallenge } from './challenge.ts';
import { challengePage } from './challenge-page.ts';
import { ChallengeBody, ConfirmBody } from './payloads.ts';
import { BANK_PROCESSING_MS } from './bank-debits.ts';

const noSuchIntent = (kind: Intent['kind'], id: string) =>
  providerError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}_intent: '${id}'` });

/** The intent id a client secret names ('pi_123_secret_abc' → 'pi_123'), for error messages. */
const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? clientSecret;

/**
 * `ctx` may carry the parsed catalogue (the provider context does); otherwise the test cards are
 * read from sandbox/catalogue.json.
 */
export function registerCards(router: Router, ctx: SandboxContext & { catalogue?: Catalogue; bankProcessingMs?: number }): void {
  const catalogue = ctx.catalogue ?? loadCatalogue();
  const cx: CardsContext = {
    origin: ctx.origin,
    store: ctx.store,
    now: ctx.now,
    testCards: catalogue.test_cards,
    testBankAccounts: catalogue.test_bank_accounts,
    bankProcessingMs: ctx.bankProcessingMs ?? BANK_PROCESSING_MS,
  };

  for (const kind of ['payment', 'setup'] as const) {
    router.post(`/__cards/confirm_${kind}`, (req) => {
      const body = parseBody(ConfirmBody, req.body);
      if (!body.ok) return body.reply;
      const intent = findIntentBySecret(cx.store, kind, body.value.client_secret);
      if (!intent) return noSuchIntent(kind, intentIdOf(body.value.client_secret));
      return confirmIntent(cx, intent, body.value);
    });
  }

  // Stripe.js's retrievePaymentIntent: the intent as it stands, named by its client secret.
  router.get('/__cards/payment_intent', (req) => {
    const clientSecret = req.url.searchParams.get('client_secret') ?? '';
    const intent = findIntentBySecret(cx.store, 'payment', clientSecret);
    if (!intent) return noSuchIntent('payment', intentIdOf(clientSecret));
    return json(200, intentAnswer(intent));
  });

  router.get('/__cards/challenge/:intentId', (req) => {
    const intent = findIntentById(cx.store, req.params.intentId ?? '');
    if (!intent) return html(404, '<!doctype html><title>Not found</title><p>No such authentication.</p>');
    return html(200, challengePage(intent), { 'cache-control': 'no-store' });
  });

  router.post('/__cards/challenge/:intentId', (req) => {
    const id = req.params.intentId ?? '';
    const intent = findIntentById(cx.store, id);
    if (!intent) return noSuchIntent(id.startsWith('seti_') ? 'setup' : 'payment', id);
    const body = parseBody(ChallengeBody, req.body);
    if (!body.ok) return body.reply;
    return settleChallenge(cx, intent, body.value.outcome);
  });
}
