// @vitest-environment jsdom
// The billing widget's screens over the real billing, session and payment machines (stubbed calls)
// with the sandbox card form: the re-enter button, the saved card and its button, 'No credit card
// found.', the no-subscription text, and the 'Step 3: Update Billing Info' form with its alert.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { CardProviderSetup } from '../../../src/adapters/card-provider/index.ts';
import { BillingWidget } from '../../../src/views/billing/BillingWidget.tsx';
import { declined, SAVED_MASTERCARD, SAVED_VISA, settle, startWidget } from '../../machines/billing/support.ts';
import { renderView, sandboxCards, setViewportWidth } from '../checkout/support.tsx';

beforeEach(() => setViewportWidth(320));
afterEach(cleanup);

const COMPLETE_FORM: CardFormState = {
  paymentComplete: true,
  addressComplete: true,
  address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
  phone: '4155550101',
};

/** The widget as BillingWidgetPage shows it: the payment child is read from the system once it starts (with the form, docs/decisions/0038). */
function LiveWidget({ t, cardProvider }: { t: ReturnType<typeof startWidget>; cardProvider: CardProviderSetup }) {
  const payment = useSyncExternalStore(
    (onChange) => {
      const sub = t.billing.system.inspect((event) => {
        if (event.type === '@xstate.actor' || event.type === '@xstate.snapshot') onChange();
      });
      return () => sub.unsubscribe();
    },
    () => t.payment(),
  );
  return <BillingWidget billing={t.billing} payment={payment} cardProvider={cardProvider} />;
}

function show(t: ReturnType<typeof startWidget>) {
  return renderView(<LiveWidget t={t} cardProvider={sandboxCards()} />);
}

describe('billing widget view', () => {
  it('PAGE1-9, PAGE1-10, PAGE1-1, PAGE1-2, PAGE1-3, PAGE1-4, PAGE1-6: signed out, the re-enter button signs in; then the saved Visa with Update Payment Method', async () => {
    const t = startWidget({ behaviour: { checkSession: async () => null } });
    show(t);
    const reEnter = await screen.findByRole('button', { name: 'For security reasons, please click here to re-enter your credentials' });
    await userEvent.setup().click(reEnter);
    expect(t.spies.login).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2: Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.getByText('Expires 12/2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });

  it('PAGE1-13, PAGE1-14: no active or canceled subscription shows the text and no form', async () => {
    const t = startWidget({ behaviour: { subscriptions: async () => [] } });
    show(t);
    expect(
      await screen.findByText('You do not have any active or canceled subscriptions. Sign up for a new one to get started!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('PAGE1-11, PAGE1-12: with no saved method, "No credit card found." and Add Payment Method', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => []] } });
    show(t);
    expect(await screen.findByText('No credit card found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();
  });

  it('PAGE2-3, PAGE2-4, PAGE2-8, SAVECARD-3, SAVECARD-7: the form is titled "Step 3: Update Billing Info", saves when complete, then shows the new card', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => [SAVED_MASTERCARD]] } });
    show(t);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    // The form's chunk loads on first use.
    const title = await screen.findByRole('heading', { level: 2, name: 'Step 3: Update Billing Info' }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Service/ }).closest('p')).toHaveTextContent('By clicking Save payment method, you agree to our');
    const save = screen.getByRole('button', { name: 'Save payment method' });
    expect(save).toBeDisabled();
    t.payment().send({ type: 'card form changed', form: COMPLETE_FORM });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Your payment method was updated.')).toBeInTheDocument();
    expect(screen.getByText('Ending in 4444')).toBeInTheDocument();
    expect(t.spies.setDefault).toHaveBeenCalledWith({ paymentMethodId: 'pm_new_mastercard' });
  });

  it('SCOPE-7 (docs/decisions/0036): an individual member with an active subscription replaces the payment method; no other subscription action is offered', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => [SAVED_MASTERCARD]] } });
    show(t);
    const user = userEvent.setup();
    expect(await screen.findByText('Ending in 4242')).toBeInTheDocument();
    // The member's subscriptions were read; the one action on them is the payment method.
    expect(t.spies.subscriptions).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Update Payment Method']);
    expect(screen.queryByRole('button', { name: /cancel|pause|subscription/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 3: Update Billing Info' }, { timeout: 5000 });
    t.payment().send({ type: 'card form changed', form: COMPLETE_FORM });
    const save = screen.getByRole('button', { name: 'Save payment method' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Ending in 4444')).toBeInTheDocument();
    expect(t.spies.setDefault).toHaveBeenCalledWith({ paymentMethodId: 'pm_new_mastercard' });
    expect(screen.queryByText('Ending in 4242')).toBeNull();
  });

  it("PAY-4, ERR-CHECKOUT-4, SAVECARD-5: a decline shows the provider's message in the alert above the form; Cancel goes back to the saved card", async () => {
    const t = startWidget({ behaviour: { confirmSetup: async () => declined('Your card was declined.') } });
    show(t);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    await screen.findByRole('heading', { name: 'Step 3: Update Billing Info' }, { timeout: 5000 });
    t.payment().send({ type: 'card form changed', form: COMPLETE_FORM });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Ending in 4242')).toBeInTheDocument();
    expect(screen.queryByText('Your payment method was updated.')).toBeNull();
  });
});
