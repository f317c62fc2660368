// The live statechart view (issue 7, sandbox builds only; loaded on first open): the running
// actors, the selected one's diagram with its current states lit up, and its last events. A
// non-modal drawer over the page: the checkout stays usable beside it and nothing shifts.
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { ACTIVE_CLASS, ACTIVE_LEAF_CLASS, activeLeafPaths, applyHighlight, highlightFor } from './active-states.ts';
import type { InspectedActor, InspectionStore } from './inspection-store.ts';
import { drawDiagram, type Diagram } from './render-diagram.ts';

export interface StatechartPanelProps {
  id: string;
  store: InspectionStore;
  onClose: () => void;
}

/** The panel's height on a phone, where it is a sheet along the bottom. */
const SHEET_HEIGHT = '55dvh';

const ZOOMS = [0.25, 0.4, 0.55, 0.7, 0.85, 1, 1.25] as const;
const DEFAULT_ZOOM = 4;

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

type Drawing = { machine: AnyStateMachine; diagram: Diagram } | { machine: AnyStateMachine; error: string };

function useDiagram(machine: AnyStateMachine | null): Drawing | null {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    if (machine === null) return;
    let current = true;
    drawDiagram(machine).then(
      (diagram) => current && setDrawing({ machine, diagram }),
      (error: unknown) => current && setDrawing({ machine, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [machine]);
  return drawing !== null && drawing.machine === machine ? drawing : null;
}

function scrollToElement(container: HTMLElement, element: Element): void {
  const box = container.getBoundingClientRect();
  const target = element.getBoundingClientRect();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  container.scrollTo({
    left: container.scrollLeft + target.left - box.left - (box.width - target.width) / 2,
    top: container.scrollTop + target.top - box.top - (box.height - target.height) / 2,
    behavior: reduced ? 'auto' : 'smooth',
  });
}

const highlightStyles = {
  [`& .${ACTIVE_LEAF_CLASS} rect.label-container, & .${ACTIVE_LEAF_CLASS} rect.outer`]: {
    fill: '#fde68a !important',
    stroke: '#b45309 !important',
    strokeWidth: '3px !important',
  },
  [`& .statediagram-cluster.${ACTIVE_CLASS} rect.outer`]: { stroke: '#d97706 !important', strokeWidth: '3px !important' },
  [`& .statediagram-cluster.${ACTIVE_CLASS} rect.inner`]: { fill: '#fffbeb !important' },
  '& rect': { transition: 'fill 0.2s, stroke 0.2s' },
};

function DiagramView({ actor }: { actor: InspectedActor }) {
  const machine = machineOf(actor);
  const drawing = useDiagram(machine);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM);
  const container = useRef<HTMLDivElement>(null);
  const shownLeaves = useRef<{ diagram: Diagram | null; leaves: Set<Element> }>({ diagram: null, leaves: new Set() });
  const diagram = drawing !== null && 'diagram' in drawing ? drawing.diagram : null;
  const zoom = ZOOMS[zoomIndex] ?? 1;

  useLayoutEffect(() => {
    const svg = container.current?.querySelector('svg');
    if (!svg || !diagram) return;
    // The list of current states says in words what the picture shows; screen readers skip the picture.
    svg.setAttribute('aria-hidden', 'true');
    svg.style.maxWidth = 'none';
    svg.style.width = `${diagram.width * zoom}px`;
    svg.style.height = `${diagram.height * zoom}px`;
  }, [diagram, zoom]);

  useLayoutEffect(() => {
    const box = container.current;
    if (!box || !diagram || actor.value === null) return;
    const leaves = applyHighlight(box, diagram.renderId, highlightFor(actor.value, diagram.ids));
    const before = shownLeaves.current;
    const fresh = before.diagram === diagram ? leaves.filter((leaf) => !before.leaves.has(leaf)) : leaves;
    shownLeaves.current = { diagram, leaves: new Set(leaves) };
    // Follow the move: the state just entered, else (first drawing) the deepest current state.
    const deepest = (list: Element[]) =>
      list.reduce<Element | null>((best, leaf) => (best === null || leaf.id.split('__').length >= best.id.split('__').length ? leaf : best), null);
    const target = deepest(fresh);
    if (target) scrollToElement(box, target);
  }, [diagram, actor.value]);

  if (machine === null) return <Text color="fg.muted">This actor is not a state machine: there is no diagram to show.</Text>;
  if (drawing !== null && 'error' in drawing) return <Text color="fg.error">The diagram could not be drawn: {drawing.error}</Text>;
  return (
    <Stack gap="2" flexShrink="0">
      <HStack gap="2" justifyContent="space-between" flexWrap="wrap">
        <Text textStyle="bodySmall" color="fg.muted">
          Yellow: the current states. Orange frame: their parents.
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label="Zoom out" disabled={zoomIndex === 0} onClick={() => setZoomIndex((z) => Math.max(0, z - 1))}>
            −
          </Button>
          <Text textStyle="bodySmall" minWidth="3.5em" textAlign="center" aria-live="polite">
            {Math.round(zoom * 100)} %
          </Text>
          <Button size="xs" variant="outline" aria-label="Zoom in" disabled={zoomIndex === ZOOMS.length - 1} onClick={() => setZoomIndex((z) => Math.min(ZOOMS.length - 1, z + 1))}>
            +
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={container}
        role="region"
        aria-label={`Diagram of the ${actor.name} machine`}
        aria-busy={diagram === null}
        tabIndex={0}
        data-testid="statechart-diagram"
        // Tall enough to follow a move, short enough on a phone to leave the page in sight.
        height={{ base: '14rem', md: 'max(16rem, calc(100dvh - 22rem))' }}
        overflow="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="white"
        css={highlightStyles}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {diagram === null ? (
          <Text p="4" color="fg.muted">
            Drawing the diagram…
          </Text>
        ) : (
          // Mermaid's own output, drawn from our machine definitions with securityLevel 'strict'.
          <Box dangerouslySetInnerHTML={{ __html: diagram.svg }} />
        )}
      </Box>
    </Stack>
  );
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
            <DiagramView key={selected.sessionId} actor={selected} />
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
