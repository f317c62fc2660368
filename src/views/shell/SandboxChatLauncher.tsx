// The sandbox's stand-in for the live chat widget: a small launcher bottom-left that opens a
// panel saying chat is offline, so the page looks and behaves as it will with chat present.
import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from './icons.tsx';

export function SandboxChatLauncher() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Focus follows the panel: into it on open, back to the launcher on close.
    if (open) close.current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Box as="aside" aria-label="Support chat" position="fixed" left={{ base: '3', md: '5' }} bottom={{ base: '3', md: '5' }} zIndex="docked">
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label="Chat"
          mb="3"
          w="72"
          maxW="calc(100vw - 1.5rem)"
          bg="white"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          boxShadow="lg"
          p="4"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <Box display="flex" alignItems="center" justifyContent="space-between" mb="2">
            <Text fontWeight="600">Support chat</Text>
            <Button ref={close} aria-label="Close chat" variant="ghost" size="xs" onClick={() => setOpen(false)}>
              <CloseIcon />
            </Button>
          </Box>
          <Text textStyle="bodySmall" color="fg.muted">
            Chat is offline in the sandbox. In live mode the support chat opens here.
          </Text>
        </Box>
      )}
      {/* On phones the launcher is a round icon, so it covers less of the checkout it floats over. */}
      <Button
        ref={launcher}
        aria-label="Chat with us"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        size="sm"
        variant="surface"
        colorPalette="gray"
        bg="white"
        borderRadius="full"
        boxShadow="md"
      >
        <ChatIcon />
        <Box as="span" hideBelow="md">
          Chat with us
        </Box>
      </Button>
    </Box>
  );
}
