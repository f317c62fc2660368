// Tells at once when the visitor closes the sign-in window. The identity SDK notices only at its
// next check, up to a second later; until then the session is still logging in and a second
// 'Proceed to Checkout' was lost. The window is looked at often, and also on the next press or
// focus in the page, so that press finds the session ready to open a new window.
import { IdentityError } from '../../../machines/session/identity-port.ts';

const CHECK_EVERY_MS = 100;

export interface SignInWindowWatch {
  /** Rejects with 'popup_cancelled' once the visitor has closed the window; never resolves. */
  closed: Promise<never>;
  stop(): void;
}

/**
 * `issuerOrigin`: the identity provider's answer comes from there; once it has come the SDK closes
 * the window itself, which is not the visitor's doing.
 */
export function watchTheSignInWindow(popup: Window, issuerOrigin: string, win: Window = window): SignInWindowWatch {
  let reject: (error: IdentityError) => void = () => undefined;
  const closed = new Promise<never>((_, fail) => {
    reject = fail;
  });
  // Nobody may be waiting yet (the SDK still loads): the race that comes later still sees it.
  closed.catch(() => undefined);

  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (event.origin !== issuerOrigin || typeof data !== 'object' || data === null) return;
    if ('type' in data && data.type === 'authorization_response') stop();
  };
  const check = () => {
    if (!popup.closed) return;
    stop();
    reject(new IdentityError('popup_cancelled', 'the sign-in window was closed'));
  };
  const timer = win.setInterval(check, CHECK_EVERY_MS);
  win.addEventListener('message', onMessage);
  win.addEventListener('focus', check);
  win.document.addEventListener('pointerdown', check, true);
  win.document.addEventListener('keydown', check, true);

  function stop() {
    win.clearInterval(timer);
    win.removeEventListener('message', onMessage);
    win.removeEventListener('focus', check);
    win.document.removeEventListener('pointerdown', check, true);
    win.document.removeEventListener('keydown', check, true);
  }
  return { closed, stop };
}
