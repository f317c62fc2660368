// The two toast regions that draw the stores of toaster.tsx (spec section 9): the toast card with
// its width of 356 px, and swipe-to-dismiss past 45 px, our own pointer handling because Zag's
// toast (1.43) has no swipe gesture. Loaded lazily by AppToasters (docs/decisions/0017).
import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { CHECKOUT_TOASTS } from './constants.ts';
import { signUpToaster, toaster } from './toaster.tsx';

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

/** Both toast regions; rendered once, above the routes (through AppToasters in toaster.tsx). */
export function ToastRegions() {
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
