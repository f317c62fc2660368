// PLACEHOLDER for the payment-method widget (/updateBilling, /displayBillingInfo, rules
// ROUTE-4, ROUTE-6) until the billing views land. Loaded lazily, like the real widget will be.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';

export function BillingWidgetPlaceholder() {
  const { pathname } = useLocation();
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} maxW="720px" mx="auto" w="full">
      <Heading as="h1" textStyle="h3" mb="3">
        Billing information
      </Heading>
      <Text color="fg.muted">The payment-method widget ({pathname}) appears here.</Text>
    </Box>
  );
}
