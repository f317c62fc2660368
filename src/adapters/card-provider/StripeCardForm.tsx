// The live card provider's form: Stripe's <Elements> in deferred-intent mode with the payment and
// address elements. Stripe.js is fetched only when this mounts; a failed load offers 'Try again',
// and an element that fails to load or throws shows a message instead of breaking the page.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { AddressElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeAddressElementChangeEvent, StripePaymentElementChangeEvent } from '@stripe/stripe-js';
import { Component, useEffect, useMemo, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import type { BillingAddress, CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { CardProviderRegistry } from './registry.ts';
import { fromIntentResult, fromSubmitResult } from './results.ts';
import { addressElementOptions, elementsOptions, type Audience, type StripeLoader } from './stripe.ts';

export const STRIPE_LOAD_FAILED = 'Failed to load Stripe.js';
export const ELEMENT_FAILED = 'The payment form could not be shown.';

export interface StripeCardFormProps {
  loadStripe: StripeLoader;
  registry: CardProviderRegistry;
  /** The repriced total in cents: the Elements amount follows it (CONST-22). */
  total: number;
  audience: Audience;
  onChange: (state: CardFormState) => void;
  /** What the payment actor kept from an earlier mount (Back then Forward): the address element starts from its address and phone. */
  kept?: CardFormState | null;
}

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

export function StripeCardForm({ loadStripe, registry, total, audience, onChange, kept = null }: StripeCardFormProps) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const options = useMemo(() => elementsOptions(total, audience), [total, audience]);

  useEffect(() => {
    if (load.status !== 'loading') return;
    let live = true;
    loadStripe().then(
      (stripe) => live && setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load.status, loadStripe]);

  if (load.status === 'failed') {
    return <Failure message={STRIPE_LOAD_FAILED} onRetry={() => setLoad({ status: 'loading' })} />;
  }
  if (load.status === 'loading') return <div aria-busy="true" />;
  return (
    <ElementsBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Elements stripe={load.stripe} options={options}>
        <StripeFields registry={registry} onChange={onChange} kept={kept} />
      </Elements>
    </ElementsBoundary>
  );
}

const toBillingAddress = (address: StripeAddressElementChangeEvent['value']['address']): BillingAddress => ({
  address1: address.line1,
  address2: address.line2 && address.line2.trim() !== '' ? address.line2 : null,
  city: address.city,
  state: address.state,
  postalCode: address.postal_code,
  country: address.country,
});

interface StripeFieldsProps {
  registry: CardProviderRegistry;
  onChange: (state: CardFormState) => void;
  kept: CardFormState | null;
}

function StripeFields({ registry, onChange, kept }: StripeFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  // The address restored from what was kept counts from the start: the payment element's first change must not erase it.
  const state = useRef<CardFormState>({
    paymentComplete: false,
    addressComplete: kept?.addressComplete ?? false,
    address: kept?.address ?? null,
    phone: kept?.phone ?? null,
  });
  // Read once: Stripe's address element takes its default values only when it mounts.
  const [addressOptions] = useState(() => addressElementOptions(kept, registry.billingName));
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!stripe || !elements) return;
    return registry.registerCardForm({
      submit: async () => fromSubmitResult(await elements.submit()),
      confirmPayment: async ({ clientSecret, returnUrl }) =>
        fromIntentResult(await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })),
      confirmSetup: async ({ clientSecret, returnUrl }) =>
        fromIntentResult(await stripe.confirmSetup({ elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })),
    });
  }, [stripe, elements, registry]);

  const report = (patch: Partial<CardFormState>) => {
    state.current = { ...state.current, ...patch };
    onChange(state.current);
  };

  return (
    <Stack gap="4">
      {loadError !== null && <Failure message={loadError} />}
      <PaymentElement
        onChange={(event: StripePaymentElementChangeEvent) => report({ paymentComplete: event.complete })}
        onLoadError={(event) => setLoadError(event.error.message ?? ELEMENT_FAILED)}
      />
      <AddressElement
        options={addressOptions}
        onChange={(event: StripeAddressElementChangeEvent) => {
          registry.keepBillingName(event.value.name || null);
          report({ addressComplete: event.complete, address: toBillingAddress(event.value.address), phone: event.value.phone?.trim() || null });
        }}
        onLoadError={(event) => setLoadError(event.error.message ?? ELEMENT_FAILED)}
      />
    </Stack>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}

/** Keeps an element's exception inside the form: the rest of the page stays usable. */
class ElementsBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The Stripe payment form failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <Failure message={ELEMENT_FAILED} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
