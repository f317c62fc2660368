// The two toast areas (spec section 9) and `showNotice`, which turns the error catalogue's
// Notice values into toasts. Mapping of the spec's toast settings onto Chakra (Ark/Zag) toasts:
//   placement, max visible, duration, gap, removal delay, hotkey → toaster options;
//   width 356 px → the toast's width; swipe-dismiss 45 px → our own pointer handling below,
//   because Zag's toast (1.43) has no swipe gesture.
import { Portal, Stack, Toast, Toaster, createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { REQUEST_ID_TITLE, requestIdDescription, type Notice } from '../api/notices.ts';
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
      return target.create({ type: 'error', title: notice.message, closable: true });
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

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

interface ToastData {
  id?: string | undefined;
  title?: unknown;
  description?: unknown;
  action?: { label: string } | undefined;
  closable?: boolean | undefined;
}

function ToastCard({ toast, target }: { toast: ToastData; target: CreateToasterReturn }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons inside the toast keep their click; only a drag on the card body swipes.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Capture is a nicety (keeps the drag when the pointer leaves the card), not a need.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = Math.abs(event.clientX - start.current);
    start.current = null;
    setOffset(0);
    if (distance >= CHECKOUT_TOASTS.swipeThresholdPx && toast.id) target.dismiss(toast.id);
  };

  const title = asText(toast.title);
  const description = asText(toast.description);
  return (
    <Toast.Root
      width={`${CHECKOUT_TOASTS.widthPx}px`}
      maxWidth="calc(100vw - 2rem)"
      touchAction="pan-y"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
    </Toast.Root>
  );
}

/** Both toast regions; rendered once, above the routes. */
export function AppToasters() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastCard toast={toast} target={toaster} />}
      </Toaster>
      <Toaster toaster={signUpToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastCard toast={toast} target={signUpToaster} />}
      </Toaster>
    </Portal>
  );
}
