// A screen a visitor can land on says, once it has committed, that the page is ready: the work
// waiting for that moment (src/lib/page-ready.ts) may then start when the browser is idle.
import { useEffect } from 'react';
import { markPageReady } from '../../lib/page-ready.ts';

export function usePageReady(): void {
  useEffect(markPageReady, []);
}
