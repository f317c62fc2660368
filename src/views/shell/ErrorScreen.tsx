// The unhandled-error screen (rule TOPBAR-11): what went wrong, in words, and a way out. Shown by
// both pages' error boundary (PageErrorBoundary.tsx) and index.html's unknown addresses (NotFoundScreen.tsx).
import { Button, Text } from '@chakra-ui/react';
import { PageNotice } from './PageNotice.tsx';

export const ERROR_FALLBACK_HEADING = 'Unexpected Application Error!';

/** A readable message for anything a component can throw. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

export function ErrorScreen({ message, onReload }: { message: string; onReload(): void }) {
  return (
    <PageNotice heading={ERROR_FALLBACK_HEADING} maxW="560px">
      <Text as="pre" textStyle="bodySmall" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" bg="bg.subtle" borderRadius="md" p="3" mb="6">
        {message}
      </Text>
      <Button colorPalette="primary" onClick={onReload}>
        Reload
      </Button>
    </PageNotice>
  );
}
