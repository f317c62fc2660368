// Motion between the checkout's steps and in its dialogs (issue 16, ADR 0029). framer-motion
// (motion-kit.tsx) is fetched once the page is idle, so page 0's first paint and first input never
// wait for it: a part that mounts before it has arrived (page 0 on load) simply appears, and every
// part mounted later moves in. `prefers-reduced-motion: reduce` turns it off: nothing is fetched
// and nothing moves. The choice is made when a part mounts, so a part never remounts to start moving.
import { useEffect, useState, type ReactNode } from 'react';

type MotionKit = typeof import('./motion-kit.tsx');

let kit: MotionKit | null = null;
let loading: Promise<MotionKit> | null = null;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(REDUCED_MOTION).matches;
}

function loadMotionKit(): Promise<MotionKit> {
  loading ??= import('./motion-kit.tsx').then((loaded) => (kit = loaded));
  return loading;
}

/** After the page has settled, unless the person asked for less motion. */
function loadWhenIdle(): void {
  if (kit !== null || loading !== null || reducedMotion()) return;
  const load = () => void loadMotionKit().catch(() => (loading = null));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

/** `children` entering with motion when the motion code is here and motion is wanted; as they are otherwise. */
export function EnterMotion({ children, distance = 12 }: { children: ReactNode; distance?: number }) {
  const [moving] = useState(() => kit !== null && !reducedMotion());
  useEffect(loadWhenIdle, []);
  if (!moving || kit === null) return <>{children}</>;
  const { Enter } = kit;
  return <Enter distance={distance}>{children}</Enter>;
}
