// Where focus goes when a dialog the machine opens is closed: back to what had focus as it opened
// (e.g. 'Create an account'). Zag's own record of that element is lost when the same dialog is
// opened a second time, so the dialog is told explicitly through `finalFocusEl`.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus into its content.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
}
