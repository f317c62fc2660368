// The payment actor's message below the page-1 form (ERR-CHECKOUT-1..3): announced, with an error
// icon when the machine says so ('Please update your payment method.').
import { Flex, Text } from '@chakra-ui/react';
import { ErrorIcon } from '../shared/icons.tsx';

export function PaymentMessage({ text, withIcon }: { text: string; withIcon: boolean }) {
  return (
    <Flex role="alert" align="flex-start" gap="2" color="fg.error" bg="bg.error" borderRadius="l2" px="3" py="2.5" mt="4">
      {withIcon && (
        <Flex as="span" flexShrink={0} fontSize="lg" mt="0.5" data-testid="payment-message-icon">
          <ErrorIcon />
        </Flex>
      )}
      <Text fontWeight="600" fontSize="sm" lineHeight="1.5" pt="0.5">
        {text}
      </Text>
    </Flex>
  );
}
