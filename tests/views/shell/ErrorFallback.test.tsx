// @vitest-environment jsdom
// The unhandled-error screen (rule TOPBAR-11).
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback, describeError } from '../../../src/views/shell/ErrorFallback.tsx';
import { renderWithApp } from './support.tsx';

beforeEach(() => {
  // React and the router report the caught error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('The order summary could not be drawn.');
}

describe('ErrorFallback', () => {
  it("is headed 'Unexpected Application Error!' with the message and a Reload button (TOPBAR-11)", async () => {
    const router = createMemoryRouter([{ path: '/', Component: Boom, ErrorBoundary: ErrorFallback }]);
    const { browser } = renderWithApp(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The order summary could not be drawn.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(browser.navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('describes anything that can be thrown', () => {
    expect(describeError(new Error('x'))).toBe('x');
    expect(describeError('plain')).toBe('plain');
    expect(describeError(42)).toBe('Something went wrong while showing this page.');
  });
});
