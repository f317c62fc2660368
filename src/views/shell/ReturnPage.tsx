// Where the card provider sends the browser back after confirming a payment or a setup
// (rules ROUTE-8, ROUTE-9). It shows nothing; the status is for screen readers only.
import { Box, VisuallyHidden } from '@chakra-ui/react';

export function ReturnPage() {
  return (
    <Box as="main" id="main" flex="1">
      <VisuallyHidden role="status">Returning…</VisuallyHidden>
    </Box>
  );
}
