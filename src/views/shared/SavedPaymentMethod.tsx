// The saved payment method on checkout page 1 and in the billing widget: a card with its brand mark, 'Ending in' and the last four,
// 'Expires' MM/YYYY (PAGE1-2..4), or a bank account with bank name, account type, holder type and
// last four (PAGE1-5).
import { Box, Flex, Text } from '@chakra-ui/react';
import { brandName, CardBrandLogo } from './CardBrandLogo.tsx';
import { BankIcon } from './icons.tsx';
import { PAYMENT_METHOD_TEXTS } from './texts.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';

const twoDigits = (month: number): string => String(month).padStart(2, '0');
/** 'checking' → 'Checking', 'individual' → 'Individual'. */
const capitalised = (text: string): string => (text === '' ? text : text.charAt(0).toUpperCase() + text.slice(1));

export function SavedPaymentMethod({ method }: { method: PaymentMethod }) {
  return (
    <Flex
      align="center"
      gap="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      px={{ base: '4', sm: '5' }}
      py="4"
      bg="bg.subtle"
      aria-label={PAYMENT_METHOD_TEXTS.savedMethodLabel}
      role="group"
    >
      {method.type === 'card' ? (
        <>
          <CardBrandLogo brand={method.brand} />
          <Box minW="0">
            <Text fontWeight="700">
              {brandName(method.brand)}{' '}
              <Text as="span" fontWeight="normal">
                {PAYMENT_METHOD_TEXTS.endingIn} {method.last_4}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {PAYMENT_METHOD_TEXTS.expires} {twoDigits(method.exp_month)}/{method.exp_year}
            </Text>
          </Box>
        </>
      ) : (
        <>
          <Flex
            as="span"
            w="12"
            h="8"
            flexShrink={0}
            align="center"
            justify="center"
            borderRadius="md"
            bg="brand.lightBlue"
            color="brand.blue"
            fontSize="xl"
          >
            <BankIcon />
          </Flex>
          <Box minW="0">
            <Text fontWeight="700" overflowWrap="anywhere">
              {method.bankName}{' '}
              <Text as="span" fontWeight="normal">
                {PAYMENT_METHOD_TEXTS.endingIn} {method.last4}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {capitalised(method.accountType)} · {capitalised(method.accountHolderType)}
            </Text>
          </Box>
        </>
      )}
    </Flex>
  );
}

/** The saved method, or the page's no-card words in a dashed box (PAGE1-11), on page 1 and the widget. */
export function PaymentMethodOnFile({ method, noCardText }: { method: PaymentMethod | null; noCardText: string }) {
  if (method !== null) return <SavedPaymentMethod method={method} />;
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="l2" px="5" py="4" bg="bg.subtle">
      <Text fontWeight="600">{noCardText}</Text>
    </Box>
  );
}
