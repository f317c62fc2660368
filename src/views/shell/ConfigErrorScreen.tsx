// Shown instead of the app when the environment is incomplete (live mode without a required
// variable): names what is missing rather than leaving a blank page.
import { Box, Heading, Text } from '@chakra-ui/react';

export const CONFIG_ERROR_HEADING = 'This checkout is not configured';

export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <Box as="main" id="main" flex="1" display="flex" alignItems="center" justifyContent="center" px="4" py="16" bg="bg.subtle">
      <Box role="alert" maxW="640px" w="full" bg="white" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '6', md: '10' }} boxShadow="sm">
        <Heading as="h1" textStyle="h2" mb="4">
          {CONFIG_ERROR_HEADING}
        </Heading>
        <Text mb="4">{message}</Text>
        <Text textStyle="bodySmall" color="fg.muted">
          Without VITE_API_URL the app runs against the local sandbox. With it, every live-mode variable must be set; then rebuild or restart the app.
        </Text>
      </Box>
    </Box>
  );
}
