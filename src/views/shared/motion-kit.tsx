// framer-motion's part of the views (issue 16), loaded with import() after the first paint
// (motion.tsx): LazyMotion with the `m` components and the domAnimation features, never page 0's
// first load. What moves: a step entering, and a dialog's content each time it opens.
import { domAnimation, LazyMotion, m } from 'framer-motion';
import { Dialog } from '@chakra-ui/react';
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

/**
 * A dialog's content that rises in each time it opens, in place of Chakra's CSS animation (the
 * dialog's `motionPreset` is 'none'): `asChild` makes the motion element the content itself.
 */
export function MotionDialogContent({ open, children, ...props }: Dialog.ContentProps & { open: boolean }) {
  const hidden = { opacity: 0, y: 16, scale: 0.98 };
  return (
    <LazyMotion features={domAnimation} strict>
      <Dialog.Content {...props} asChild>
        <m.div data-motion="dialog" initial={hidden} animate={open ? { opacity: 1, y: 0, scale: 1 } : hidden} transition={{ duration: 0.22, ease: 'easeOut' }}>
          {children}
        </m.div>
      </Dialog.Content>
    </LazyMotion>
  );
}
