// @vitest-environment jsdom
// The completion modal and the ARE thank-you dialog, reached through the real checkout machine
// (stubbed calls) by Confirm Payment on page 1.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE } from '../../machines/checkout/fixtures.ts';
import { settle, startCheckout } from '../../machines/checkout/harness.ts';
import { LiveCheckout, renderView, sandboxCards, setViewportWidth } from './support.tsx';

beforeEach(() => setViewportWidth(1280));
afterEach(cleanup);

async function buy(priceId: string, member: string) {
  const harness = startCheckout({ priceId });
  harness.session.signIn(member);
  renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
  await harness.untilPage(0);
  await settle();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  await harness.untilPage(1);
  await user.click(await screen.findByRole('checkbox', { name: /renews automatically/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
  await harness.untilPage('complete');
  return { harness, user };
}

describe('completion modal', () => {
  it('DIALOG-COMPLETE-1 DIALOG-COMPLETE-2 DIALOG-COMPLETE-3 DIALOG-COMPLETE-5 SUMMARY-19: texts, the next steps for an individual plan, prices hidden', async () => {
    const { harness, user } = await buy(PRICE.essentials, 'member@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Checkout complete' });
    expect(within(dialog).getByText('A receipt will be emailed to you shortly!')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your access starts right now.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    const button = within(dialog).getByRole('button', { name: 'Go to dashboard' });

    // Behind the modal the summary keeps the plan without prices.
    const summary = screen.getByRole('complementary', { hidden: true });
    expect(summary).toHaveTextContent('Architecture Essentials');
    expect(summary.textContent).not.toMatch(/\$/);

    await user.click(button);
    expect(harness.count('open the dashboard')).toBe(1);
  });

  it('DIALOG-COMPLETE-4: signed out, the button is "Log in" and asks for the popup', async () => {
    const { harness, user } = await buy(PRICE.essentials, 'member@example.com');
    await screen.findByRole('dialog', { name: 'Checkout complete' });
    harness.session.signOut();
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    const before = harness.count('open sign-in popup');
    await user.click(logIn);
    expect(harness.count('open sign-in popup')).toBe(before + 1);
  });

  it('DIALOG-COMPLETE-7 DIALOG-COMPLETE-8: an ARE purchase opens the thank-you dialog first; Get Started goes to the learning site', async () => {
    const { harness, user } = await buy(PRICE.are5Expert, 'member@example.com');
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your purchase!' });
    expect(screen.queryByRole('dialog', { name: 'Checkout complete' })).toBeNull();
    await user.click(within(thanks).getByRole('button', { name: 'Get Started' }));
    expect(harness.count('go to learning site')).toBe(1);
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout complete' })).toBeInTheDocument();
  });
});
