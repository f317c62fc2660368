// Page 2, 'Welcome Back!' (SIGNIN-1..5): email, password, 'Forgot Password?' to the external reset
// page in a new tab (SIGNIN-3/4), and 'Continue'.
import { Link, Stack } from '@chakra-ui/react';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { useConfig } from '../../app/app-context.tsx';
import { AuthFields } from './AuthFields.tsx';
import { FailureAlert, SubmitButton, type AuthPageProps } from './FormParts.tsx';

export function SignIn({ view, send, registerInput }: AuthPageProps) {
  const { urls } = useConfig();
  return (
    <Stack gap="5">
      <AuthFields fields={view.fields} send={send} registerInput={registerInput} columns={1} />
      <Link href={urls.resetPassword} target="_blank" rel="noopener noreferrer" alignSelf="flex-start" color="fg.info" textDecoration="underline">
        {AUTH_TEXTS.forgotPassword}
      </Link>
      <FailureAlert message={view.message} />
      <SubmitButton view={view} />
    </Stack>
  );
}
