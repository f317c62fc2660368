// @vitest-environment jsdom
// The Stripe adapter behind the real <Elements>, with a fake Stripe object whose elements record
// their options and handlers (how stripe/react-stripe-js tests itself): the deferred-intent options,
// the amount following the total, the confirm calls, load failures and element errors.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { createCardProviderRegistry, type SavedMethodConfirmer } from '../../../src/adapters/card-provider/registry.ts';
import { StripeCardForm } from '../../../src/adapters/card-provider/StripeCardForm.tsx';
import { createStripeLoader, elementsOptions, stripeSavedMethodConfirmer } from '../../../src/adapters/card-provider/stripe.ts';
import { fakeStripe } from './fake-stripe.ts';
import { renderWithChakra } from './support.tsx';

const noSaved: SavedMethodConfirmer = { confirmSavedPayment: vi.fn() };

function renderStripe(props: { total?: number; audience?: 'individual' | 'group'; fake?: ReturnType<typeof fakeStripe>; loadStripe?: () => Promise<Stripe | null> } = {}) {
  const fake = props.fake ?? fakeStripe();
  const registry = createCardProviderRegistry(noSaved);
  const onChange = vi.fn((_state: CardFormState) => undefined);
  const loadStripe = props.loadStripe ?? (() => Promise.resolve(fake.stripe));
  const ui = (total: number, audience: 'individual' | 'group') => (
    <StripeCardForm loadStripe={loadStripe} registry={registry} total={total} audience={audience} onChange={onChange} />
  );
  const view = renderWithChakra(ui(props.total ?? 37430, props.audience ?? 'individual'));
  return { ...view, fake, registry, onChange, rerenderWith: (total: number, audience: 'individual' | 'group') => view.rerender(ui(total, audience)) };
}

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => cleanup());

describe('StripeCardForm options', () => {
  it('creates Elements in subscription mode, USD, automatic capture, with the total as amount and card only for individual products (CONST-19, CONST-20, CONST-21, CONST-22, CONST-23, ROLE-17)', async () => {
    const { fake } = renderStripe({ total: 37430 });
    await flush();
    expect(fake.raw.elements).toHaveBeenCalledWith({
      mode: 'subscription',
      currency: 'usd',
      captureMethod: 'automatic',
      amount: 37430,
      allowedPaymentMethodTypes: ['card'],
    });
    expect(fake.created.has('payment')).toBe(true);
    expect(fake.created.get('address')?.options).toEqual({ mode: 'billing', fields: { phone: 'always' } });
  });

  it('follows the repriced total: a new amount updates the elements (CONST-22)', async () => {
    const { fake, rerenderWith } = renderStripe({ total: 37430 });
    await flush();
    rerenderWith(33687, 'individual');
    await flush();
    expect(fake.elements.update).toHaveBeenCalledWith({ amount: 33687 });
  });

  it('allows card and US bank account for group products (CONST-24, ROLE-16)', async () => {
    const { fake } = renderStripe({ audience: 'group', total: 59900 });
    await flush();
    expect(fake.raw.elements).toHaveBeenCalledWith(expect.objectContaining({ amount: 59900, allowedPaymentMethodTypes: ['card', 'us_bank_account'] }));
    expect(elementsOptions(59900, 'group').allowedPaymentMethodTypes).toEqual(['card', 'us_bank_account']);
  });
});

describe('StripeCardForm reporting and confirming', () => {
  it("reports the elements' completeness, billing address and phone (VALID-CHECKOUT-1, VALID-CHECKOUT-2)", async () => {
    const { fake, onChange } = renderStripe();
    await flush();
    act(() => fake.created.get('payment')?.emit('change', { elementType: 'payment', complete: true, empty: false, collapsed: false, value: { type: 'card' } }));
    act(() =>
      fake.created.get('address')?.emit('change', {
        elementType: 'address',
        elementMode: 'billing',
        complete: true,
        empty: false,
        isNewAddress: true,
        value: {
          name: 'Maya Member',
          address: { line1: '1 Market St', line2: '', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
          phone: '+14155550101',
        },
      }),
    );
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual({
      paymentComplete: true,
      addressComplete: true,
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
      phone: '+14155550101',
    });
  });

  it('submits the elements, then confirms with the client secret and the return page, redirecting only if required (PAY-3, ROUTE-8)', async () => {
    const { fake, registry } = renderStripe();
    await flush();
    expect(registry.hasCardForm).toBe(true);
    expect(await registry.submit()).toEqual({ status: 'ready' });
    expect(fake.elements.submit).toHaveBeenCalledTimes(1);
    const result = await registry.confirmPayment({ clientSecret: 'pi_1_secret_x', returnUrl: 'https://checkout.example/return-page' });
    expect(fake.raw.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      clientSecret: 'pi_1_secret_x',
      confirmParams: { return_url: 'https://checkout.example/return-page' },
      redirect: 'if_required',
    });
    expect(result).toEqual({ status: 'succeeded', intentId: 'pi_1', paymentMethodId: 'pm_entered' });
  });

  it("returns Stripe's decline as the port's failure (PAY-4)", async () => {
    const fake = fakeStripe();
    fake.raw.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const { registry } = renderStripe({ fake });
    await flush();
    expect(await registry.confirmPayment({ clientSecret: 'pi_2_secret_y', returnUrl: 'https://checkout.example/return-page' })).toEqual({
      status: 'failed',
      error: { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  it('reports an incomplete form from elements.submit() as a validation failure (VALID-CHECKOUT-1)', async () => {
    const fake = fakeStripe();
    fake.elements.submit.mockResolvedValueOnce({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    const { registry } = renderStripe({ fake });
    await flush();
    expect(await registry.submit()).toEqual({
      status: 'failed',
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
  });

  it('confirms a setup intent the same way (SAVECARD-5, ROUTE-9)', async () => {
    const { fake, registry } = renderStripe();
    await flush();
    const result = await registry.confirmSetup({ clientSecret: 'seti_1_secret_z', returnUrl: 'https://checkout.example/return-page' });
    expect(fake.raw.confirmSetup).toHaveBeenCalledWith({
      elements: fake.elements,
      clientSecret: 'seti_1_secret_z',
      confirmParams: { return_url: 'https://checkout.example/return-page' },
      redirect: 'if_required',
    });
    expect(result).toEqual({ status: 'succeeded', intentId: 'seti_1', paymentMethodId: 'pm_setup' });
  });

  it('confirms a saved payment method on page 1 without Elements (CONFIRM-5)', async () => {
    const fake = fakeStripe();
    const confirmer = stripeSavedMethodConfirmer(() => Promise.resolve(fake.stripe));
    const result = await confirmer.confirmSavedPayment({ clientSecret: 'pi_3_secret', paymentMethodId: 'pm_member_visa', returnUrl: 'https://checkout.example/return-page' });
    expect(fake.raw.confirmPayment).toHaveBeenCalledWith({
      clientSecret: 'pi_3_secret',
      confirmParams: { payment_method: 'pm_member_visa', return_url: 'https://checkout.example/return-page' },
      redirect: 'if_required',
    });
    expect(result).toMatchObject({ status: 'succeeded' });
  });

  it('unregisters the form when it unmounts (PAY-3)', async () => {
    const { registry, unmount } = renderStripe();
    await flush();
    unmount();
    expect(registry.hasCardForm).toBe(false);
    expect(await registry.submit()).toMatchObject({ status: 'failed', error: { code: 'form_not_ready' } });
  });
});

describe('StripeCardForm failures', () => {
  it("shows 'Failed to load Stripe.js' with 'Try again', which loads it again (PAY-3)", async () => {
    const fake = fakeStripe();
    const load = vi.fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake.stripe);
    const loadStripe = createStripeLoader('pk_test_123', load);
    renderStripe({ fake, loadStripe });
    expect(await screen.findByText('Failed to load Stripe.js')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText('Failed to load Stripe.js')).toBeNull();
    expect(fake.raw.elements).toHaveBeenCalledTimes(1);
  });

  it("shows an element's load error instead of crashing (PAY-3)", async () => {
    const { fake } = renderStripe();
    await flush();
    act(() => fake.created.get('payment')?.emit('loaderror', { elementType: 'payment', error: { type: 'invalid_request_error', message: 'Invalid publishable key.' } }));
    expect(screen.getByText('Invalid publishable key.')).toBeInTheDocument();
  });

  it('keeps an element that throws inside the form, with Try again (PAY-3)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStripe({ fake: fakeStripe({ failCreate: 'payment' }) });
    await flush();
    expect(screen.getByText('The payment form could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    spy.mockRestore();
    warn.mockRestore();
  });
});
