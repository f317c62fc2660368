// Shown instead of the app when the environment is incomplete (live mode without a required
// variable): names what is missing rather than leaving a blank page. A live build checks its
// settings before it builds (ADR 0024), so this is met mainly by a live dev server.
import { Text } from '@chakra-ui/react';
import { PageNotice } from './PageNotice.tsx';

export const CONFIG_ERROR_HEADING = 'This checkout is not configured';

export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <PageNotice heading={CONFIG_ERROR_HEADING} maxW="640px">
      <Text mb="4">{message}</Text>
      <Text textStyle="bodySmall" color="fg.muted">
        The live app needs every live-mode variable; set them, then rebuild or restart it. The sandbox app needs none: npm start.
      </Text>
    </PageNotice>
  );
}
