// Page 0 of /price_are5_pro_monthly as a visitor first sees it (the plan summary and how checkout
// works), written plainly with Chakra's components: static text, no machines, no data fetching.
// The bench's floor (ADR 0032): what the same stack gives with no performance work at all. Its
// start-up at the bottom is what a new Vite + React + Chakra project writes: one render, no tuning.
import { Badge, Box, Button, ChakraProvider, Container, defaultSystem, Flex, Grid, Heading, HStack, Input, List, Separator, Stack, Text } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const FEATURES = ['Video lectures for all 6 divisions', 'Practice exams', 'Flashcards', 'Study guides', 'Live Q&A sessions'];
const STEPS = ['Sign in or create your account', 'Confirm or add a payment method', 'Pay securely and start studying right away'];

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'sm'}>
      <Text color={strong ? undefined : 'fg.muted'}>{label}</Text>
      <Text>{value}</Text>
    </Flex>
  );
}

function OrderSummary() {
  return (
    <Box as="section" bg="bg.muted" borderRadius="md" p="5">
      <Heading as="h2" size="lg" mb="3">Your order (1 item)</Heading>
      <Button variant="plain" colorPalette="blue" px="0" mb="3">← Update Selection</Button>
      <Box bg="white" borderWidth="1px" borderRadius="md" p="4" mb="4">
        <Flex justify="space-between" align="start">
          <Box>
            <Text fontWeight="bold">ARE 5.0 Pro</Text>
            <Badge colorPalette="blue">Monthly</Badge>
          </Box>
          <Text fontWeight="bold">$199.00<Text as="span" color="fg.muted" fontWeight="normal">/mo</Text></Text>
        </Flex>
        <Text color="blue.600" fontWeight="semibold" mt="4">☆ Guided Study Process</Text>
        <Text fontWeight="semibold" mt="3">Included for all 6 ARE divisions:</Text>
        <List.Root variant="plain" gap="1" mt="1">
          {FEATURES.map((f) => (
            <List.Item key={f} color="fg.muted">✓ {f}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Stack gap="2">
        <Separator />
        <Row label="Subtotal" value="$199.00" />
        <Row label="Tax" value="$0.00" />
        <Separator />
        <Row label="Total" value="$199.00" strong />
        <Separator />
      </Stack>
      <Text asChild fontWeight="semibold" display="block" mt="4" mb="2">
        <label htmlFor="coupon">Coupon code</label>
      </Text>
      <HStack>
        <Input id="coupon" bg="white" />
        <Button variant="outline">Apply</Button>
      </HStack>
    </Box>
  );
}

function HowCheckoutWorks() {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="5">
      <Heading as="h2" size="xl" mb="4">How checkout works</Heading>
      <List.Root as="ol" variant="plain" gap="3" mb="6">
        {STEPS.map((step, i) => (
          <List.Item key={step} alignItems="center" gap="3">
            <Badge borderRadius="full" colorPalette="blue">{i + 1}</Badge>
            {step}
          </List.Item>
        ))}
      </List.Root>
      <Stack gap="3">
        <Button size="lg">Proceed to Checkout</Button>
        <Button size="lg" variant="outline">Create an account</Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="4">Secure checkout. Your card details go straight to our payment provider.</Text>
    </Box>
  );
}

function FloorPage() {
  return (
    <>
      <Box as="header" borderBottomWidth="1px">
        <Flex maxW="1200px" mx="auto" px="4" h="64px" align="center">
          <Text fontWeight="bold" fontSize="xl">Studio Learning</Text>
        </Flex>
      </Box>
      <Container as="main" maxW="1200px" py="6">
        <Heading as="h1" size="3xl" mb="5">Checkout</Heading>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 420px' }} gap="6" alignItems="start">
          <Box order={{ base: 1, lg: 0 }}><HowCheckoutWorks /></Box>
          <Box order={{ base: 0, lg: 1 }}><OrderSummary /></Box>
        </Grid>
      </Container>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <FloorPage />
    </ChakraProvider>
  </StrictMode>,
);
