// Whether a media query matches, read synchronously on the first render so the right variant
// (wide navigation or narrow menu) paints at once and only one variant is ever in the DOM.
import { useCallback, useSyncExternalStore } from 'react';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * `fallback` answers where matchMedia does not exist (plain jsdom). `inTheHtml` is the answer page 0
 * was rendered with at build time (ADR 0061), used again while the app adopts that markup; the
 * real answer follows at once. Views give it the variant whose CSS looks right at every width.
 */
export function useMediaQuery(query: string, fallback = false, inTheHtml = fallback): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (canMatch() ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => inTheHtml);
}
