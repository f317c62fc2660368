// The frame of a page that shows one notice instead of the app (the error screen, the missing
// configuration): a card with a level-1 heading in the middle of <main>, announced as an alert.
import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageNotice({ heading, maxW, children }: { heading: string; maxW: string; children: ReactNode }) {
  return (
    <Box as="main" id="main" flex="1" display="flex" alignItems="center" justifyContent="center" px="4" py="16" bg="bg.subtle">
      <Box role="alert" maxW={maxW} w="full" bg="white" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '6', md: '10' }} boxShadow="sm">
        <Heading as="h1" textStyle="h2" mb="4">
          {heading}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}
