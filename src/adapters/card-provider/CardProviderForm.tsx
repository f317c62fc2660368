// The card form of the mode in use: the sandbox's own fields, or Stripe Elements (loaded on
// demand, so the sandbox build carries no Stripe code). Views render this and nothing else.
import { lazy, Suspense } from 'react';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { CardProviderSetup } from './index.ts';
import { SandboxCardForm } from './SandboxCardForm.tsx';

const StripeCardForm = lazy(() => import('./StripeCardForm.tsx').then((m) => ({ default: m.StripeCardForm })));

export interface CardProviderFormProps {
  setup: CardProviderSetup;
  /** The repriced total in cents (CONST-22). */
  total: number;
  audience: 'individual' | 'group';
  onChange: (state: CardFormState) => void;
  /** The form starts from the address and phone kept here (the payment actor's form state): the sandbox's fields, or Stripe's address element. */
  kept?: CardFormState | null;
  disabled?: boolean;
}

export function CardProviderForm({ setup, total, audience, onChange, kept = null, disabled = false }: CardProviderFormProps) {
  // The build's mode first (a literal Vite replaces): a live build drops the sandbox fields (ADR 0024).
  if (import.meta.env.MODE === 'sandbox' && setup.mode === 'sandbox') {
    return <SandboxCardForm client={setup.client} registry={setup.registry} audience={audience} onChange={onChange} kept={kept} disabled={disabled} />;
  }
  if (setup.mode !== 'live') throw new Error('A live build pays with Stripe Elements only.');
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <StripeCardForm loadStripe={setup.loadStripe} registry={setup.registry} total={total} audience={audience} onChange={onChange} kept={kept} />
    </Suspense>
  );
}
