// The NOMA dialog (NOMA-1..3, ERR-NOMA-1/2, VALID-CHECKOUT-12): the association email and Verify.
// Reads the noma machine (systemId 'noma') and sends its events; lazy-loaded with its recipe.
import { Dialog, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NomaMachine } from '../../../machines/noma/noma.machine.ts';
import { NOMA_TEXTS } from '../../../machines/noma/rules.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { OrganisationDialog, OrganisationForm } from './OrganisationDialog.tsx';

export interface NomaDialogProps {
  actorRef: ActorRefFrom<NomaMachine>;
}

export default function NomaDialog({ actorRef }: NomaDialogProps) {
  const view = useSelector(actorRef, selectNomaDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <OrganisationDialog
      open={view.open}
      busy={view.verifying}
      title={NOMA_TEXTS.title}
      closeLabel={NOMA_TEXTS.close}
      onClose={() => actorRef.send({ type: 'close' })}
      initialFocus={inputRef}
    >
      <OrganisationForm
        intro={
          <Dialog.Description asChild>
            <Text mb="4">{NOMA_TEXTS.intro}</Text>
          </Dialog.Description>
        }
        field={{
          label: NOMA_TEXTS.emailLabel,
          value: view.email,
          message: view.message,
          inputRef,
          input: { name: 'nomaEmail', type: 'email', autoComplete: 'email', inputMode: 'email' },
          onType: (value) => actorRef.send({ type: 'type email', value }),
        }}
        submitLabel={NOMA_TEXTS.verify}
        busyLabel={NOMA_TEXTS.verifying}
        canSubmit={view.canVerify}
        busy={view.verifying}
        onSubmit={() => actorRef.send({ type: 'verify' })}
      />
    </OrganisationDialog>
  );
}
