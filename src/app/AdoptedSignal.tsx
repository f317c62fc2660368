// Rendered last in an adopted page 0 (ADR 0061): its effect runs once React has adopted the whole
// markup, so the buttons' own handlers are live from then on.
import { useEffect, useRef } from 'react';

export function AdoptedSignal({ onAdopted }: { onAdopted: () => void }) {
  const told = useRef(false);
  useEffect(() => {
    // StrictMode replays effects in development: the presses are sent once.
    if (told.current) return;
    told.current = true;
    onAdopted();
  }, [onAdopted]);
  return null;
}
