// "Skip to main content": the first focusable element, hidden until it receives focus.
import { chakra } from '@chakra-ui/react';

export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <chakra.a
      href={`#${target}`}
      position="absolute"
      left="4"
      top="-40"
      zIndex="skipNav"
      bg="white"
      color="fg"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focusVisible={{ top: '4' }}
    >
      Skip to main content
    </chakra.a>
  );
}
