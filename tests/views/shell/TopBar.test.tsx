// @vitest-environment jsdom
// The top bar: logo, wide navigation when signed in, narrow menu below 900 px.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../../src/app/session-hooks.ts';
import { TopBar } from '../../../src/views/shell/TopBar.tsx';
import { renderWithApp, setViewportWidth } from './support.tsx';

const session = vi.hoisted(() => ({ current: null as SessionView | null }));
vi.mock('../../../src/app/session-hooks.ts', () => ({
  useSessionView: () => session.current,
}));

function signedIn(authenticated: boolean): SessionView {
  const view: SessionView = {
    status: authenticated ? 'authenticated' : 'anonymous',
    authenticated,
    member: authenticated ? { id: 'm1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } : null,
    error: null,
    logIn: vi.fn(),
    logOut: vi.fn(),
  };
  session.current = view;
  return view;
}

afterEach(() => cleanup());

describe('TopBar on wide screens', () => {
  it('links the logo to the marketing site (TOPBAR-1)', () => {
    setViewportWidth(1280);
    signedIn(false);
    const { config } = renderWithApp(<TopBar />);
    const logo = screen.getByRole('link', { name: config.brand.name });
    expect(logo).toHaveAttribute('href', config.urls.marketingHome);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows DASHBOARD in a new tab and LOG OUT when signed in (TOPBAR-2, TOPBAR-3, TOPBAR-4)', async () => {
    setViewportWidth(1280);
    const view = signedIn(true);
    const { config } = renderWithApp(<TopBar />);
    const dashboard = screen.getByRole('link', { name: 'DASHBOARD' });
    expect(dashboard).toHaveAttribute('href', config.urls.learn);
    expect(dashboard).toHaveAttribute('target', '_blank');
    expect(dashboard.getAttribute('rel')).toContain('noopener');
    await userEvent.click(screen.getByRole('button', { name: 'LOG OUT' }));
    expect(view.logOut).toHaveBeenCalledTimes(1);
  });

  it('renders each text once and no menu button (TOPBAR-7)', () => {
    setViewportWidth(1280);
    signedIn(true);
    renderWithApp(<TopBar />);
    expect(screen.getAllByText('DASHBOARD')).toHaveLength(1);
    expect(screen.getAllByText('LOG OUT')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('shows neither DASHBOARD nor LOG OUT when signed out', () => {
    setViewportWidth(1280);
    signedIn(false);
    renderWithApp(<TopBar />);
    expect(screen.queryByText('DASHBOARD')).toBeNull();
    expect(screen.queryByText('LOG OUT')).toBeNull();
  });
});

describe('TopBar below 900 px', () => {
  it('offers Dashboard and Logout in a menu when signed in (TOPBAR-5, TOPBAR-7)', async () => {
    setViewportWidth(899);
    const view = signedIn(true);
    const { config } = renderWithApp(<TopBar />);
    expect(screen.queryByText('DASHBOARD')).toBeNull();
    expect(screen.queryByText('LOG OUT')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    const dashboard = within(menu).getByRole('menuitem', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', config.urls.learn);
    expect(dashboard).toHaveAttribute('target', '_blank');
    expect(within(menu).queryByRole('menuitem', { name: 'Log in' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(view.logOut).toHaveBeenCalledTimes(1);
  });

  it('offers Log in when signed out (TOPBAR-6)', async () => {
    setViewportWidth(375);
    const view = signedIn(false);
    renderWithApp(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log in' }));
    expect(view.logIn).toHaveBeenCalledTimes(1);
  });
});
