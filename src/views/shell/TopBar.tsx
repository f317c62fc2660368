// The top navigation (rules TOPBAR-1..7): logo, then DASHBOARD and LOG OUT when signed in on
// wide screens, or a menu below 900 px. Only one variant is ever in the DOM. Page 0's HTML has the
// menu (rendered at build time, ADR 0061), hidden by CSS on wide screens until the app has run.
import { Box, Button, Flex } from '@chakra-ui/react';
import { useConfig } from '../../app/app-context.tsx';
import { useSessionView } from '../../app/session-hooks.ts';
import { media, mediaQueries } from '../../app/theme/breakpoints.ts';
import { useMediaQuery } from '../../app/use-media-query.ts';
import { ExternalIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { NarrowMenuLauncher } from './NarrowMenuLauncher.tsx';

const navText = { fontSize: '0.8125rem', fontWeight: '700', letterSpacing: '0.08em' } as const;

export function TopBar() {
  const session = useSessionView();
  const { urls, brand } = useConfig();
  const wide = useMediaQuery(mediaQueries.wideNav, true, false);

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="border.muted">
      <Flex maxW="1200px" mx="auto" px={{ base: '4', md: '8' }} h={{ base: '64px', md: '72px' }} align="center" justify="space-between" gap="4">
        <Logo href={urls.marketingHome} brand={brand} />
        {wide ? (
          session.authenticated && (
            <Flex as="nav" aria-label="Account" align="center" gap={{ base: '2', md: '3' }}>
              <Button asChild variant="ghost" size="sm" {...navText}>
                <a href={urls.learn} target="_blank" rel="noopener noreferrer">
                  DASHBOARD
                  <ExternalIcon />
                </a>
              </Button>
              <Button variant="outline" size="sm" colorPalette="primary" borderColor="border.emphasized" onClick={() => session.logOut()} {...navText}>
                LOG OUT
              </Button>
            </Flex>
          )
        ) : (
          <Box as="nav" aria-label="Account" css={{ [media.wideNav]: { display: 'none' } }}>
            <NarrowMenuLauncher authenticated={session.authenticated} dashboardUrl={urls.learn} onLogIn={() => session.logIn()} onLogOut={() => session.logOut()} />
          </Box>
        )}
      </Flex>
    </Box>
  );
}
