// The loading overlay over a step while the payment actor works (CONFIRM-12/13, PAY-1): covers the
// step without moving anything, and says what is happening to assistive technology.
import { Box, Spinner, Text } from '@chakra-ui/react';

export function ProcessingOverlay({ label }: { label: string }) {
  return (
    <Box
      position="absolute"
      inset="0"
      zIndex="1"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="3"
      bg="rgba(255, 255, 255, 0.78)"
      borderRadius="inherit"
      animationName="fade-in"
      animationDuration="moderate"
      role="status"
      aria-live="polite"
    >
      <Spinner size="lg" color="brand.blue" borderWidth="3px" />
      <Text fontWeight="600">{label}</Text>
    </Box>
  );
}
