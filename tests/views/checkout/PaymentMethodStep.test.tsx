// @vitest-environment jsdom
// Pages 0 and 1 of the checkout screen over the real checkout machine (stubbed calls): Proceed,
// Create an account, the saved card or bank account, the renewal consent, Confirm Payment, Cancel,
// the re-enter-credentials button and the payment message below the form.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardBrandLogo } from '../../../src/views/shared/CardBrandLogo.tsx';
import { SavedPaymentMethod } from '../../../src/views/shared/SavedPaymentMethod.tsx';
import { PRICE } from '../../machines/checkout/fixtures.ts';
import { settle, startCheckout, type Answers } from '../../machines/checkout/harness.ts';
import { LiveCheckout, renderView, sandboxCards, setViewportWidth } from './support.tsx';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';

beforeEach(() => setViewportWidth(1280));
afterEach(cleanup);

async function showCheckout(priceId: string, member: string | null, answers: Answers = {}) {
  const harness = startCheckout({ priceId }, answers);
  if (member) harness.session.signIn(member);
  else harness.session.signOut();
  const view = renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
  await harness.untilPage(0);
  await settle();
  return { harness, ...view, user: userEvent.setup() };
}

async function toPage1(priceId: string, member: string, answers: Answers = {}) {
  const shown = await showCheckout(priceId, member, answers);
  await shown.user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  await shown.harness.untilPage(1);
  // The page's chunk (and, hovered, the sign-up and payment parts: ADR 0035) may load slowly on a busy machine.
  await screen.findByRole('heading', { level: 2, name: 'Step 2: Payment Method' }, { timeout: 5000 });
  return shown;
}

describe('page 0', () => {
  it('PAGE0-1 PAGE0-3 CART-1: the summary beside the step, Proceed to Checkout and Create an account for a visitor', async () => {
    const { harness, user } = await showCheckout(PRICE.are5Pro, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Your order (1 item)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create an account' });
    await user.click(create);
    await waitFor(() => expect(harness.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'signing up' } } } })).toBe(true));
  });

  it('PAGE0-4: Proceed for a visitor asks for the sign-in popup', async () => {
    const { harness, user } = await showCheckout(PRICE.are5Pro, null);
    const before = harness.count('open sign-in popup');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(harness.count('open sign-in popup')).toBe(before + 1);
  });

  it('ALREADY-SUB-2: no Proceed button for a plan the member holds', async () => {
    await showCheckout(PRICE.are5Pro, 'member@example.com');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('FIRM-MEMBER-2 SCOPE-10: Proceed is disabled for a firm-plan member buying an individual plan; no Create an account', async () => {
    await showCheckout(PRICE.are5Pro, 'firm.member@example.com');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });
});

describe('who buys a group plan', () => {
  it("SCOPE-9: the firm's company admin goes on to pay for a group plan; a firm member who is not admin is told so and stays on page 0", async () => {
    const admin = await toPage1(PRICE.firmExpert, 'firm.admin@example.com');
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    admin.harness.actor.stop();
    cleanup();

    const { harness, user } = await showCheckout(PRICE.firmExpert, 'firm.member@example.com');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are not a company admin!' });
    expect(dialog).toHaveTextContent('If you need a new license please contact your company admin, or contact support.');
    await settle();
    expect(harness.page()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });
});

describe('page 1', () => {
  it('PAGE0-6 PAGE1-1 PAGE1-2 PAGE1-3 PAGE1-4 PAGE1-6: the saved Visa card and Update Payment Method; focus on the step title', async () => {
    await toPage1(PRICE.are5Expert, 'member@example.com');
    const title = screen.getByRole('heading', { level: 2, name: 'Step 2: Payment Method' });
    await waitFor(() => expect(title).toHaveFocus());
    const saved = screen.getByRole('group', { name: 'Saved payment method' });
    expect(within(saved).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(saved).toHaveTextContent('Ending in 4242');
    expect(saved).toHaveTextContent('Expires 12/2030');
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeInTheDocument();
  });

  it('PAGE1-7 VALID-CHECKOUT-9: Confirm Payment waits for the renewal consent', async () => {
    const { user } = await toPage1(PRICE.are5Expert, 'member@example.com');
    const confirm = screen.getByRole('button', { name: 'Confirm Payment' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'I understand my subscription renews automatically each billing cycle and I can cancel at any time.' }),
    );
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('PAGE1-8: Cancel goes back to page 0', async () => {
    const { harness, user } = await toPage1(PRICE.are5Expert, 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await harness.untilPage(0);
    expect(await screen.findByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('PAGE1-11 PAGE1-12 ERR-CHECKOUT-1: no card: "No credit card found.", Add Payment Method, and the message with its icon below the form', async () => {
    const { user } = await toPage1(PRICE.are5Pro, 'nocard@example.com');
    expect(screen.getByText('No credit card found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please update your payment method.');
    expect(within(alert).getByTestId('payment-message-icon')).toBeInTheDocument();
  });

  it('PAGE1-9 PAGE1-10: signed out on page 1: only the re-enter-credentials button, which opens the popup', async () => {
    const { harness, user } = await toPage1(PRICE.are5Expert, 'member@example.com');
    harness.session.signOut();
    const button = await screen.findByRole('button', { name: 'For security reasons, please click here to re-enter your credentials' });
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
    const before = harness.count('open sign-in popup');
    await user.click(button);
    expect(harness.count('open sign-in popup')).toBe(before + 1);
  });
});

describe('saved payment method', () => {
  it('PAGE1-5: a bank account shows bank name, account type, holder type and last four', () => {
    const bank: PaymentMethod = {
      id: 'pm_bank',
      type: 'us_bank_account',
      bankName: 'STRIPE TEST BANK',
      accountType: 'checking',
      accountHolderType: 'company',
      last4: '6789',
      address: null,
      phone: null,
      phone_ext: null,
      is_default: true,
    };
    renderView(<SavedPaymentMethod method={bank} />);
    const saved = screen.getByRole('group', { name: 'Saved payment method' });
    expect(saved).toHaveTextContent('STRIPE TEST BANK');
    expect(saved).toHaveTextContent('Ending in 6789');
    expect(saved).toHaveTextContent('Checking · Company');
  });

  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['discover', 'Discover'],
    ['amex', 'American Express'],
    ['unionpay', 'Unionpay'],
  ])('PAGE1-2: the %s mark is an image named %s', (brand, name) => {
    renderView(<CardBrandLogo brand={brand} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
