// The unhandled-error screen (rule TOPBAR-11): what went wrong, in words, and a way out. Shown by
// both pages' error boundary (PageErrorBoundary.tsx) and index.html's unknown addresses (NotFoundScreen.tsx).
import { Box, Button, Heading, Text } from '@chakra-ui/react';

export const ERROR_FALLBACK_HEADING = 'Unexpected Application Error!';

/** A readable message for anything a component can throw. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

export function ErrorScreen({ message, onReload }: { message: string; onReload(): void }) {
  return (
    <Box as="main" id="main" flex="1" display="flex" alignItems="center" justifyContent="center" px="4" py="16" bg="bg.subtle">
      <Box role="alert" maxW="560px" w="full" bg="white" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '6', md: '10' }} boxShadow="sm">
        <Heading as="h1" textStyle="h2" mb="4">
          {ERROR_FALLBACK_HEADING}
        </Heading>
        <Text as="pre" textStyle="bodySmall" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" bg="bg.subtle" borderRadius="md" p="3" mb="6">
          {message}
        </Text>
        <Button colorPalette="primary" onClick={onReload}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}
