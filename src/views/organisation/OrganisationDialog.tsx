// What the two organisation dialogs share ('Create your company' and NOMA): a modal frame that
// the backdrop never closes and nothing closes while its call runs, and a form of one required
// field, whose error is read with the input, and one submit button.
import { Button, CloseButton, Dialog, Field, Input, Portal, type InputProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { DIALOG_CONTENT_PROPS, DIALOG_HEADER_PROPS } from './dialog-layout.ts';
import { DialogBackdrop, DialogFrame } from '../shared/DialogMotion.tsx';

export interface OrganisationDialogProps {
  open: boolean;
  /** Its call is under way: Close, Escape and the close button wait for it. */
  busy: boolean;
  title: string;
  closeLabel: string;
  onClose(): void;
  /** What takes the focus when the dialog opens (its field). */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function OrganisationDialog({ open, busy, title, closeLabel, onClose, initialFocus, children }: OrganisationDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      motionPreset="none"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => initialFocus.current}
    >
      <Portal>
        <DialogBackdrop />
        <Dialog.Positioner>
          <DialogFrame>
            <Dialog.Content {...DIALOG_CONTENT_PROPS}>
              <Dialog.Header {...DIALOG_HEADER_PROPS}>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              {children}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </DialogFrame>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface OrganisationFieldProps {
  label: string;
  value: string;
  /** The machine's message for the field, or null. */
  message: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  input: Pick<InputProps, 'name' | 'type' | 'autoComplete' | 'inputMode'>;
  onType(value: string): void;
}

export interface OrganisationFormProps {
  /** Above the field (the NOMA dialog's introduction). */
  intro?: ReactNode;
  field: OrganisationFieldProps;
  submitLabel: string;
  busyLabel: string;
  canSubmit: boolean;
  /** Its call is under way: the field and the button wait. */
  busy: boolean;
  onSubmit(): void;
}

export function OrganisationForm({ intro, field, submitLabel, busyLabel, canSubmit, busy, onSubmit }: OrganisationFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        {intro}
        <OrganisationField {...field} disabled={busy} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

function OrganisationField({ label, value, message, disabled, inputRef, input, onType }: OrganisationFieldProps & { disabled: boolean }) {
  // The message is read with the input (aria-describedby); the field alone sets only aria-errormessage.
  const errorId = `${useId()}-error`;
  return (
    <Field.Root required invalid={message !== null} ids={{ errorText: errorId }} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        {...input}
        value={value}
        aria-describedby={message !== null ? errorId : undefined}
        onChange={(event) => onType(event.target.value)}
      />
      <Field.ErrorText role="alert">{message}</Field.ErrorText>
    </Field.Root>
  );
}
