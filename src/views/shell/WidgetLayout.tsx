// The billing widget's frame (/updateBilling, /displayBillingInfo): no top navigation and no
// chat (rules ROUTE-5, ROUTE-7, TOPBAR-10), since the widget is shown inside other pages.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" flex="1" display="flex" flexDirection="column">
      {children}
    </Box>
  );
}
