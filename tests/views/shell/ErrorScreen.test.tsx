// @vitest-environment jsdom
// The unhandled-error screen (rule TOPBAR-11): a render error under the pages' error boundary.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeThrown } from '../../../src/views/shell/ErrorScreen.tsx';
import { PageErrorBoundary } from '../../../src/views/shell/PageErrorBoundary.tsx';
import { renderWithApp } from './support.tsx';

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

  it('describes anything that can be thrown', () => {
    expect(describeThrown(new Error('x'))).toBe('x');
    expect(describeThrown('plain')).toBe('plain');
    expect(describeThrown(42)).toBe('Something went wrong while showing this page.');
  });
});
