// The completion modal (DIALOG-COMPLETE-1..6): 'Checkout complete', the receipt line, 'Go to
// dashboard' (signed in) or 'Log in', and for individual plans what happens next. It ends the
// checkout, so it has no close button. Lazy, with its own dialog recipe.
import { Box, Button, Dialog, Flex, List, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { COMPLETION_TEXTS } from '../../../machines/checkout/rules.ts';
import { selectCompletion } from '../../../machines/checkout/selectors.ts';
import type { CheckoutRef } from './actor-refs.ts';
import { CheckIcon } from '../shared/icons.tsx';
import { COMPLETION_EXTRA_TEXTS } from './texts.ts';
import { DialogBackdrop, DialogFrame } from '../shared/DialogMotion.tsx';

export default function CompletionDialog({ checkout }: { checkout: CheckoutRef }) {
  const completion = useSelector(checkout, selectCompletion, shallowEqual);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const nextId = useId();
  const open = completion !== null && !completion.thankYouOpen;

  const onButton = () => {
    if (completion === null) return;
    checkout.send(completion.button === COMPLETION_TEXTS.dashboardButton ? { type: 'go to dashboard' } : { type: 'sign in' });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      motionPreset="none"
      open={open}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      initialFocusEl={() => buttonRef.current}
    >
      <Portal>
        <DialogBackdrop />
        <Dialog.Positioner px="4">
          <DialogFrame>
            <Dialog.Content maxW="480px" borderRadius="l3" textAlign="center">
              <Dialog.Header flexDirection="column" alignItems="center" gap="4" pt="8" pb="2">
                <Flex aria-hidden="true" w="14" h="14" borderRadius="full" bg="green.100" color="green.700" align="center" justify="center" fontSize="3xl">
                  <CheckIcon />
                </Flex>
                <Dialog.Title fontSize="2xl" fontWeight="700">
                  {COMPLETION_TEXTS.title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="2">
                <Dialog.Description color="fg.muted">{COMPLETION_TEXTS.body}</Dialog.Description>
                {completion?.showsIndividualExtra && (
                  <Box as="section" aria-labelledby={nextId} mt="6" textAlign="start" bg="bg.subtle" borderRadius="l2" p="4">
                    <Text as="h3" id={nextId} fontWeight="700" fontSize="sm" mb="2">
                      {COMPLETION_EXTRA_TEXTS.title}
                    </Text>
                    <List.Root as="ul" listStyle="none" gap="2">
                      {COMPLETION_EXTRA_TEXTS.items.map((item) => (
                        <List.Item key={item} display="flex" alignItems="flex-start" gap="2" fontSize="sm">
                          <Flex as="span" flexShrink={0} mt="0.5" color="green.600">
                            <CheckIcon />
                          </Flex>
                          {item}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.Footer justifyContent="center" pb="8" pt="4">
                <Button ref={buttonRef} size="lg" colorPalette="primary" minW="48" onClick={onButton}>
                  {completion?.button ?? COMPLETION_TEXTS.dashboardButton}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </DialogFrame>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
