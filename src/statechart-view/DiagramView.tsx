// One actor's statechart in the live view, a page at a time (the pages of docs/statecharts/): it
// opens on the innermost page holding the current state, fitted to the panel with that state in
// sight, and follows each move. A breadcrumb goes up; a click on a box marked ▸, or its button
// under the picture, goes down. Pan and zoom come from Panzoom (drag, wheel, buttons, arrow keys).
import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { pageState, pageTrail } from '../statecharts/chart-pages.ts';
import { drawnStateOf, pathKey } from '../statecharts/page-drawing.ts';
import { ACTIVE_CLASS, ACTIVE_LEAF_CLASS, applyHighlight, highlightFor, mermaidIdOf } from './active-states.ts';
import { fitView, type View } from './fit-view.ts';
import { followPage, type Followed } from './follow-page.ts';
import type { InspectedActor } from './inspection-store.ts';
import { drawDiagram, machineChart, type Diagram } from './render-diagram.ts';

/** Class of a box that opens its own page on click. */
const OPENS_CLASS = 'statechart-opens-page';
const PAN_STEP = 60;

type Drawing = { key: string; diagram: Diagram } | { key: string; error: string };

const highlightStyles = {
  [`& .${ACTIVE_LEAF_CLASS} rect.label-container, & .${ACTIVE_LEAF_CLASS} rect.outer, & g.node.${ACTIVE_CLASS} rect.label-container, & g.node.${ACTIVE_CLASS} rect.outer`]:
    { fill: '#fde68a !important', stroke: '#b45309 !important', strokeWidth: '3px !important' },
  [`& .statediagram-cluster.${ACTIVE_CLASS} rect.outer`]: { stroke: '#d97706 !important', strokeWidth: '3px !important' },
  [`& .statediagram-cluster.${ACTIVE_CLASS} rect.inner`]: { fill: '#fffbeb !important' },
  [`& .${OPENS_CLASS}`]: { cursor: 'pointer' },
  [`& .${OPENS_CLASS}:hover rect`]: { strokeWidth: '3px !important' },
  '& rect': { transition: 'fill 0.2s, stroke 0.2s' },
};

function useDrawing(machine: AnyStateMachine, pageKey: string): Drawing | null {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    const page = machineChart(machine).pages.find((p) => pathKey(p.path) === pageKey);
    if (page === undefined) return;
    let current = true;
    drawDiagram(machine, page).then(
      (diagram) => current && setDrawing({ key: pageKey, diagram }),
      (error: unknown) => current && setDrawing({ key: pageKey, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [machine, pageKey]);
  return drawing !== null && drawing.key === pageKey ? drawing : null;
}

/**
 * The centre of an element in the diagram's own units, from where it and the picture are on
 * screen (Panzoom applies its moves on the next frame: its own numbers may run ahead).
 */
function centreIn(svg: Element, element: Element, diagram: Diagram): { x: number; y: number } {
  const picture = svg.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const units = diagram.width / Math.max(picture.width, 1);
  return { x: (box.left + box.width / 2 - picture.left) * units, y: (box.top + box.height / 2 - picture.top) * units };
}

/**
 * Shows `view`. Panzoom pans to its start values once, a moment after it is created: they are
 * set too, or that late pan would undo a move made in the meantime.
 */
function moveTo(zoomer: PanzoomObject, view: View): void {
  zoomer.setOptions({ startScale: view.scale, startX: view.x, startY: view.y });
  zoomer.zoom(view.scale, { animate: false, force: true });
  zoomer.pan(view.x, view.y, { animate: false, force: true });
}

function isInside(outer: DOMRect, inner: DOMRect): boolean {
  return inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
}

export function DiagramView({ actor, machine }: { actor: InspectedActor; machine: AnyStateMachine }) {
  const chart = machineChart(machine);
  const valueKey = JSON.stringify(actor.value);
  // The page follows the state (follow-page.ts); a person's choice holds until the next move.
  const [view, setView] = useState<{ valueKey: string; followed: Followed | null; page: string }>(() => {
    const followed = actor.value === null ? null : followPage(chart, null, actor.value);
    return { valueKey, followed, page: followed?.page ?? '' };
  });
  if (view.valueKey !== valueKey && actor.value !== null) {
    const followed = followPage(chart, view.followed, actor.value);
    setView({ valueKey, followed, page: followed === view.followed ? view.page : followed.page });
  }
  const page = chart.pages.find((p) => pathKey(p.path) === view.page) ?? chart.pages[0];
  const drawing = useDrawing(machine, view.page);
  const diagram = drawing !== null && 'diagram' in drawing ? drawing.diagram : null;
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);
  const open = (key: string) => setView((current) => ({ ...current, page: key }));
  const collapsedIds = useMemo(
    () => new Map((page?.collapsed ?? []).map((state) => [chart.ids.get(pathKey(state.path)) ?? '', pathKey(state.path)])),
    [page, chart],
  );

  // A new picture: sized to its own units, under Panzoom, its ▸ boxes clickable.
  useLayoutEffect(() => {
    const element = canvas.current;
    const svg = element?.querySelector('svg');
    if (!element || !svg || !diagram) return;
    // The list of current states says in words what the picture shows; screen readers skip the picture.
    svg.setAttribute('aria-hidden', 'true');
    svg.style.maxWidth = 'none';
    svg.setAttribute('width', String(diagram.width));
    svg.setAttribute('height', String(diagram.height));
    const zoomer = Panzoom(element, { origin: '0 0', minScale: 0.05, maxScale: 3, step: 0.2, excludeClass: OPENS_CLASS, animate: false });
    panzoom.current = zoomer;
    const wheel = (event: WheelEvent) => zoomer.zoomWithWheel(event);
    const parent = element.parentElement;
    parent?.addEventListener('wheel', wheel, { passive: false });
    const cleanups: Array<() => void> = [];
    for (const group of Array.from(element.querySelectorAll('g[id]'))) {
      const key = collapsedIds.get(mermaidIdOf(group.id, diagram.renderId) ?? '');
      if (key === undefined) continue;
      group.classList.add(OPENS_CLASS);
      const onClick = () => setView((current) => ({ ...current, page: key }));
      group.addEventListener('click', onClick);
      cleanups.push(() => group.removeEventListener('click', onClick));
    }
    return () => {
      cleanups.forEach((cleanup) => cleanup());
      parent?.removeEventListener('wheel', wheel);
      zoomer.destroy();
      panzoom.current = null;
    };
  }, [diagram, collapsedIds]);

  const focusState = page && view.followed ? drawnStateOf(pageState(chart.model, page), page.expanded, view.followed.leaf) : null;
  const focusPath = focusState ? pathKey(focusState.path) : null;

  // Light the current states; bring the lit one into sight: fitted on a new picture (or on Fit),
  // else panned to when a move took it out of sight.
  const [fitRequest, setFitRequest] = useState(0);
  const fittedFor = useRef<{ diagram: Diagram; request: number } | null>(null);
  useLayoutEffect(() => {
    const element = canvas.current;
    const box = frame.current;
    const zoomer = panzoom.current;
    if (!element || !box || !zoomer || !diagram || actor.value === null) return;
    applyHighlight(element, diagram.renderId, highlightFor(actor.value, chart.ids));
    // The followed state's box, or on a page above it the ▸ box that holds it.
    const shown = focusPath === null ? null : chart.ids.get(focusPath);
    const lit = Array.from(element.querySelectorAll('g[id]')).find((group) => shown && mermaidIdOf(group.id, diagram.renderId) === shown) ?? null;
    const panel = { width: box.clientWidth, height: box.clientHeight };
    const svg = element.querySelector('svg');
    const focus = lit && svg ? centreIn(svg, lit, diagram) : null;
    if (fittedFor.current?.diagram !== diagram || fittedFor.current.request !== fitRequest) {
      // Fit on the same picture shows all of it; a new picture opens readable around the state.
      const whole = fittedFor.current?.diagram === diagram;
      fittedFor.current = { diagram, request: fitRequest };
      moveTo(zoomer, fitView(diagram, panel, whole ? null : focus));
    } else if (lit && focus && !isInside(box.getBoundingClientRect(), lit.getBoundingClientRect())) {
      const scale = zoomer.getScale();
      moveTo(zoomer, { scale, x: panel.width / (2 * scale) - focus.x, y: panel.height / (2 * scale) - focus.y });
    }
  }, [diagram, actor.value, chart, fitRequest, focusPath]);

  const trail = page ? pageTrail(chart.pages, page) : [];
  const zoomBy = (direction: 1 | -1) => (direction > 0 ? panzoom.current?.zoomIn() : panzoom.current?.zoomOut());

  if (drawing !== null && 'error' in drawing) return <Text color="fg.error">The diagram could not be drawn: {drawing.error}</Text>;
  return (
    <Stack gap="2" flexShrink="0">
      <HStack as="nav" aria-label="Diagram pages" gap="1" flexWrap="wrap" textStyle="bodySmall">
        {trail.map((step, index) => {
          const name = step.path.at(-1) ?? machine.id;
          const last = index === trail.length - 1;
          return (
            <HStack key={pathKey(step.path)} gap="1">
              {index > 0 && <Text as="span" aria-hidden color="fg.muted">›</Text>}
              {last ? (
                <Text as="span" fontWeight="600" aria-current="page">
                  {name}
                </Text>
              ) : (
                <Button size="2xs" variant="ghost" onClick={() => open(pathKey(step.path))}>
                  {name}
                </Button>
              )}
            </HStack>
          );
        })}
      </HStack>
      <HStack gap="2" justifyContent="space-between" flexWrap="wrap">
        <Text textStyle="bodySmall" color="fg.muted">
          Yellow: the current states (or the ▸ box holding them). Orange frame: their parents.
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label="Zoom out" onClick={() => zoomBy(-1)}>
            −
          </Button>
          <Button size="xs" variant="outline" aria-label="Zoom in" onClick={() => zoomBy(1)}>
            +
          </Button>
          <Button size="xs" variant="outline" onClick={() => setFitRequest((n) => n + 1)}>
            Fit
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={frame}
        role="region"
        aria-label={`Diagram of the ${actor.name} machine`}
        aria-busy={diagram === null}
        tabIndex={0}
        data-testid="statechart-diagram"
        // Tall enough to follow a move, short enough on a phone to leave the page in sight.
        height={{ base: '14rem', md: 'max(16rem, calc(100dvh - 24rem))' }}
        overflow="hidden"
        position="relative"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="white"
        css={highlightStyles}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        onKeyDown={(event) => {
          const step = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] }[event.key];
          if (!step || !panzoom.current) return;
          event.preventDefault();
          const scale = panzoom.current.getScale();
          panzoom.current.pan((step[0] ?? 0) / scale, (step[1] ?? 0) / scale, { relative: true, animate: false });
        }}
      >
        {diagram === null ? (
          <Text p="4" color="fg.muted">
            Drawing the diagram…
          </Text>
        ) : (
          // Mermaid's own output, drawn from our machine definitions with securityLevel 'strict'.
          <Box ref={canvas} key={diagram.renderId} data-testid="statechart-canvas" dangerouslySetInnerHTML={{ __html: diagram.svg }} />
        )}
      </Box>
      {page !== undefined && page.collapsed.length > 0 && (
        <Stack gap="1" as="nav" aria-label="Parts inside this page">
          <Text textStyle="bodySmall" color="fg.muted">
            Boxes marked ▸ hold states of their own:
          </Text>
          <HStack gap="1.5" flexWrap="wrap">
            {page.collapsed.map((state) => (
              <Button key={pathKey(state.path)} size="xs" variant="outline" onClick={() => open(pathKey(state.path))}>
                Open {state.name}
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
