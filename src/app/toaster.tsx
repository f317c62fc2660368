// The two toast stores (spec section 9) and `showNotice`, which turns the error catalogue's
// Notice values into toasts. Mapping of the spec's toast settings onto Chakra (Ark/Zag) toasts:
//   placement, max visible, duration, gap, removal delay, hotkey → toaster options here;
//   width 356 px and swipe-dismiss 45 px → the regions (toast-regions.tsx).
// The regions that draw the toasts (Zag's toast machine, a portal) load after the first paint
// (docs/decisions/0017): a toast raised before they mount waits in its store and shows when they
// do, because Zag's toast group reads the store's visible toasts when it subscribes.
import { createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { REQUEST_ID_TITLE, requestIdDescription, type Notice } from '../api/notices.ts';
import { whenVisitorActs } from '../lib/page-ready.ts';
import { CHECKOUT_TOASTS, SIGN_UP_TOASTS } from './constants.ts';

/** The checkout area's toasts: bottom-right, 3 visible, 4 s (rules CONST-30..36, TOPBAR-8). */
export const toaster: CreateToasterReturn = createToaster({
  placement: CHECKOUT_TOASTS.placement,
  max: CHECKOUT_TOASTS.maxVisible,
  duration: CHECKOUT_TOASTS.durationMs,
  gap: CHECKOUT_TOASTS.gapPx,
  removeDelay: CHECKOUT_TOASTS.removeDelayMs,
  hotkey: [...CHECKOUT_TOASTS.hotkey],
  pauseOnPageIdle: true,
});

/** Sign-up and sign-in messages: top-right, 5 s (rules CONST-37, CONST-38). */
export const signUpToaster: CreateToasterReturn = createToaster({
  placement: SIGN_UP_TOASTS.placement,
  max: CHECKOUT_TOASTS.maxVisible,
  duration: SIGN_UP_TOASTS.durationMs,
  gap: CHECKOUT_TOASTS.gapPx,
  removeDelay: CHECKOUT_TOASTS.removeDelayMs,
  // Alt+T belongs to the checkout area; two regions on one hotkey would fight for focus.
  hotkey: ['altKey', 'shiftKey', 'KeyT'],
  pauseOnPageIdle: true,
});

const DISMISS = 'Dismiss';

/** Shows a Notice of the error catalogue; returns the toast id. Texts are plain strings. */
export function showNotice(notice: Notice, target: CreateToasterReturn = toaster): string {
  switch (notice.kind) {
    case 'request-id':
      // Persistent until dismissed: the user needs time to copy the id (rules ERR-2..4).
      return target.create({
        type: 'error',
        title: REQUEST_ID_TITLE,
        description: requestIdDescription(notice.requestId),
        duration: Infinity,
        action: { label: DISMISS, onClick: () => undefined },
      });
    case 'error':
      return target.create({
        type: 'error',
        title: notice.message,
        closable: true,
        ...(notice.action === undefined ? {} : { action: notice.action }),
      });
    case 'success':
      return target.create({ type: 'success', title: notice.message, description: notice.description, closable: true });
    case 'info-persistent':
      return target.create({
        type: 'info',
        title: notice.message,
        description: notice.description,
        duration: Infinity,
        action: { label: DISMISS, onClick: () => undefined },
      });
  }
}

/**
 * Both toast regions, rendered once above the routes. Their code loads when the page is ready and
 * the visitor reaches for it (src/lib/page-ready.ts), or at once when a toast is raised earlier.
 */
export function AppToasters() {
  const [Regions, setRegions] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import('./toast-regions.tsx')
        // A transition: React renders the two regions in slices, not as one long task.
        .then((m) => mounted && startTransition(() => setRegions(() => m.ToastRegions)))
        // A failed load (network gone) leaves the toasts in their stores; the next toast tries again.
        .catch(() => {
          started = false;
        });
    };
    const stores = [toaster, signUpToaster];
    const unsubscribe = stores.map((store) => store.subscribe(load));
    if (stores.some((store) => store.getCount() > 0)) load();
    const cancelIdle = whenVisitorActs(load);
    return () => {
      mounted = false;
      unsubscribe.forEach((stop) => stop());
      cancelIdle();
    };
  }, []);
  return Regions ? <Regions /> : null;
}
