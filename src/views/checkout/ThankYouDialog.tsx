// The thank-you dialog of an ARE purchase (DIALOG-COMPLETE-7/8, PAY-11): shown over the completion
// modal first; Get Started goes to the learning site, closing it shows the modal. Lazy.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { selectCompletion } from '../../../machines/checkout/selectors.ts';
import type { CheckoutRef } from './actor-refs.ts';
import { THANK_YOU_TEXTS } from './texts.ts';
import { DialogBackdrop, DialogFrame } from '../shared/DialogMotion.tsx';

export default function ThankYouDialog({ checkout }: { checkout: CheckoutRef }) {
  const open = useSelector(checkout, (snapshot) => selectCompletion(snapshot)?.thankYouOpen ?? false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      motionPreset="none"
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) checkout.send({ type: 'close thank-you' });
      }}
      initialFocusEl={() => buttonRef.current}
    >
      <Portal>
        <DialogBackdrop />
        <Dialog.Positioner px="4">
          <DialogFrame>
            <Dialog.Content maxW="480px" borderRadius="l3">
              <Dialog.Header pt="8" pe="12">
                <Dialog.Title fontSize="2xl" fontWeight="700">
                  {THANK_YOU_TEXTS.title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description color="fg.muted">{THANK_YOU_TEXTS.body}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer pb="8">
                <Button ref={buttonRef} size="lg" colorPalette="primary" onClick={() => checkout.send({ type: 'get started' })}>
                  {THANK_YOU_TEXTS.getStarted}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={THANK_YOU_TEXTS.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </DialogFrame>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
