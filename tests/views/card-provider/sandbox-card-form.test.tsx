// @vitest-environment jsdom
// The sandbox card form: Stripe's labels and field messages, completeness reporting, and
// confirmation against the sandbox's /__cards/* service (msw in front of it).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardConfirmation, CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { createSandboxCardProvider, type CardProviderSetup } from '../../../src/adapters/card-provider/index.ts';
import { SandboxCardForm } from '../../../src/adapters/card-provider/SandboxCardForm.tsx';
import { CONNECTION_MESSAGE } from '../../../src/adapters/card-provider/results.ts';
import { renderWithChakra } from './support.tsx';

const SANDBOX = 'http://localhost:4320';
const NOW = () => new Date(2026, 10, 22);
const confirmBodies: unknown[] = [];

const server = setupServer(
  http.post(`${SANDBOX}/__cards/confirm_payment`, async ({ request }) => {
    const body = (await request.json()) as { payment_method: { card?: { number: string } } };
    confirmBodies.push(body);
    const number = body.payment_method.card?.number;
    if (number === '4000000000000002') {
      return HttpResponse.json(
        { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
        { status: 402 },
      );
    }
    if (number === '4000002500003155') {
      return HttpResponse.json({
        payment_intent: { id: 'pi_3ds', status: 'requires_action', payment_method: 'pm_pending', next_action: { challenge_url: `${SANDBOX}/__cards/challenge/pi_3ds` } },
      });
    }
    return HttpResponse.json({ payment_intent: { id: 'pi_ok', status: 'succeeded', payment_method: 'pm_entered' } });
  }),
  http.post(`${SANDBOX}/__cards/confirm_setup`, () =>
    HttpResponse.json({ setup_intent: { id: 'seti_ok', status: 'succeeded', payment_method: 'pm_setup' } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  confirmBodies.length = 0;
});
afterAll(() => server.close());

function renderForm(audience: 'individual' | 'group' = 'individual') {
  const setup = createSandboxCardProvider({ sandboxUrl: SANDBOX }) as Extract<CardProviderSetup, { mode: 'sandbox' }>;
  const onChange = vi.fn((_state: CardFormState) => undefined);
  const view = renderWithChakra(<SandboxCardForm client={setup.client} registry={setup.registry} audience={audience} onChange={onChange} now={NOW} />);
  const last = (): CardFormState => onChange.mock.calls.at(-1)?.[0] as CardFormState;
  return { ...view, setup, onChange, last };
}

async function fillCardAndAddress(number: string) {
  await fillCard(number);
  await fillAddress();
}

/** Pastes whole values (each field formats what it is given, as it does for typing). */
const enter = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillCard(number: string, expiry = '12 / 30', cvc = '123') {
  enter(/Card number/, number);
  enter(/Expiration date/, expiry);
  enter(/Security code/, cvc);
}

async function fillAddress() {
  enter(/Address line 1/, '1 Market St');
  enter(/^City/, 'San Francisco');
  enter(/^State/, 'CA');
  enter(/ZIP code/, '94105');
}

describe('SandboxCardForm fields', () => {
  it("uses the labels of Stripe's payment and address elements, the phone always shown (CONST-23)", () => {
    renderForm();
    for (const label of ['Card number', 'Expiration date', 'Security code', 'Address line 1', 'Address line 2', 'City', 'State', 'ZIP code', 'Country or region', 'Phone number']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Country or region/)).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United States' })).toBeInTheDocument();
    // Individual products: card only.
    expect(screen.queryByRole('radio', { name: 'US bank account' })).toBeNull();
    expect(screen.queryByLabelText(/Routing number/)).toBeNull();
  });

  it('groups the card number, detects the brand and types the expiry as MM / YY (VALID-CHECKOUT-1)', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiration date/), '1230');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(screen.getByLabelText(/Expiration date/)).toHaveValue('12 / 30');
    enter(/Card number/, '378282246310005');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
  });

  it('shows and announces field messages under the field once it is left (VALID-CHECKOUT-1)', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Card number/), '4242');
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    await user.tab();
    const message = screen.getByText('Your card number is incomplete.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Expiration date/), '0124');
    await user.tab();
    expect(screen.getByText('Your card’s expiration year is in the past.')).toBeInTheDocument();
  });

  it('refuses an expiry in the past as Elements words it: a past year, or a past month of this year (VALID-CHECKOUT-1)', async () => {
    const { last } = renderForm();
    const user = userEvent.setup();
    // The form's clock is 22 November 2026.
    await user.type(screen.getByLabelText(/Expiration date/), '1025');
    await user.tab();
    expect(screen.getByText('Your card’s expiration year is in the past.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Expiration date/));
    await user.type(screen.getByLabelText(/Expiration date/), '1026');
    await user.tab();
    expect(screen.getByText('Your card’s expiration date is in the past.')).toBeInTheDocument();
    await fillCard('4242424242424242', '10 / 26');
    expect(last().paymentComplete).toBe(false);
    await fillCard('4242424242424242', '11 / 26');
    expect(last().paymentComplete).toBe(true);
    expect(screen.queryByText(/is in the past/)).toBeNull();
  });

  it('reports completeness, the address and the phone on every change (VALID-CHECKOUT-1, VALID-CHECKOUT-2, REPRICE-1)', async () => {
    const { last, onChange } = renderForm();
    expect(onChange).toHaveBeenCalled();
    expect(last()).toEqual({
      paymentComplete: false,
      addressComplete: false,
      address: { address1: '', address2: null, city: '', state: '', postalCode: '', country: 'US' },
      phone: null,
    });
    await fillCard('4242424242424242');
    expect(last()).toMatchObject({ paymentComplete: true, addressComplete: false });
    await fillAddress();
    enter(/Phone number/, '415 555 0101 ext 7');
    expect(last()).toEqual({
      paymentComplete: true,
      addressComplete: true,
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
      phone: '415 555 0101 ext 7',
    });
  });

  it('offers a US bank account for group products (CONST-24, ROLE-16)', async () => {
    const { last } = renderForm('group');
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'US bank account' }));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    enter(/Routing number/, '110000000');
    enter(/Account number/, '000123456789');
    expect(last().paymentComplete).toBe(true);
  });
});

describe('SandboxCardForm confirmation', () => {
  it('submit() shows every field message and fails like elements.submit() (VALID-CHECKOUT-1, VALID-CHECKOUT-2)', async () => {
    const { setup } = renderForm();
    let result: Awaited<ReturnType<typeof setup.registry.submit>> | undefined;
    await act(async () => {
      result = await setup.registry.submit();
    });
    expect(result).toEqual({ status: 'failed', error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is incomplete.').length).toBeGreaterThanOrEqual(4);
  });

  it("returns a decline as Stripe.js does: { status: 'failed', error.message 'Your card was declined.' } (PAY-4, ERR-CHECKOUT-4)", async () => {
    const { setup } = renderForm();
    await fillCardAndAddress('4000000000000002');
    expect(await setup.registry.submit()).toEqual({ status: 'ready' });
    const result = await setup.registry.confirmPayment({ clientSecret: 'pi_1_secret_a', returnUrl: 'http://localhost/return-page' });
    expect(result).toEqual({
      status: 'failed',
      error: { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(confirmBodies[0]).toEqual({
      client_secret: 'pi_1_secret_a',
      payment_method: { card: { number: '4000000000000002', exp_month: 12, exp_year: 2030, cvc: '123' } },
      billing_details: {
        address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
        phone: null,
      },
    });
    // No toast, no message of its own: the page shows it once, in the red alert.
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('returns the payment method of a successful confirmation, and of a setup (PAY-3, SAVECARD-5)', async () => {
    const { setup } = renderForm();
    await fillCardAndAddress('4242424242424242');
    expect(await setup.registry.confirmPayment({ clientSecret: 'pi_2_secret_b', returnUrl: 'http://localhost/return-page' })).toEqual({
      status: 'succeeded',
      intentId: 'pi_ok',
      paymentMethodId: 'pm_entered',
    });
    expect(await setup.registry.confirmSetup({ clientSecret: 'seti_1_secret_c', returnUrl: 'http://localhost/return-page' })).toEqual({
      status: 'succeeded',
      intentId: 'seti_ok',
      paymentMethodId: 'pm_setup',
    });
  });

  it("opens the sandbox's challenge for 4000002500003155 and believes only the sandbox origin (PAY-3)", async () => {
    const { setup } = renderForm();
    await fillCardAndAddress('4000002500003155');
    let settled: CardConfirmation | undefined;
    const pending = setup.registry.confirmPayment({ clientSecret: 'pi_3_secret_d', returnUrl: 'http://localhost/return-page' }).then((r) => {
      settled = r;
      return r;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate your payment' });
    expect(within(dialog).getByTitle('Authenticate your payment')).toHaveAttribute('src', `${SANDBOX}/__cards/challenge/pi_3ds`);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.example', data: { type: 'sandbox-3ds-result', intentId: 'pi_3ds', status: 'succeeded' } }));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBeUndefined();

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: SANDBOX, data: { type: 'sandbox-3ds-result', intentId: 'pi_3ds', status: 'succeeded' } }));
    });
    expect(await pending).toEqual({ status: 'succeeded', intentId: 'pi_3ds', paymentMethodId: 'pm_pending' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Authenticate your payment' })).toBeNull());
  });

  it('a failed challenge resolves with the authentication failure message (PAY-4)', async () => {
    const { setup } = renderForm();
    await fillCardAndAddress('4000002500003155');
    const pending = setup.registry.confirmPayment({ clientSecret: 'pi_4_secret_e', returnUrl: 'http://localhost/return-page' });
    await screen.findByRole('dialog', { name: 'Authenticate your payment' });
    const error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: SANDBOX, data: { type: 'sandbox-3ds-result', intentId: 'pi_3ds', status: 'requires_payment_method', error } }));
    });
    expect(await pending).toEqual({ status: 'failed', error });
  });

  it('rejects a payment confirmation whose answer never came: the card may be charged, so it is no provider no (PAY-2)', async () => {
    server.use(http.post(`${SANDBOX}/__cards/confirm_payment`, () => HttpResponse.error()));
    const { setup } = renderForm();
    await fillCardAndAddress('4242424242424242');
    const pending = setup.registry.confirmPayment({ clientSecret: 'pi_5_secret_f', returnUrl: 'http://localhost/return-page' });
    await expect(pending).rejects.toThrow(CONNECTION_MESSAGE);
  });

  it('answers a card setup whose connection dropped with a provider error instead of throwing (PAY-4)', async () => {
    server.use(http.post(`${SANDBOX}/__cards/confirm_setup`, () => HttpResponse.error()));
    const { setup } = renderForm();
    await fillCardAndAddress('4242424242424242');
    const result = await setup.registry.confirmSetup({ clientSecret: 'seti_5_secret_f', returnUrl: 'http://localhost/return-page' });
    expect(result).toMatchObject({ status: 'failed', error: { type: 'api_connection_error', message: CONNECTION_MESSAGE } });
  });
});
