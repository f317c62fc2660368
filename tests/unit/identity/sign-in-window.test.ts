// @vitest-environment jsdom
// The sign-in window watch: a window the visitor closes is told at once (ERR-IDP-1), so the next
// 'Proceed to Checkout' finds the session ready; a window the identity SDK closes after the
// provider answered is not the visitor's doing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTheSignInWindow } from '../../../src/adapters/identity/sign-in-window.ts';
import { IdentityError } from '../../../machines/session/identity-port.ts';

const ISSUER = 'http://localhost:4330';
const fakePopup = () => ({ closed: false }) as { closed: boolean } & Window;

afterEach(() => {
  vi.useRealTimers();
});

describe('watching the sign-in window', () => {
  it('ERR-IDP-1: a window the visitor closes is told as popup_cancelled within a tenth of a second', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const watch = watchTheSignInWindow(popup, ISSUER);
    const told = vi.fn();
    watch.closed.catch(told);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(told).toHaveBeenCalledTimes(1);
    const error: unknown = told.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe('popup_cancelled');
  });

  it('ERR-IDP-1: a press in the page right after the close is told before the click it starts', async () => {
    const popup = fakePopup();
    const watch = watchTheSignInWindow(popup, ISSUER);
    const told = vi.fn();
    watch.closed.catch(told);
    popup.closed = true;
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(told).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('a window closed by the SDK after the provider answered is not a cancellation', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const watch = watchTheSignInWindow(popup, ISSUER);
    const told = vi.fn();
    watch.closed.catch(told);
    window.dispatchEvent(new MessageEvent('message', { origin: ISSUER, data: { type: 'authorization_response', response: { code: 'c', state: 's' } } }));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(told).not.toHaveBeenCalled();
  });

  it('an answer from another origin does not stop the watch', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const watch = watchTheSignInWindow(popup, ISSUER);
    const told = vi.fn();
    watch.closed.catch(told);
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.test', data: { type: 'authorization_response' } }));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
