// @vitest-environment jsdom
// What widget.html renders on /updateBilling and /displayBillingInfo (src/app/widget-page.tsx,
// ADR 0016): the billing page in the widget's frame, without top bar or chat, and the error screen
// instead of a blank frame when a render fails.
// rule: ROUTE-5, ROUTE-7, TOPBAR-10, TOPBAR-11
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetPage } from '../../../src/app/widget-page.tsx';
import { renderWithApp, setViewportWidth } from './support.tsx';

// The billing page needs the page's actor system (tests/views/billing/ covers it); a stand-in here,
// which throws when told to, so the frame and its error boundary are what is under test.
const page = vi.hoisted(() => ({ failure: null as Error | null }));
vi.mock('../../../src/views/billing/BillingWidgetPage.tsx', () => ({
  BillingWidgetPage: function BillingWidgetStandIn() {
    if (page.failure) throw page.failure;
    return <h1>Billing widget</h1>;
  },
}));

afterEach(() => {
  cleanup();
  page.failure = null;
  vi.restoreAllMocks();
});

describe("the widget's page", () => {
  it('ROUTE-5, ROUTE-7, TOPBAR-10: shows the billing page in a main region, without top navigation or chat', async () => {
    setViewportWidth(1280);
    const { browser } = renderWithApp(<WidgetPage />);
    expect(await screen.findByRole('heading', { name: 'Billing widget' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Billing widget' }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'DASHBOARD' })).toBeNull();
    expect(screen.queryByText('LOG OUT')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(browser.chat.start).not.toHaveBeenCalled();
  });

  it("TOPBAR-11: a render error shows 'Unexpected Application Error!' with the message and a Reload button", async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.failure = new Error('The saved card could not be drawn.');
    const { browser } = renderWithApp(<WidgetPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The saved card could not be drawn.')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(browser.navigation.reload).toHaveBeenCalledTimes(1);
  });
});
