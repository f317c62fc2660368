// Page 3, 'Hey, we know you!' (KNOWN-1..8): the sister-product notice, the checked email read-only,
// password and names, 'Forgot Password?' (sends a reset email) and 'Continue to billing'.
import { Button, Stack, Text } from '@chakra-ui/react';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { AuthFields } from './AuthFields.tsx';
import { FailureAlert, SubmitButton, type AuthPageProps } from './FormParts.tsx';

export function KnownAccount({ view, send, registerInput }: AuthPageProps) {
  return (
    <Stack gap="5">
      {view.notice && <Text>{view.notice}</Text>}
      <AuthFields fields={view.fields} send={send} registerInput={registerInput} columns={2} fullWidth={['password']} />
      <Button type="button" variant="plain" alignSelf="flex-start" px="0" height="auto" color="fg.info" textDecoration="underline" onClick={() => send({ type: 'forgot password' })}>
        {AUTH_TEXTS.forgotPassword}
      </Button>
      <Text role="status" color="fg.info" fontWeight="600" _empty={{ display: 'none' }}>
        {view.resetSent ?? ''}
      </Text>
      <FailureAlert message={view.message} />
      <SubmitButton view={view} />
    </Stack>
  );
}
