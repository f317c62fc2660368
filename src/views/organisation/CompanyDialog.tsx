// The 'Create your company' dialog (COMPANY-1..6): the Company Name form, or the not-admin message.
// Reads the company machine (systemId 'company') and sends its events; lazy-loaded with its recipe.
import { Button, Dialog, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompanyMachine } from '../../../machines/company/company.machine.ts';
import { COMPANY_TEXTS } from '../../../machines/company/rules.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { OrganisationDialog, OrganisationField } from './OrganisationDialog.tsx';

export interface CompanyDialogProps {
  actorRef: ActorRefFrom<CompanyMachine>;
}

export default function CompanyDialog({ actorRef }: CompanyDialogProps) {
  const view = useSelector(actorRef, selectCompanyDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'create company' });
  };

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
        <form id={formId} onSubmit={submit} noValidate>
          <Dialog.Body>
            <OrganisationField
              label={COMPANY_TEXTS.nameLabel}
              value={view.name}
              message={view.message}
              disabled={view.creating}
              inputRef={inputRef}
              input={{ name: 'companyName', autoComplete: 'organization' }}
              onType={(value) => actorRef.send({ type: 'type company name', value })}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Button type="submit" colorPalette="blue" disabled={!view.canSubmit} loading={view.creating} loadingText={COMPANY_TEXTS.creating}>
              {COMPANY_TEXTS.submit}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </OrganisationDialog>
  );
}
