// The dialogs' motion (issue 16): framer-motion in place of Chakra's CSS dialog animation, which
// each dialog turns off (`motionPreset="none"` on its root, and this backdrop's `animation="none"`).
// Ark's own elements (backdrop, positioner, content) are left as they are, since Escape, the focus
// trap and outside clicks find the content by them: the shade inside the backdrop fades in, and a
// frame between the positioner and the content moves in. A dialog opened before framer-motion has
// arrived (or under reduced motion) shows at once; closing is immediate, with nothing left to wait for.
import { Dialog } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { DialogEnterMotion, ShadeMotion } from './motion.tsx';

/** Lays the content out as the positioner would: centred across, placed down as the positioner places it. */
const FRAME_STYLE: CSSProperties = { display: 'flex', width: '100%', minHeight: '100%', justifyContent: 'center', alignItems: 'inherit' };

/** The colour of Chakra's dialog backdrop (blackAlpha.500), on the shade that fades. */
const SHADE_STYLE: CSSProperties = { position: 'absolute', inset: 0, background: 'var(--chakra-colors-black-alpha-500)' };

export function DialogBackdrop() {
  return (
    <Dialog.Backdrop bg="transparent" animation="none">
      <ShadeMotion style={SHADE_STYLE} />
    </Dialog.Backdrop>
  );
}

/** Goes inside `Dialog.Positioner`, around `Dialog.Content`. */
export function DialogFrame({ children }: { children: ReactNode }) {
  return <DialogEnterMotion style={FRAME_STYLE}>{children}</DialogEnterMotion>;
}
