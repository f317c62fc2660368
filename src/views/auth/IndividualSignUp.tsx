// Page 1, 'Step 1: Create Account' (SIGNUP-1..7): the six fields with the password hint and the
// 'Already have an account? Sign in.' link, which closes the dialog (SIGNUP-4).
import { Button, Stack } from '@chakra-ui/react';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { AuthFields } from './AuthFields.tsx';
import { FailureAlert, SubmitButton, type AuthPageProps } from './FormParts.tsx';

export function IndividualSignUp({ view, send, registerInput }: AuthPageProps) {
  return (
    <Stack gap="5">
      <Button type="button" variant="plain" alignSelf="flex-start" px="0" height="auto" color="fg.info" textDecoration="underline" onClick={() => send({ type: 'close' })}>
        {AUTH_TEXTS.alreadyHaveAccount}
      </Button>
      <AuthFields fields={view.fields} send={send} registerInput={registerInput} checkingEmail={view.checkingEmail} columns={2} />
      <FailureAlert message={view.message} />
      <SubmitButton view={view} />
    </Stack>
  );
}
