// The live statechart view (issue 7, sandbox builds only; loaded on first open): the running
// actors, the selected one's diagram with its current states lit up, and its last events. A
// non-modal drawer over the page: the checkout stays usable beside it and nothing shifts.
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeLeafPaths } from './active-states.ts';
import { DiagramView } from './DiagramView.tsx';
import type { InspectedActor, InspectionStore } from './inspection-store.ts';

export interface StatechartPanelProps {
  id: string;
  store: InspectionStore;
  onClose: () => void;
}

/** The panel's height on a phone, where it is a sheet along the bottom. */
const SHEET_HEIGHT = '55dvh';


/** A state machine's logic (what the diagrams are drawn from), told by shape to keep xstate out of this chunk's imports. */
const machineOf = (actor: InspectedActor | undefined): AnyStateMachine | null => {
  const logic = actor?.logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic && 'config' in logic
    ? (logic as AnyStateMachine)
    : null;
};

const eventWords = (type: string): string => (type === 'xstate.init' ? 'started' : type);

const clock = (at: number): string =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** The states the actor is in, in words: `checkout flow › checkout open › page › order summary`. */
const stateWords = (actor: InspectedActor): string[] =>
  actor.value === null ? [] : activeLeafPaths(actor.value).map((path) => path.join(' › '));

function SelectedDiagram({ actor }: { actor: InspectedActor }) {
  const machine = machineOf(actor);
  if (machine === null) return <Text color="fg.muted">This actor is not a state machine: there is no diagram to show.</Text>;
  return <DiagramView actor={actor} machine={machine} />;
}

export function StatechartPanel({ id, store, onClose }: StatechartPanelProps) {
  const { actors } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [chosen, setChosen] = useState<string | null>(null);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const selected = useMemo(
    () => actors.find((actor) => actor.name === chosen) ?? actors.find((actor) => actor.name === 'checkout') ?? actors[0],
    [actors, chosen],
  );

  useEffect(() => {
    // Focus moves into the panel on open; the launcher takes it back on close.
    panel.current?.focus();
    // On a phone the panel is a sheet over the page's lower half: room added after the page's
    // end lets the checkout scroll up above it, so every button stays reachable. Nothing moves.
    const root = document.documentElement;
    root.dataset.statechartView = 'open';
    return () => {
      delete root.dataset.statechartView;
    };
  }, []);

  return (
    <Box
      as="section"
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      position="fixed"
      zIndex="popover"
      left={{ base: '0', md: 'auto' }}
      right="0"
      bottom="0"
      top={{ base: 'auto', md: '0' }}
      width={{ base: '100%', md: 'min(34rem, 45vw)' }}
      height={{ base: SHEET_HEIGHT, md: '100dvh' }}
      bg="bg"
      borderTopWidth={{ base: '1px', md: '0' }}
      borderLeftWidth={{ base: '0', md: '1px' }}
      borderColor="border"
      boxShadow="2xl"
      display="flex"
      flexDirection="column"
      _focusVisible={{ outline: 'none' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <style>{`@media (max-width: 47.99rem) { html[data-statechart-view='open'] body { padding-bottom: ${SHEET_HEIGHT}; } }`}</style>
      <HStack justifyContent="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border">
        <Heading as="h2" id={titleId} size="md">
          Statechart view
        </Heading>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close statechart view">
          Close
        </Button>
      </HStack>
      <Stack gap={{ base: '3', md: '4' }} px="4" py="3" flex="1" minHeight="0" overflowY="auto">
        <Stack gap="1.5" as="nav" aria-label="Running actors">
          <Text fontWeight="600" textStyle="bodySmall" hideBelow="md">
            Running actors
          </Text>
          <HStack gap="1.5" flexWrap={{ base: 'nowrap', md: 'wrap' }} overflowX={{ base: 'auto', md: 'visible' }} pb={{ base: '1', md: '0' }}>
            {actors.map((actor) => (
              <Button
                key={actor.sessionId}
                size="xs"
                variant={actor === selected ? 'solid' : 'outline'}
                colorPalette={actor === selected ? 'blue' : 'gray'}
                aria-pressed={actor === selected}
                onClick={() => setChosen(actor.name)}
                flexShrink="0"
              >
                {actor.name}
              </Button>
            ))}
          </HStack>
        </Stack>
        {selected === undefined ? (
          <Text color="fg.muted">No actor is running.</Text>
        ) : (
          <>
            <SelectedDiagram key={selected.sessionId} actor={selected} />
            <Stack gap="1">
              <Text fontWeight="600" textStyle="bodySmall">
                {selected.name} is in
              </Text>
              <List.Root listStyleType="none" data-testid="statechart-current-states">
                {stateWords(selected).map((words) => (
                  <List.Item key={words} textStyle="bodySmall" fontFamily="mono">
                    {words}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
            <Stack gap="1" as="section" aria-label={`Last events of ${selected.name}`}>
              <Text fontWeight="600" textStyle="bodySmall">
                Last events of {selected.name} (newest first)
              </Text>
              <List.Root as="ol" listStyleType="none">
                {selected.events.map((event) => (
                  <List.Item key={event.seq} display="flex" gap="3" textStyle="bodySmall" alignItems="baseline">
                    <Text as="span" color="fg.muted" fontFamily="mono" flexShrink="0">
                      {clock(event.at)}
                    </Text>
                    <Text as="span" fontFamily="mono" wordBreak="break-word">
                      {eventWords(event.type)}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
