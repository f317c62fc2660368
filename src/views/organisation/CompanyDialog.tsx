// The 'Create your company' dialog (COMPANY-1..6): the Company Name form, or the not-admin message.
// Reads the company machine (systemId 'company') and sends its events; lazy-loaded with its recipe.
import { Button, Dialog, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompanyMachine } from '../../../machines/company/company.machine.ts';
import { COMPANY_TEXTS } from '../../../machines/company/rules.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { OrganisationDialog, OrganisationForm } from './OrganisationDialog.tsx';

export interface CompanyDialogProps {
  actorRef: ActorRefFrom<CompanyMachine>;
}

export default function CompanyDialog({ actorRef }: CompanyDialogProps) {
  const view = useSelector(actorRef, selectCompanyDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <OrganisationDialog
      open={view.open}
      busy={view.creating}
      title={view.variant === 'not admin' ? COMPANY_TEXTS.notAdmin : COMPANY_TEXTS.title}
      closeLabel={COMPANY_TEXTS.close}
      onClose={() => actorRef.send({ type: 'close' })}
      initialFocus={inputRef}
    >
      {view.variant === 'not admin' ? (
        <>
          <Dialog.Body>
            <Dialog.Description asChild>
              <Text>{COMPANY_TEXTS.notAdminHelp}</Text>
            </Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{COMPANY_TEXTS.close}</Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
        </>
      ) : (
        <OrganisationForm
          field={{
            label: COMPANY_TEXTS.nameLabel,
            value: view.name,
            message: view.message,
            inputRef,
            input: { name: 'companyName', autoComplete: 'organization' },
            onType: (value) => actorRef.send({ type: 'type company name', value }),
          }}
          submitLabel={COMPANY_TEXTS.submit}
          busyLabel={COMPANY_TEXTS.creating}
          canSubmit={view.canSubmit}
          busy={view.creating}
          onSubmit={() => actorRef.send({ type: 'create company' })}
        />
      )}
    </OrganisationDialog>
  );
}
