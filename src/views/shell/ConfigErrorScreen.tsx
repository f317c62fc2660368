// Shown instead of the app when the environment is incomplete (live mode without a required
// variable): names what is missing rather than leaving a blank page.
import { Text } from '@chakra-ui/react';
import { PageNotice } from './PageNotice.tsx';

export const CONFIG_ERROR_HEADING = 'This checkout is not configured';

export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <PageNotice heading={CONFIG_ERROR_HEADING} maxW="640px">
      <Text mb="4">{message}</Text>
      <Text textStyle="bodySmall" color="fg.muted">
        Without VITE_API_URL the app runs against the local sandbox. With it, every live-mode variable must be set; then rebuild or restart the app.
      </Text>
    </PageNotice>
  );
}
