// Pieces every dialog page shares: the failure alert (ERR-AUTH-1..7) and the submit button, which is
// disabled until the whole form validates (SIGNUP-FORM-1) yet still answers a press by showing every
// error and moving focus (SIGNUP-FORM-3; docs/decisions/0009).
import { Alert, Box, Button } from '@chakra-ui/react';
import type { AuthDialogView } from '../../../machines/auth/selectors.ts';
import type { RegisterInput, SendAuthEvent } from './AuthFields.tsx';

/** What each page component receives from AuthDialog. */
export interface AuthPageProps {
  view: AuthDialogView;
  send: SendAuthEvent;
  registerInput: RegisterInput;
}

export function FailureAlert({ message }: { message: string | null }) {
  // The live region stays mounted so a new message is announced.
  return (
    <Box role="alert" aria-live="assertive">
      {message && (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}

export function SubmitButton({ view }: { view: AuthDialogView }) {
  const disabled = !view.canSubmit;
  return (
    <Button
      type="submit"
      colorPalette="primary"
      size="lg"
      width={{ base: '100%', md: 'auto' }}
      minW={{ md: '240px' }}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      loading={view.busy}
      // Chakra hides a loading button's text, and with it the button's name (axe button-name).
      aria-label={view.submitLabel}
    >
      {view.submitLabel}
    </Button>
  );
}
