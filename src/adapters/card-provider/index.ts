// The card-provider adapters (port: machines/payment/card-provider-port.ts). The app creates one
// setup at start-up and gives `setup.registry` to the payment machine's actors (paymentImplementations)
// and `setup` to <CardProviderForm>.
import { createCardProviderRegistry, type CardProviderRegistry } from './registry.ts';
import { authenticateInPopup, createSandboxCardClient, sandboxSavedMethodConfirmer, type SandboxCardClient } from './sandbox-client.ts';
import { createStripeLoader, stripeSavedMethodConfirmer, type StripeLoader } from './stripe.ts';

export type CardProviderSetup =
  | { mode: 'sandbox'; registry: CardProviderRegistry; client: SandboxCardClient }
  | { mode: 'live'; registry: CardProviderRegistry; loadStripe: StripeLoader };

export function createSandboxCardProvider(options: { sandboxUrl: string; fetch?: typeof fetch }): CardProviderSetup {
  const client = createSandboxCardClient(options);
  return { mode: 'sandbox', client, registry: createCardProviderRegistry(sandboxSavedMethodConfirmer(client, authenticateInPopup(client.origin))) };
}

export function createStripeCardProvider(options: { publishableKey: string; load?: Parameters<typeof createStripeLoader>[1] }): CardProviderSetup {
  const loadStripe = createStripeLoader(options.publishableKey, options.load);
  return { mode: 'live', loadStripe, registry: createCardProviderRegistry(stripeSavedMethodConfirmer(loadStripe)) };
}

/**
 * Sandbox mode confirms against the sandbox origin (config.apiUrl); live mode uses Stripe.js. The
 * build's mode is read first (a literal Vite replaces), so a live build drops the sandbox client.
 */
export interface CardProviderSettings {
  mode: 'sandbox' | 'live';
  /** The sandbox origin in sandbox mode. */
  apiUrl: string;
  stripePublishableKey: string | null;
}

export function createCardProvider(config: CardProviderSettings): CardProviderSetup {
  if (import.meta.env.MODE === 'sandbox' && config.mode === 'sandbox') return createSandboxCardProvider({ sandboxUrl: config.apiUrl });
  if (config.stripePublishableKey === null) throw new Error('Live mode needs VITE_STRIPE_PUBLISHABLE_KEY.');
  return createStripeCardProvider({ publishableKey: config.stripePublishableKey });
}

export { createCardProviderRegistry, type CardForm, type CardProviderRegistry, type SavedMethodConfirmer } from './registry.ts';
export { elementsOptions, ADDRESS_ELEMENT_OPTIONS } from './stripe.ts';
export type { CardConfirmation, CardFormState, CardProvider, CardProviderError, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
