// The 'Network service issue' dialog (DIALOG-NETWORK-1/2, ERR-NETWORK-1..6, RETRY-1..3): the
// network actor's title, message and buttons (Go Back with Retry, or with Refresh for an invalid
// session). It closes only through those buttons. Lazy, with its own dialog recipe.
import { Button, Dialog, Flex, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NetworkEvent } from '../../../machines/network/events.ts';
import type { NetworkMachine } from '../../../machines/network/network.machine.ts';
import { NETWORK_BUTTONS, type NetworkButton } from '../../../machines/network/rules.ts';
import { selectNetworkDialog, type NetworkDialogView } from '../../../machines/network/selectors.ts';
import { DialogBackdrop, DialogFrame } from '../shared/DialogMotion.tsx';

export type NetworkRef = ActorRefFrom<NetworkMachine>;

const EVENTS: Record<NetworkButton, NetworkEvent> = {
  [NETWORK_BUTTONS.goBack]: { type: 'go back' },
  [NETWORK_BUTTONS.retry]: { type: 'retry' },
  [NETWORK_BUTTONS.refresh]: { type: 'refresh' },
};

export default function NetworkDialog({ actorRef }: { actorRef: NetworkRef }) {
  const current = useSelector(actorRef, selectNetworkDialog, shallowEqual);
  // Until it has closed (its content stays for a frame after), keep the words it had.
  const [last, setLast] = useState<NetworkDialogView | null>(current);
  if (current !== null && current !== last) setLast(current);
  const view = current ?? last;
  const primaryRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      motionPreset="none"
      role="alertdialog"
      open={current !== null}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      initialFocusEl={() => primaryRef.current}
    >
      <Portal>
        <DialogBackdrop />
        <Dialog.Positioner px="4">
          <DialogFrame>
            <Dialog.Content maxW="460px" borderRadius="l3">
              <Dialog.Header pt="7">
                <Dialog.Title fontSize="xl" fontWeight="700">
                  {view?.title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description color="fg.muted">{view?.message}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer pb="7">
                <Flex gap="3" justify="flex-end" w="full" direction={{ base: 'column-reverse', sm: 'row' }}>
                  {view?.buttons.map((label) => {
                    const primary = label !== NETWORK_BUTTONS.goBack;
                    return (
                      <Button
                        key={label}
                        ref={primary ? primaryRef : undefined}
                        variant={primary ? 'solid' : 'outline'}
                        colorPalette="primary"
                        disabled={view.busy}
                        loading={primary && view.busy}
                        // A loading button's text is hidden, and with it its name (axe button-name).
                        aria-label={label}
                        onClick={() => actorRef.send(EVENTS[label])}
                      >
                        {label}
                      </Button>
                    );
                  })}
                </Flex>
              </Dialog.Footer>
            </Dialog.Content>
          </DialogFrame>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
