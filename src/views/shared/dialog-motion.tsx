// The content of the checkout's dialogs (issue 16, ADR 0029): it moves in with framer-motion when
// the motion code has arrived (motion.tsx) and motion is wanted, and otherwise appears at once.
// The dialogs set `motionPreset="none"`, so Chakra's CSS animation never runs beside it. The
// choice is made while the dialog is closed, so open content never remounts.
import { Dialog } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchMotionWhenIdle, motionKit } from './motion.tsx';

export function DialogContent({ open, ...props }: Dialog.ContentProps & { open: boolean }) {
  const [kit, setKit] = useState(motionKit);
  const wanted = motionKit();
  if (!open && kit !== wanted) setKit(wanted);
  useEffect(fetchMotionWhenIdle, []);
  if (kit === null) return <Dialog.Content {...props} />;
  return <kit.MotionDialogContent open={open} {...props} />;
}
