// Motion between the checkout's steps, in its dialogs and on the order total (issue 16, ADR 0029).
// framer-motion (motion-kit.tsx) is fetched once the visitor first reaches for the page, so page 0's
// first paint and first input never wait for it: a part that mounts before it has arrived (page 0 on
// load, a dialog opened at once) simply appears, and every part mounted later moves in.
// `prefers-reduced-motion: reduce` turns it off: nothing is fetched and nothing moves. A step or
// dialog decides when it mounts, so it never remounts to start moving; a figure decides at each change.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { whenVisitorActs } from '../../lib/page-ready.ts';

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

/** Once the page is ready and the visitor reaches for it, unless they asked for less motion. */
function loadWhenVisitorActs(): void {
  if (kit !== null || loading !== null || reducedMotion()) return;
  whenVisitorActs(() => void loadMotionKit().catch(() => (loading = null)));
}

/** The motion code when it is here and motion is wanted, as it was when the caller mounted; asks for it otherwise. */
function useMotionAtMount(): MotionKit | null {
  const [moving] = useState(() => kit !== null && !reducedMotion());
  useEffect(loadWhenVisitorActs, []);
  return moving ? kit : null;
}

/** `children` entering with motion when the motion code is here and motion is wanted; as they are otherwise. */
export function EnterMotion({ children, distance = 12 }: { children: ReactNode; distance?: number }) {
  const motion = useMotionAtMount();
  if (motion === null) return <>{children}</>;
  const { Enter } = motion;
  return <Enter distance={distance}>{children}</Enter>;
}

/** A dialog's frame: the same box with or without motion, so the dialog lays out alike. */
export function DialogEnterMotion({ children, style }: { children: ReactNode; style: CSSProperties }) {
  const motion = useMotionAtMount();
  if (motion === null) return <div style={style}>{children}</div>;
  const { DialogEnter } = motion;
  return <DialogEnter style={style}>{children}</DialogEnter>;
}

/** A dialog's backdrop shade: fading in with motion, simply there without. */
export function ShadeMotion({ style }: { style: CSSProperties }) {
  const motion = useMotionAtMount();
  if (motion === null) return <div style={style} />;
  const { ShadeEnter } = motion;
  return <ShadeEnter style={style} />;
}

/** A figure (the order total): its first value is shown as it is, each later one moves in when motion is wanted. */
export function FigureMotion({ text }: { text: string }) {
  const [first] = useState(text);
  const [changed, setChanged] = useState(false);
  if (!changed && text !== first) setChanged(true);
  useEffect(loadWhenVisitorActs, []);
  if (!changed || kit === null || reducedMotion()) return <>{text}</>;
  const { FigureChange } = kit;
  return <FigureChange text={text} />;
}
