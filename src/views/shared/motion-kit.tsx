// framer-motion's part of the views (issue 16), loaded with import() after the first paint
// (motion.tsx): LazyMotion with the `m` components and the domAnimation features, never page 0's
// first load. What moves: a step entering, a dialog and its backdrop entering, a figure changing.
import { domAnimation, LazyMotion, m } from 'framer-motion';
import type { CSSProperties, ReactNode } from 'react';

/** A step entering: it fades in and rises a little. */
export function Enter({ children, distance }: { children: ReactNode; distance: number }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div data-motion="enter" initial={{ opacity: 0, y: distance }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.28, ease: 'easeOut' }}>
        {children}
      </m.div>
    </LazyMotion>
  );
}

/** A dialog's frame (around its content) entering: it fades in, rises and grows a little. */
export function DialogEnter({ children, style }: { children: ReactNode; style: CSSProperties }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        data-motion="dialog"
        style={style}
        initial={{ opacity: 0, y: 16, scale: 0.97 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        transition={{ duration: 0.22, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}

/** A dialog's backdrop shade fading in. */
export function ShadeEnter({ style }: { style: CSSProperties }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div data-motion="backdrop" style={style} initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0.25, ease: 'easeOut' }} />
    </LazyMotion>
  );
}

/** A figure that just changed: the new one fades in and drops into place. Keyed by its text, so each change moves. */
export function FigureChange({ text }: { text: string }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.span
        key={text}
        data-motion="figure"
        style={{ display: 'inline-block' }}
        initial={{ opacity: 0, y: -6 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.24, ease: 'easeOut' }}
      >
        {text}
      </m.span>
    </LazyMotion>
  );
}
