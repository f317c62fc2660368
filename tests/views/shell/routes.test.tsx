// @vitest-environment jsdom
// index.html's screens by address (src/app/routes.tsx, react-router's routes from the route table):
// which carry the top bar and chat, the lazy return page, unknown addresses and the routes' error
// screen. The widget's addresses are widget.html's (widget-page.test.tsx, ADR 0016).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { APP_ROUTES } from '../../../src/app/routes.tsx';
import { fakeBrowser, renderWithApp, setViewportWidth } from './support.tsx';

vi.mock('../../../src/app/session-hooks.ts', () => ({
  useSessionView: () => ({ status: 'authenticated', authenticated: true, member: null, error: null, logIn: vi.fn(), logOut: vi.fn() }),
}));

// The checkout screen needs the page's actor system (its own view tests cover it); here a stand-in
// marks where it shows, so the choice of screen is what is under test.
vi.mock('../../../src/views/checkout/CheckoutPage.tsx', () => ({
  CheckoutPage: function CheckoutPageStandIn() {
    return <h1>Checkout screen</h1>;
  },
}));
// The history sync needs the page's actor system; its own test covers it (e2e: back-forward.spec.ts).
vi.mock('../../../src/app/step-history.ts', () => ({ StepHistory: () => null }));

afterEach(() => cleanup());

function renderAt(path: string, routes: RouteObject[] = APP_ROUTES) {
  setViewportWidth(1280);
  const browser = fakeBrowser();
  return renderWithApp(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />, { browser });
}

describe('checkout routes', () => {
  it('shows the checkout with top bar and the chat launcher on / (ROUTE-1, TOPBAR-9; the root actor starts the chat, wiring-root.test.ts)', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Checkout screen', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DASHBOARD' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it("shows the checkout on /{id} too (ROUTE-2, ROUTE-3; the id itself is the root actor's input)", async () => {
    renderAt('/price_are5_pro_monthly');
    expect(await screen.findByRole('heading', { name: 'Checkout screen' })).toBeInTheDocument();
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

describe("the routes' error screen", () => {
  it('shows a level-1 heading, the message without its stack and Reload, and reports the error (TOPBAR-11)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: RouteObject[] = [
      {
        errorElement: APP_ROUTES[0]?.errorElement,
        children: [
          {
            path: '/',
            Component: () => {
              throw new Error('The plan could not be shown');
            },
          },
        ],
      },
    ];
    const { browser } = renderAt('/', failing);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The plan could not be shown')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bat \w+ \(|routes\.test/);
    expect(browser.telemetry.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The plan could not be shown' }), { where: 'route' });
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(browser.navigation.reload).toHaveBeenCalled();
  });

  it('an unknown address is not reported: it is a 404, not a fault (TOPBAR-11)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { browser } = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(browser.telemetry.reportError).not.toHaveBeenCalled();
  });
});
