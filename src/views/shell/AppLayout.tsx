// The checkout pages' frame: skip link, top bar, the page in <main>, and the chat widget.
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { ChatWidget } from './ChatWidget.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';

export function AppLayout() {
  return (
    <>
      <SkipLink />
      <TopBar />
      <Box as="main" id="main" tabIndex={-1} flex="1" display="flex" flexDirection="column" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <ChatWidget />
    </>
  );
}
