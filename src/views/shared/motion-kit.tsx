// framer-motion's part of the views (issue 16), loaded with import() after the first paint
// (motion.tsx): LazyMotion with the `m` components and the domAnimation features, never page 0's
// first load. What moves: a step (or a dialog's content) entering.
import { domAnimation, LazyMotion, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** A step or a dialog's content entering: it fades in and rises a little. */
export function Enter({ children, distance }: { children: ReactNode; distance: number }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div data-motion="enter" initial={{ opacity: 0, y: distance }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.28, ease: 'easeOut' }}>
        {children}
      </m.div>
    </LazyMotion>
  );
}
