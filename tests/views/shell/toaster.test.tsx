// @vitest-environment jsdom
// The toast areas and how the error catalogue's notices render (spec sections 8 and 9).
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ToastRegions } from '../../../src/app/toast-regions.tsx';
import { AppToasters, showNotice, signUpToaster, toaster } from '../../../src/app/toaster.tsx';
import { appSystem } from '../../../src/app/theme/system.ts';

// The regions themselves; AppToasters, which loads them after the first paint, has its own test below.
function renderToasters() {
  return render(
    <ChakraProvider value={appSystem()}>
      <ToastRegions />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  renderToasters();
});
afterEach(() => {
  act(() => {
    toaster.remove();
    signUpToaster.remove();
  });
  cleanup();
});

const toastOf = (text: string): HTMLElement => {
  const el = screen.getByText(text).closest<HTMLElement>('[data-part="root"]');
  if (!el) throw new Error(`no toast holds ${text}`);
  return el;
};

describe('toaster settings', () => {
  it('checkout toasts: bottom-right, 3 visible, 4000 ms, gap 14, removal 200 ms, Alt+T (TOPBAR-8, CONST-30, CONST-31, CONST-32, CONST-35, CONST-36)', () => {
    expect(toaster.attrs).toMatchObject({ placement: 'bottom-end', max: 3, duration: 4000, gap: 14, removeDelay: 200, hotkey: ['altKey', 'KeyT'] });
  });

  it('sign-up toasts: top-right, 5000 ms (CONST-37, CONST-38)', () => {
    expect(signUpToaster.attrs).toMatchObject({ placement: 'top-end', duration: 5000 });
  });

  it('shows at most three checkout toasts at once (CONST-30)', async () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) showNotice({ kind: 'error', message: `Problem ${n}` });
    });
    await screen.findByText('Problem 3');
    expect(screen.queryByText('Problem 4')).toBeNull();
  });

  it('toasts are 356 px wide (CONST-33)', async () => {
    act(() => {
      showNotice({ kind: 'success', message: 'Saved' });
    });
    await screen.findByText('Saved');
    expect(getComputedStyle(toastOf('Saved')).width).toBe('356px');
  });
});

describe('showNotice', () => {
  it('request-id: persistent toast with the Request Id and a Dismiss button (ERR-2, ERR-3, ERR-4)', async () => {
    act(() => {
      showNotice({ kind: 'request-id', requestId: 'req_42' });
    });
    const title = await screen.findByText('Something went wrong, please contact support and provide the Request Id!');
    const toast = toastOf(title.textContent ?? '');
    expect(within(toast).getByText('Request Id: req_42')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(Infinity);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(toast).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByText('Request Id: req_42')).toBeNull(), { timeout: 10000 });
  });

  it('error: an error toast with the message (ERR-5, ERR-7)', async () => {
    act(() => {
      showNotice({ kind: 'error', message: 'Invalid coupon.' });
    });
    await screen.findByText('Invalid coupon.');
    expect(toastOf('Invalid coupon.')).toHaveAttribute('data-type', 'error');
  });

  it('success: a success toast', async () => {
    act(() => {
      showNotice({ kind: 'success', message: 'Validated NOMA Email' });
    });
    await screen.findByText('Validated NOMA Email');
    expect(toastOf('Validated NOMA Email')).toHaveAttribute('data-type', 'success');
  });

  it('info-persistent: persistent with a Dismiss button (STATE-WAITLIST-3)', async () => {
    act(() => {
      showNotice({ kind: 'info-persistent', message: 'You joined the wait list!', description: 'Your position in queue: 3' });
    });
    const toast = toastOf((await screen.findByText('You joined the wait list!')).textContent ?? '');
    expect(within(toast).getByText('Your position in queue: 3')).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(Infinity);
  });

  it('renders messages as text, never as HTML', async () => {
    act(() => {
      showNotice({ kind: 'error', message: '<img src=x onerror=alert(1)>' });
    });
    const text = await screen.findByText('<img src=x onerror=alert(1)>');
    expect(text.querySelector('img')).toBeNull();
  });

  it('goes to the sign-up area when asked (CONST-37)', async () => {
    act(() => {
      showNotice({ kind: 'error', message: 'Server error, please try again.' }, signUpToaster);
    });
    await screen.findByText('Server error, please try again.');
    expect(signUpToaster.getCount()).toBe(1);
    expect(toaster.getCount()).toBe(0);
  });
});

describe('swipe to dismiss', () => {
  it('dismisses after a 45 px swipe, not before (CONST-34)', async () => {
    act(() => {
      showNotice({ kind: 'request-id', requestId: 'req_swipe' });
    });
    await screen.findByText('Request Id: req_swipe');
    const toast = toastOf('Request Id: req_swipe');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toast).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 146, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 146, pointerId: 1 });
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(screen.queryByText('Request Id: req_swipe')).toBeNull(), { timeout: 10000 });
  });
});

describe('the regions load after the first paint (docs/decisions/0017)', () => {
  it('a toast raised before they mount shows once they do (ERR-2)', async () => {
    cleanup();
    act(() => {
      showNotice({ kind: 'request-id', requestId: 'req_early' });
    });
    render(
      <ChakraProvider value={appSystem()}>
        <AppToasters />
      </ChakraProvider>,
    );
    expect(await screen.findByText('Request Id: req_early')).toBeInTheDocument();
  });

  it('a toast raised after they mount, before the page is idle, shows at once (ERR-5)', async () => {
    cleanup();
    // The page never goes idle in this test: only the raised toast can make the regions load.
    vi.stubGlobal('requestIdleCallback', () => 0);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    render(
      <ChakraProvider value={appSystem()}>
        <AppToasters />
      </ChakraProvider>,
    );
    act(() => {
      showNotice({ kind: 'error', message: 'Raised while loading' });
    });
    expect(await screen.findByText('Raised while loading')).toBeInTheDocument();
  });
});
