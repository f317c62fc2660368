// What index.html shows before the app's JavaScript has run (issue 8): the checkout frame (top
// bar with the logo, the 'Checkout' title) and page 0's loading shape, rendered to HTML and CSS at
// build time (scripts/build/page-zero-shell-plugin.ts). The app replaces it on its first render,
// so it holds no control and no data; its layout follows CheckoutLayout with CSS only (no media
// query hook runs at build time), so nothing moves when the real page takes its place.
import { Box, ChakraProvider, Container, Flex, Grid, Heading } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import type { Config } from '../../app/config.ts';
import { media } from '../../app/theme/breakpoints.ts';
import { appSystem } from '../../app/theme/system.ts';
import { StepSkeleton, SummarySkeleton } from '../checkout/CheckoutSkeleton.tsx';
import { CHECKOUT_TEXTS } from '../checkout/texts.ts';
import { Logo } from './Logo.tsx';

export function PageZeroShell({ config }: { config: Pick<Config, 'brand' | 'urls'> }) {
  return (
    <ChakraProvider value={appSystem()}>
      <Box as="header" bg="white" borderBottomWidth="1px" borderColor="border.muted">
        <Flex maxW="1200px" mx="auto" px={{ base: '4', md: '8' }} h={{ base: '64px', md: '72px' }} align="center">
          <Logo href={config.urls.marketingHome} brand={config.brand} />
        </Flex>
      </Box>
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <Container maxW="1200px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} aria-busy>
          <Heading as="h1" textStyle="h2" mb={{ base: '5', md: '8' }}>
            {CHECKOUT_TEXTS.pageTitle}
          </Heading>
          <Grid templateColumns="minmax(0, 1fr)" gap="6" alignItems="start" css={{ [media.wideNav]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(340px, 420px)', gap: '10' } }}>
            <Box order="1" minW="0" css={{ [media.wideNav]: { order: 0 } }}>
              <StepSkeleton />
            </Box>
            <Box order="0" css={{ [media.wideNav]: { order: 1 } }}>
              <SummarySkeleton />
            </Box>
          </Grid>
        </Container>
      </Box>
    </ChakraProvider>
  );
}

/** The shell as HTML, with its styles inline (Emotion writes them next to the markup). */
export function renderPageZeroShell(config: Pick<Config, 'brand' | 'urls'>): string {
  return renderToString(<PageZeroShell config={config} />);
}
