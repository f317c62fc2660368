// @vitest-environment jsdom
// index.html's route table: which routes carry the top bar and chat, the lazy return route. The
// widget's addresses are widget.html's (widget-page.test.tsx, ADR 0016).
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/app/routes.tsx';
import { fakeBrowser, renderWithApp, setViewportWidth } from './support.tsx';

vi.mock('../../../src/app/session-hooks.ts', () => ({
  useSessionView: () => ({ status: 'authenticated', authenticated: true, member: null, error: null, logIn: vi.fn(), logOut: vi.fn() }),
}));

// The checkout screen needs the page's actor system (its own view tests cover it); here a stand-in
// shows which price id the route handed on, so the table itself is what is under test.
vi.mock('../../../src/views/checkout/CheckoutPage.tsx', () => ({
  CheckoutPage: function CheckoutPageStandIn() {
    const { id } = useParams();
    return <h1>Checkout {id ?? 'without a price id'}</h1>;
  },
}));

afterEach(() => cleanup());

function renderAt(path: string) {
  setViewportWidth(1280);
  const browser = fakeBrowser();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithApp(<RouterProvider router={router} />, { browser }), router };
}

describe('checkout routes', () => {
  it('shows the checkout with top bar and chat on / (ROUTE-1, TOPBAR-9)', async () => {
    const { browser } = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Checkout without a price id', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DASHBOARD' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(browser.chat.start).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it('passes the path segment on as the price id (ROUTE-2, ROUTE-3)', async () => {
    renderAt('/price_are5_pro_monthly');
    expect(await screen.findByRole('heading', { name: 'Checkout price_are5_pro_monthly' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('return page', () => {
  it('shows nothing but an empty main region with a hidden status (ROUTE-8, ROUTE-9)', async () => {
    renderAt('/return-page');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Returning…');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Returning…');
    expect(main.textContent).toBe('Returning…');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('unknown routes', () => {
  it('fall into the error screen rather than a blank page (TOPBAR-11)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/a/b/c');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
