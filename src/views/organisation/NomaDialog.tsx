// The NOMA dialog (NOMA-1..3, ERR-NOMA-1/2, VALID-CHECKOUT-12): the association email and Verify.
// Reads the noma machine (systemId 'noma') and sends its events; lazy-loaded with its recipe.
import { Button, Dialog, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NomaMachine } from '../../../machines/noma/noma.machine.ts';
import { NOMA_TEXTS } from '../../../machines/noma/rules.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { OrganisationDialog, OrganisationField } from './OrganisationDialog.tsx';

export interface NomaDialogProps {
  actorRef: ActorRefFrom<NomaMachine>;
}

export default function NomaDialog({ actorRef }: NomaDialogProps) {
  const view = useSelector(actorRef, selectNomaDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'verify' });
  };

  return (
    <OrganisationDialog
      open={view.open}
      busy={view.verifying}
      title={NOMA_TEXTS.title}
      closeLabel={NOMA_TEXTS.close}
      onClose={() => actorRef.send({ type: 'close' })}
      initialFocus={inputRef}
    >
      <form onSubmit={submit} noValidate>
        <Dialog.Body>
          <Dialog.Description asChild>
            <Text mb="4">{NOMA_TEXTS.intro}</Text>
          </Dialog.Description>
          <OrganisationField
            label={NOMA_TEXTS.emailLabel}
            value={view.email}
            message={view.message}
            disabled={view.verifying}
            inputRef={inputRef}
            input={{ name: 'nomaEmail', type: 'email', autoComplete: 'email', inputMode: 'email' }}
            onType={(value) => actorRef.send({ type: 'type email', value })}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="submit" colorPalette="blue" disabled={!view.canVerify} loading={view.verifying} loadingText={NOMA_TEXTS.verifying}>
            {NOMA_TEXTS.verify}
          </Button>
        </Dialog.Footer>
      </form>
    </OrganisationDialog>
  );
}
