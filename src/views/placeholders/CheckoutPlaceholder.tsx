// PLACEHOLDER for the checkout screen (routes / and /:id, rules ROUTE-1..3) until the checkout
// views land: shows which price id the route carries, inside the real layout.
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';

export function CheckoutPlaceholder() {
  const { id } = useParams();
  return (
    <Container maxW="1100px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '14' }}>
      <Heading as="h1" textStyle="h1" mb={{ base: '6', md: '8' }}>
        Checkout
      </Heading>
      <Box bg="white" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '8' }} maxW="560px" boxShadow="xs">
        <Heading as="h2" textStyle="h4" mb="3">
          Your selection
        </Heading>
        {id ? (
          <Text>
            Price id:{' '}
            <Text as="code" fontFamily="mono" bg="brand.lightBlue" color="brand.blue" px="1.5" py="0.5" borderRadius="sm">
              {id}
            </Text>
          </Text>
        ) : (
          <Text>No price selected.</Text>
        )}
        <Text textStyle="bodySmall" color="fg.muted" mt="3">
          The order summary and payment steps appear here.
        </Text>
      </Box>
    </Container>
  );
}
