// @vitest-environment jsdom
// Page 2 of the checkout screen over the real checkout machine (stubbed calls) with the sandbox
// card form: the title, 'Pay $…' or 'Save payment method', the consent, the terms notice, and the
// card provider's message in the red alert above the form.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { CardFormState, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { Purchase } from '../../../machines/payment/rules.ts';
import type { PaymentRef } from '../../../src/views/checkout/actor-refs.ts';
import PaymentDetailsStep from '../../../src/views/checkout/PaymentDetailsStep.tsx';
import { productFor, PRICE } from '../../machines/checkout/fixtures.ts';
import { settle, startCheckout, type Answers } from '../../machines/checkout/harness.ts';
import { startChild } from '../organisation/support.tsx';
import { LiveCheckout, renderView, sandboxCards, setViewportWidth } from './support.tsx';

beforeEach(() => setViewportWidth(375));
afterEach(cleanup);

const COMPLETE_FORM: CardFormState = {
  paymentComplete: true,
  addressComplete: true,
  address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
  phone: '4155550101',
};

/** A plan whose cart total is $192.08 (the stubbed reprice adds no tax). */
const plan19208: Answers = { products: async () => [{ ...productFor(PRICE.are5Pro), amount: 19208 }] };

async function toPage2(member: string, answers: Answers = {}) {
  const harness = startCheckout({ priceId: PRICE.are5Pro }, answers);
  harness.session.signIn(member);
  const view = renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
  await harness.untilPage(0);
  await settle();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  await harness.untilPage(1);
  // The page's chunk (and, hovered, the sign-up and payment parts: ADR 0035) may load slowly on a busy machine.
  const toDetails = await screen.findByRole('button', { name: /Payment Method|payment method/ }, { timeout: 5000 });
  await user.click(toDetails);
  await harness.untilPage(2);
  return { harness, user, ...view };
}

describe('page 2', () => {
  it('PAGE2-1 PAGE2-2 PAGE2-4 PAGE2-5 PAGE2-6: "Step 2: Secure Checkout" with the card form and "Pay $192.08", disabled until ready', async () => {
    const { harness, user } = await toPage2('nocard@example.com', plan19208);
    const title = await screen.findByRole('heading', { level: 2, name: 'Step 2: Secure Checkout' }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay $192.08' });
    expect(pay).toBeDisabled();

    const payment = harness.actor.system.get('payment') as PaymentRef;
    payment.send({ type: 'card form changed', form: COMPLETE_FORM });
    await settle();
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /renews automatically each billing cycle/ }));
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('PAGE2-7 PAGE2-8 PAGE2-9 PAGE2-10: the consent and the terms notice sit by the button; both links open new tabs', async () => {
    const { config } = await toPage2('nocard@example.com', plan19208);
    await screen.findByRole('heading', { level: 2, name: 'Step 2: Secure Checkout' });
    expect(
      screen.getByRole('checkbox', { name: 'I understand my subscription renews automatically each billing cycle and I can cancel at any time.' }),
    ).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(terms).toHaveAttribute('href', config.urls.terms);
    expect(privacy).toHaveAttribute('href', config.urls.privacy);
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(terms.closest('p')).toHaveTextContent('By clicking Pay, you agree to our');
  });

  it('VALID-CHECKOUT-10: no terms or privacy checkbox; the notice says clicking Pay is the acceptance, and Pay goes ahead on the renewal consent alone', async () => {
    const { harness, user } = await toPage2('nocard@example.com', plan19208);
    // The form's chunk loads on first use.
    await screen.findByRole('heading', { level: 2, name: 'Step 2: Secure Checkout' }, { timeout: 5000 });
    // The one checkbox is the renewal consent (VALID-CHECKOUT-8); none asks for the terms or the privacy policy.
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(1);
    expect(checkboxes[0]).toHaveAccessibleName('I understand my subscription renews automatically each billing cycle and I can cancel at any time.');
    expect(screen.queryByRole('checkbox', { name: /terms|privacy/i })).toBeNull();
    const notice = screen.getByRole('link', { name: /Terms of Service/ }).closest('p');
    expect(notice?.textContent?.replace(/\s*\(opens in a new tab\)/g, '')).toBe('By clicking Pay, you agree to our Terms of Service and Privacy Policy.');

    const payment = harness.actor.system.get('payment') as PaymentRef;
    payment.send({ type: 'card form changed', form: COMPLETE_FORM });
    await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
    const pay = screen.getByRole('button', { name: 'Pay $192.08' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    // Clicking Pay is the acceptance: the subscription is created with nothing more ticked.
    await waitFor(() => expect(harness.creates).toHaveLength(1));
  });

  it('CONST-22: the Pay button follows the repriced total', async () => {
    const { harness } = await toPage2('nocard@example.com', plan19208);
    await screen.findByRole('button', { name: 'Pay $192.08' });
    // What the pricing child tells the checkout after a reprice with tax.
    harness.actor.send({ type: 'pricing.price changed', total: 207452 });
    expect(await screen.findByRole('button', { name: 'Pay $2,074.52' })).toBeInTheDocument();
  });

  it('PAGE2-3 SAVECARD-1: a member with a saved card updates billing info: "Step 3: Update Billing Info", "Save payment method", no consent', async () => {
    await toPage2('cse.member@example.com');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3: Update Billing Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save payment method' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /renews automatically/ })).toBeNull();
    expect(screen.getByText(/By clicking Save payment method, you agree to our/)).toBeInTheDocument();
  });

  it('PAGE1-8: Cancel on page 2 goes back to page 1', async () => {
    const { harness, user } = await toPage2('nocard@example.com');
    await screen.findByRole('heading', { level: 2, name: 'Step 2: Secure Checkout' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await harness.untilPage(1);
  });
});

describe('provider errors', () => {
  it('PAY-4 ERR-CHECKOUT-4: the provider message shows in a red alert above the form', async () => {
    const harness = startCheckout({ priceId: PRICE.are5Pro }, plan19208);
    harness.session.signOut();
    await harness.untilPage(0);
    const declining = paymentMachine.provide({
      actors: {
        'hold the purchase lock': fromCallback<EventObject, { name: string }>(({ sendBack }) => sendBack({ type: 'purchase lock.held' })),
        'check entered payment details': fromPromise<CardSubmission>(async () => ({
          status: 'failed',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        })),
      },
      actions: { 'report unsuccessful checkout submission': () => undefined },
    });
    const payment: PaymentRef = startChild(declining, {}).child;
    renderView(<PaymentDetailsStep checkout={harness.actor} payment={payment} pricing={undefined} cardProvider={sandboxCards()} focusTitle={false} />);
    await screen.findByRole('heading', { level: 2, name: 'Step 2: Secure Checkout' });

    const purchase: Purchase = {
      items: [{ price_id: PRICE.are5Pro, name: 'ARE 5.0 Pro 1-Month Subscription', audience: 'individual' }],
      coupon: null,
      taxRateId: null,
      total: 19208,
      subscriptions: [],
      savedPaymentMethod: null,
      memberId: 'mem_1',
    };
    payment.send({ type: 'card form changed', form: COMPLETE_FORM });
    payment.send({ type: 'accept renewal terms', accepted: true });
    payment.send({ type: 'pay', purchase });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    const form = screen.getByRole('button', { name: 'Pay $192.08' }).closest('form');
    if (!form) throw new Error('no form');
    // Above the form: the alert comes first in the document.
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(alert).getByText('Your card was declined.')).toBeInTheDocument();
  });
});
