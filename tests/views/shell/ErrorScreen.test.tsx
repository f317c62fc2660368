// @vitest-environment jsdom
// The unhandled-error screen (rule TOPBAR-11): a render error under the pages' error boundary.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetry } from '../../../src/adapters/browser/telemetry.ts';
import { describeThrown } from '../../../src/views/shell/ErrorScreen.tsx';
import { PageErrorBoundary } from '../../../src/views/shell/PageErrorBoundary.tsx';
import { fakeBrowser, renderWithApp } from './support.tsx';

beforeEach(() => {
  // React reports the caught error on the console; the test expects it.
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

describe('error screen', () => {
  it("is headed 'Unexpected Application Error!' with the message and a Reload button (TOPBAR-11)", async () => {
    const { browser } = renderWithApp(
      <PageErrorBoundary>
        <Boom />
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The order summary could not be drawn.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(browser.navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('TOPBAR-11: reports what it catches through the telemetry port, with the component stack', async () => {
    const { browser } = renderWithApp(
      <PageErrorBoundary>
        <Boom />
      </PageErrorBoundary>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(browser.telemetry.reportError).toHaveBeenCalledTimes(1);
    const [error, context] = vi.mocked(browser.telemetry.reportError).mock.calls[0] ?? [];
    expect(error).toEqual(new Error('The order summary could not be drawn.'));
    expect(context).toMatchObject({ where: 'page', componentStack: expect.stringContaining('Boom') });
  });

  it('TOPBAR-11: in the sandbox the report goes to the console, with no token or card number in it', async () => {
    const log = { error: vi.fn() };
    const browser = { ...fakeBrowser(), telemetry: createTelemetry({ mode: 'sandbox', key: null, log }) };
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJl';
    function Leaky(): never {
      throw new Error(`Card 4242 4242 4242 4242 refused for token ${token}`);
    }
    renderWithApp(
      <PageErrorBoundary>
        <Leaky />
      </PageErrorBoundary>,
      { browser },
    );
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(log.error).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(log.error.mock.calls[0]);
    expect(logged).toContain('Card [redacted] refused for token [redacted]');
    expect(logged).toContain('Leaky');
    expect(logged).not.toContain('4242');
    expect(logged).not.toContain(token);
  });

  it('describes anything that can be thrown', () => {
    expect(describeThrown(new Error('x'))).toBe('x');
    expect(describeThrown('plain')).toBe('plain');
    expect(describeThrown(42)).toBe('Something went wrong while showing this page.');
  });
});
