// The NOMA dialog (NOMA-1..3, ERR-NOMA-1/2, VALID-CHECKOUT-12): the association email and Verify.
// Reads the noma machine (systemId 'noma') and sends its events; lazy-loaded with its recipe.
import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NomaMachine } from '../../../machines/noma/noma.machine.ts';
import { NOMA_TEXTS } from '../../../machines/noma/rules.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { DIALOG_CONTENT_PROPS, DIALOG_HEADER_PROPS } from './dialog-layout.ts';

export interface NomaDialogProps {
  actorRef: ActorRefFrom<NomaMachine>;
}

export default function NomaDialog({ actorRef }: NomaDialogProps) {
  const view = useSelector(actorRef, selectNomaDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);
  // The message is read with the input (aria-describedby); the field alone sets only aria-errormessage.
  const errorId = `${useId()}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'verify' });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={view.open}
      onOpenChange={(details) => {
        if (!details.open && !view.verifying) actorRef.send({ type: 'close' });
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...DIALOG_CONTENT_PROPS}>
            <Dialog.Header {...DIALOG_HEADER_PROPS}>
              <Dialog.Title>{NOMA_TEXTS.title}</Dialog.Title>
            </Dialog.Header>
            <form onSubmit={submit} noValidate>
              <Dialog.Body>
                <Dialog.Description asChild>
                  <Text mb="4">{NOMA_TEXTS.intro}</Text>
                </Dialog.Description>
                <Field.Root required invalid={view.message !== null} ids={{ errorText: errorId }} disabled={view.verifying}>
                  <Field.Label>
                    {NOMA_TEXTS.emailLabel}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    ref={inputRef}
                    type="email"
                    name="nomaEmail"
                    autoComplete="email"
                    inputMode="email"
                    value={view.email}
                    aria-describedby={view.message !== null ? errorId : undefined}
                    onChange={(event) => actorRef.send({ type: 'type email', value: event.target.value })}
                  />
                  <Field.ErrorText role="alert">{view.message}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={!view.canVerify}
                  loading={view.verifying}
                  loadingText={NOMA_TEXTS.verifying}
                >
                  {NOMA_TEXTS.verify}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={NOMA_TEXTS.close} disabled={view.verifying} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
