// The checkout pages' frame: skip link, top bar, the page in <main>, and the chat widget.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChatWidget } from './ChatWidget.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <Box as="main" id="main" tabIndex={-1} flex="1" display="flex" flexDirection="column" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <ChatWidget />
    </>
  );
}
