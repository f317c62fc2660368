// The 'Create your company' dialog (COMPANY-1..6): the Company Name form, or the not-admin message.
// Reads the company machine (systemId 'company') and sends its events; lazy-loaded with its recipe.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompanyMachine } from '../../../machines/company/company.machine.ts';
import { COMPANY_TEXTS } from '../../../machines/company/rules.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { DIALOG_CONTENT_PROPS, DIALOG_HEADER_PROPS } from './dialog-layout.ts';

export interface CompanyDialogProps {
  actorRef: ActorRefFrom<CompanyMachine>;
}

export default function CompanyDialog({ actorRef }: CompanyDialogProps) {
  const view = useSelector(actorRef, selectCompanyDialog, shallowEqual);
  const inputRef = useRef<HTMLInputElement>(null);
  // The message is read with the input (aria-describedby); the field alone sets only aria-errormessage.
  const errorId = `${useId()}-error`;
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'create company' });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={view.open}
      onOpenChange={(details) => {
        if (!details.open && !view.creating) actorRef.send({ type: 'close' });
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...DIALOG_CONTENT_PROPS}>
            <Dialog.Header {...DIALOG_HEADER_PROPS}>
              <Dialog.Title>{view.variant === 'not admin' ? COMPANY_TEXTS.notAdmin : COMPANY_TEXTS.title}</Dialog.Title>
            </Dialog.Header>
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
                  <Stack gap="4">
                    <Field.Root required invalid={view.message !== null} ids={{ errorText: errorId }} disabled={view.creating}>
                      <Field.Label>
                        {COMPANY_TEXTS.nameLabel}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={inputRef}
                        name="companyName"
                        autoComplete="organization"
                        value={view.name}
                        aria-describedby={view.message !== null ? errorId : undefined}
                        onChange={(event) => actorRef.send({ type: 'type company name', value: event.target.value })}
                      />
                      <Field.ErrorText role="alert">{view.message}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    type="submit"
                    colorPalette="blue"
                    disabled={!view.canSubmit}
                    loading={view.creating}
                    loadingText={COMPANY_TEXTS.creating}
                  >
                    {COMPANY_TEXTS.submit}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={COMPANY_TEXTS.close} disabled={view.creating} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
