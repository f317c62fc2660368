// The checkout while the product loads (or the actors start): the page's shape in grey, so nothing
// moves when the order arrives, and one status line for assistive technology.
import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { CHECKOUT_TEXTS } from './texts.ts';

export function StepSkeleton() {
  return (
    <Box bg="white" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '5', sm: '6', md: '8' }}>
      <Skeleton h="8" w="60%" mb="6" />
      <Stack gap="4">
        <Skeleton h="5" w="80%" />
        <Skeleton h="5" w="70%" />
        <Skeleton h="5" w="75%" />
        <Skeleton h="12" w={{ base: 'full', sm: '56' }} mt="4" />
      </Stack>
    </Box>
  );
}

export function SummarySkeleton() {
  return (
    <Box bg="bg.subtle" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', sm: '5' }}>
      <Skeleton h="7" w="55%" mb="5" />
      <Skeleton h="40" borderRadius="l2" mb="5" />
      <Stack gap="3">
        <Skeleton h="4" />
        <Skeleton h="4" />
        <Skeleton h="6" />
      </Stack>
    </Box>
  );
}

export function LoadingStatus() {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {CHECKOUT_TEXTS.loading}
    </VisuallyHidden>
  );
}
