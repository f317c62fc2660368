// The organisation waitlist screen (WAITLIST-1..5): a page section shown while the organisation is
// full. Reads the waitlist machine (systemId 'waitlist') and sends its events; nothing otherwise.
import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { WAITLIST_TEXTS } from '../../../machines/waitlist/rules.ts';
import { selectWaitlistScreen } from '../../../machines/waitlist/selectors.ts';
import type { WaitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';

export interface WaitlistScreenProps {
  actorRef: ActorRefFrom<WaitlistMachine>;
}

export default function WaitlistScreen({ actorRef }: WaitlistScreenProps) {
  const view = useSelector(actorRef, selectWaitlistScreen, shallowEqual);
  const headingId = useId();
  const positionId = useId();

  if (view.stage === 'hidden') return null;

  if (view.stage === 'checking') {
    return (
      <Box as="section" role="status" aria-live="polite" display="flex" alignItems="center" gap="3" py="10" justifyContent="center">
        <Spinner size="sm" />
        <Text>{WAITLIST_TEXTS.checking}</Text>
      </Box>
    );
  }

  if (view.stage === 'failed') {
    return (
      <Box as="section" py="8" maxW="640px" mx="auto">
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title role="alert">{view.message ?? WAITLIST_TEXTS.seatCountFailed}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'retry' })}>
          {WAITLIST_TEXTS.tryAgain}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      maxW="640px"
      mx="auto"
      my="8"
      p={{ base: '6', md: '10' }}
      bg="white"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
    >
      <Stack gap="5">
        <Heading as="h2" id={headingId} textStyle="h3">
          {WAITLIST_TEXTS.title}
        </Heading>
        <Text>{WAITLIST_TEXTS.limitReached}</Text>
        {view.queuePosition !== null && (
          <Box id={positionId} aria-live="polite">
            <Text textStyle="h4" as="p">
              {WAITLIST_TEXTS.queuePosition}
            </Text>
            <Text fontSize="2xl" fontWeight="700" data-testid="queue-position">
              {view.queuePosition}
            </Text>
          </Box>
        )}
        {view.message !== null && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title role="alert">{view.message}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button
            colorPalette="blue"
            disabled={!view.canJoin}
            loading={view.joining}
            loadingText={WAITLIST_TEXTS.joining}
            aria-describedby={view.queuePosition !== null ? positionId : undefined}
            onClick={() => actorRef.send({ type: 'join the waitlist' })}
          >
            {WAITLIST_TEXTS.join}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
