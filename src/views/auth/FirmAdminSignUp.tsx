// Page 4, 'Step 1: Create your account' (ADMIN-1..6): names, firm name, work email twice, both
// passwords with show/hide toggles, 'Proceed to billing', and a 'Sign in.' link to the learning site.
import { Link, Stack, Text } from '@chakra-ui/react';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { useConfig } from '../../app/app-context.tsx';
import { AuthFields } from './AuthFields.tsx';
import { FailureAlert, SubmitButton, type AuthPageProps } from './FormParts.tsx';

export function FirmAdminSignUp({ view, send, registerInput }: AuthPageProps) {
  const { urls } = useConfig();
  return (
    <Stack gap="5">
      <Text>
        {AUTH_TEXTS.adminSignInLead}{' '}
        <Link href={urls.learn} color="fg.info" textDecoration="underline">
          {AUTH_TEXTS.adminSignIn}
        </Link>
      </Text>
      <AuthFields fields={view.fields} send={send} registerInput={registerInput} columns={2} fullWidth={['firmName']} />
      <FailureAlert message={view.message} />
      <SubmitButton view={view} />
    </Stack>
  );
}
