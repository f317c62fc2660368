// Page 0's step (PAGE0-1..6): how the checkout goes, 'Proceed to Checkout' (hidden when already
// subscribed, disabled for a firm-plan member: selectProceedButton), and for signed-out visitors
// 'Create an account'. The plan, totals and coupon box sit in the order summary beside it.
import { Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectIsAuthenticated, selectLoadingAccount, selectOpeningSignUp, selectProceedButton } from '../../../machines/checkout/selectors.ts';
import type { CheckoutRef } from './actor-refs.ts';
import { LockIcon } from '../shared/icons.tsx';
import { StepPanel } from '../shared/StepPanel.tsx';
import { usePageReady } from '../shared/use-page-ready.ts';
import { CHECKOUT_TEXTS } from './texts.ts';
import { EARLY_PRESS_ATTRIBUTE } from '../../app/early-presses.ts';

export interface OrderStepProps {
  checkout: CheckoutRef;
  focusTitle: boolean;
  /** Fetch the sign-up dialog's code ahead (hover or focus on the buttons that open it). */
  onPrefetchAuth?: () => void;
}

export function OrderStep({ checkout, focusTitle, onPrefetchAuth }: OrderStepProps) {
  usePageReady();
  const view = useSelector(
    checkout,
    (snapshot) => ({
      proceed: selectProceedButton(snapshot),
      authenticated: selectIsAuthenticated(snapshot),
      loadingAccount: selectLoadingAccount(snapshot),
      openingSignUp: selectOpeningSignUp(snapshot),
    }),
    shallowEqual,
  );

  return (
    <StepPanel title={CHECKOUT_TEXTS.page0Title} focusTitle={focusTitle}>
      <List.Root as="ol" listStyle="none" gap="3" m="0" p="0">
        {CHECKOUT_TEXTS.page0Steps.map((step, index) => (
          <List.Item key={step} display="flex" alignItems="center" gap="3">
            <Flex
              as="span"
              aria-hidden="true"
              flexShrink={0}
              w="7"
              h="7"
              align="center"
              justify="center"
              borderRadius="full"
              bg="brand.lightBlue"
              color="brand.blue"
              fontSize="sm"
              fontWeight="700"
            >
              {index + 1}
            </Flex>
            <Text>{step}</Text>
          </List.Item>
        ))}
      </List.Root>

      {view.proceed !== 'hidden' && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
          <Button
            size="lg"
            colorPalette="primary"
            minW={{ sm: '56' }}
            disabled={view.proceed === 'disabled'}
            loading={view.loadingAccount}
            // Chakra hides a loading button's text, and with it the button's name (axe button-name).
            aria-label={CHECKOUT_TEXTS.proceed}
            onPointerEnter={onPrefetchAuth}
            onFocus={onPrefetchAuth}
            onClick={() => checkout.send({ type: 'proceed to checkout' })}
            {...{ [EARLY_PRESS_ATTRIBUTE]: 'proceed to checkout' }}
          >
            {CHECKOUT_TEXTS.proceed}
          </Button>
          {!view.authenticated && view.proceed === 'enabled' && (
            <Button
              size="lg"
              variant="outline"
              colorPalette="primary"
              // Busy, not disabled, while the dialog's code arrives: a disabled button would drop the
              // focus the dialog gives back to it on close.
              aria-busy={view.openingSignUp}
              onPointerEnter={onPrefetchAuth}
              onFocus={onPrefetchAuth}
              onClick={() => checkout.send({ type: 'create an account' })}
              {...{ [EARLY_PRESS_ATTRIBUTE]: 'create an account' }}
            >
              {CHECKOUT_TEXTS.createAccount}
            </Button>
          )}
        </Stack>
      )}

      <Box mt="6" display="flex" alignItems="center" gap="2" color="fg.muted" fontSize="sm">
        <Flex as="span" flexShrink={0}>
          <LockIcon />
        </Flex>
        <Text>{CHECKOUT_TEXTS.secureNote}</Text>
      </Box>
    </StepPanel>
  );
}
