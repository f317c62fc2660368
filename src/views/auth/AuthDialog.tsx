// The sign-up and sign-in dialog (lazy-loaded; carries its own dialog recipe): renders the page the
// auth actor (systemId 'auth') is on and sends its events. Focus is trapped by the dialog, starts on
// the first field, moves to the first invalid field after a refused submit, and goes back to the
// opener on close.
import { Box, CloseButton, Dialog, Portal, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/auth.machine.ts';
import type { AuthEvent } from '../../../machines/auth/events.ts';
import { selectAuthDialog, selectFirstInvalidField, type AuthDialogView } from '../../../machines/auth/selectors.ts';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { DIALOG_SIZES } from '../../app/constants.ts';
import { useReturnFocus } from '../shell/use-return-focus.ts';
import type { RegisterInput } from './AuthFields.tsx';
import { FirmAdminSignUp } from './FirmAdminSignUp.tsx';
import type { AuthPageProps } from './FormParts.tsx';
import { IndividualSignUp } from './IndividualSignUp.tsx';
import { KnownAccount } from './KnownAccount.tsx';
import { SignIn } from './SignIn.tsx';
import { DialogBackdrop, DialogFrame } from '../shared/DialogMotion.tsx';

export type AuthActorRef = ActorRefFrom<AuthMachine>;

export interface AuthDialogProps {
  /** The auth actor, e.g. `system.get('auth')`; nothing renders without one. */
  actorRef: AuthActorRef | null | undefined;
}

export default function AuthDialog({ actorRef }: AuthDialogProps) {
  return actorRef ? <AuthDialogFor actorRef={actorRef} /> : null;
}

function pageContent(view: AuthDialogView, props: AuthPageProps): ReactNode {
  switch (view.form) {
    case 'individual':
      return <IndividualSignUp {...props} />;
    case 'sign in':
      return <SignIn {...props} />;
    case 'known account':
      return <KnownAccount {...props} />;
    case 'admin':
      return <FirmAdminSignUp {...props} />;
    default:
      return null;
  }
}

function AuthDialogFor({ actorRef }: { actorRef: AuthActorRef }) {
  const current = useSelector(actorRef, selectAuthDialog);
  // Until the dialog has closed (its content stays for a frame after), keep showing the page it had
  // (the machine is already on page 0).
  const [lastOpen, setLastOpen] = useState<AuthDialogView>(current);
  if (current.open && current !== lastOpen) setLastOpen(current);
  const view = current.open ? current : lastOpen;

  const inputs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  // The field to focus once it mounts (the dialog's content mounts after it opens).
  const focusWhenMounted = useRef<AuthField | null>(null);
  const registerInput: RegisterInput = useCallback(
    (name) => (element) => {
      inputs.current[name] = element;
      if (element && focusWhenMounted.current === name) {
        focusWhenMounted.current = null;
        element.focus();
      }
    },
    [],
  );
  const send = useCallback((event: AuthEvent) => actorRef.send(event), [actorRef]);
  const firstEditable = view.fields.find((field) => !field.readOnly)?.name ?? null;

  // Every page (the first one, or one reached by 'Sign in instead') starts on its first editable field.
  const page = current.page;
  useEffect(() => {
    if (page === 0 || firstEditable === null) return;
    const input = inputs.current[firstEditable];
    if (input) input.focus();
    else focusWhenMounted.current = firstEditable;
  }, [page, firstEditable]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'submit' });
    const invalid = selectFirstInvalidField(actorRef.getSnapshot());
    if (invalid !== null) inputs.current[invalid]?.focus();
  };

  const returnFocusTo = useReturnFocus(current.open);
  const maxHeight = view.form === 'admin' ? DIALOG_SIZES.adminSignUpMaxHeightPx : DIALOG_SIZES.signUpMaxHeightPx;

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      motionPreset="none"
      open={current.open}
      onOpenChange={(details) => {
        if (!details.open) actorRef.send({ type: 'close' });
      }}
      closeOnInteractOutside={view.closeOnBackdrop}
      initialFocusEl={() => (firstEditable === null ? null : (inputs.current[firstEditable] ?? null))}
      finalFocusEl={returnFocusTo}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        <Dialog.Positioner px={{ base: '0', lg: '4' }}>
          <DialogFrame>
            <Dialog.Content
              width="100%"
              maxW={{ base: '100%', lg: `${DIALOG_SIZES.maxWidthPx}px` }}
              maxH={`min(${maxHeight}px, 100dvh)`}
              mx={{ base: '0', lg: 'auto' }}
              my={{ base: '0', lg: '4' }}
              borderRadius={{ base: '0', lg: 'lg' }}
              position="relative"
              aria-busy={view.busy || undefined}
            >
              {/* The end padding keeps the title clear of the close button; a long one wraps (CONST-40, CONST-43). */}
              <Dialog.Header minH={`${DIALOG_SIZES.headerHeightPx}px`} h={`${DIALOG_SIZES.headerHeightPx}px`} alignItems="center" borderBottomWidth="1px" borderColor="border.muted" py="0" pe="16">
                <Dialog.Title fontFamily="display" fontWeight="600" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25">
                  {view.title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild top="5" insetEnd="4">
                <CloseButton size="sm" aria-label={AUTH_TEXTS.close} />
              </Dialog.CloseTrigger>
              <Dialog.Body overflowY="auto" py="6">
                <form noValidate onSubmit={onSubmit} aria-label={view.title}>
                  {pageContent(view, { view, send, registerInput })}
                </form>
              </Dialog.Body>
              {view.busy && (
                // The loading backdrop during calls (KNOWN-10): covers the page so nothing is pressed twice.
                <Box position="absolute" inset="0" bg="whiteAlpha.700" display="flex" alignItems="center" justifyContent="center" borderRadius="inherit" zIndex="2" data-testid="auth-loading">
                  <Spinner size="lg" color="fg.info" />
                  <VisuallyHidden role="status">{AUTH_TEXTS.working}</VisuallyHidden>
                </Box>
              )}
            </Dialog.Content>
          </DialogFrame>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
