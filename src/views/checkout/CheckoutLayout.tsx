// The checkout's two parts (SUMMARY-20, CART-1): on wide screens (900 px and up) the steps on the
// left and the order summary as a sticky side panel on the right; on narrow ones the summary above
// the steps. One tree either way (the parts are keyed, so a resize moves them without remounting),
// and the reading order follows what people see. Where the parts sit is CSS alone, so page 0's
// HTML (rendered in the narrow order at build time, ADR 0061) looks right at every width before
// the app has run; the app then only puts the reading order right. Without a step (complete, or
// nothing to buy) the summary stands alone.
import { Box, Container, Grid, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { media, mediaQueries } from '../../app/theme/breakpoints.ts';
import { useMediaQuery } from '../../app/use-media-query.ts';
import { CHECKOUT_TEXTS } from './texts.ts';

/** SUMMARY-20: the side-by-side layout from the 900 px navigation breakpoint (TOPBAR-7). */
export const WIDE_CHECKOUT_QUERY = mediaQueries.wideNav;

export interface CheckoutLayoutProps {
  summary: ReactNode;
  /** Null when there is no step to show. */
  steps: ReactNode | null;
  busy?: boolean;
}

export function CheckoutLayout({ summary, steps, busy = false }: CheckoutLayoutProps) {
  const wide = useMediaQuery(WIDE_CHECKOUT_QUERY, true, false);
  const alone = steps === null;
  const summaryPart = (
    <Box key="summary" top="6" maxW={alone ? '560px' : undefined} data-checkout-part="summary" css={alone ? undefined : { [media.wideNav]: { position: 'sticky', gridColumn: '2', gridRow: '1' } }}>
      {summary}
    </Box>
  );
  const stepsPart = (
    <Box key="steps" minW="0" data-checkout-part="steps" css={{ [media.wideNav]: { gridColumn: '1', gridRow: '1' } }}>
      {steps}
    </Box>
  );
  let parts: ReactNode[];
  if (alone) parts = [summaryPart];
  else parts = wide ? [stepsPart, summaryPart] : [summaryPart, stepsPart];

  return (
    <Container maxW="1200px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} aria-busy={busy}>
      <Heading as="h1" textStyle="h2" mb={{ base: '5', md: '8' }}>
        {CHECKOUT_TEXTS.pageTitle}
      </Heading>
      <Grid
        templateColumns="minmax(0, 1fr)"
        gap="6"
        alignItems="start"
        css={{ [media.wideNav]: { gap: '10', ...(alone ? {} : { gridTemplateColumns: 'minmax(0, 1fr) minmax(340px, 420px)' }) } }}
      >
        {parts}
      </Grid>
    </Container>
  );
}
