// The frame of one checkout step (and of the billing widget's panels): a section named by its h2,
// moving in when the step changes (motion.tsx: framer-motion, fetched after the first paint, off
// under reduced motion), focus moved to the title when the person arrived here from another step,
// and the processing overlay on top while a payment runs.
import { Box, Heading } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { EnterMotion } from './motion.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { STEP_TITLE_ATTRIBUTE } from '../../adapters/browser/navigation.ts';

export interface StepPanelProps {
  title: string;
  /** Move focus to the title on mount (the step replaced another one). */
  focusTitle: boolean;
  /** The overlay's words while busy; null when not busy. */
  busyLabel?: string | null;
  children: ReactNode;
}

export function StepPanel({ title, focusTitle, busyLabel = null, children }: StepPanelProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) headingRef.current?.focus({ preventScroll: false });
    // Only on arrival: a re-render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <EnterMotion>
      <Box
        as="section"
        aria-labelledby={titleId}
        aria-busy={busyLabel !== null}
        position="relative"
        bg="white"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="l3"
        boxShadow="xs"
        p={{ base: '5', sm: '6', md: '8' }}
      >
        <Heading
          as="h2"
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          {...{ [STEP_TITLE_ATTRIBUTE]: '' }}
          size="xl"
          fontWeight="700"
          mb="5"
          scrollMarginTop="24"
          _focus={{ outline: 'none' }}
        >
          {title}
        </Heading>
        {children}
        {busyLabel !== null && <ProcessingOverlay label={busyLabel} />}
      </Box>
    </EnterMotion>
  );
}
