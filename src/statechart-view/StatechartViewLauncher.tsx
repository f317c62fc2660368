// The statechart view's corner button and its Alt+S key (issue 7, sandbox builds only). The
// panel itself, with Mermaid, loads on first open: nothing of it is on the page's critical path.
import { Box, Button } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { InspectionStore } from './inspection-store.ts';
import type { StatechartPanelProps } from './StatechartPanel.tsx';

// Behind the build constant too, so a live build never even reads the panel's files (Mermaid's among them).
const loadPanel = () => (__STATECHART_VIEW__ ? import('./StatechartPanel.tsx') : Promise.reject(new Error('The statechart view is a sandbox tool.')));

/**
 * Alt+S, without Ctrl, Meta or Shift, read from the key's position so any layout works. Not in a
 * text field: there Option+S types a character on a Mac. Alt+T belongs to the toasts.
 */
export function isToggleKey(event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>): boolean {
  if (event.code !== 'KeyS' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  return !(target.isContentEditable || target.closest('input, textarea, select') !== null);
}

// Three boxes joined by arrows: a statechart. One path keeps it small on the first load.
const DiagramIcon = () => (
  <svg width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false}>
    <path d="M3 3h7v5H3zM14 3h7v5h-7zM14 16h7v5h-7zM10 5.5h4M17.5 8v8" />
  </svg>
);

export function StatechartViewLauncher({ store }: { store: InspectionStore }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<StatechartPanelProps> | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const show = useCallback(() => {
    setOpen(true);
    void loadPanel().then((module) => setPanel(() => module.StatechartPanel));
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleKey(event)) return;
      event.preventDefault();
      if (!open) return show();
      // Focus inside the closing panel goes back to the button, not to the page's top.
      const panel = document.getElementById(panelId);
      if (panel?.contains(document.activeElement)) launcher.current?.focus();
      close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, show, close, panelId]);

  return (
    <>
      <Box position="fixed" left={{ base: '3', md: '5' }} bottom={{ base: '16', md: '20' }} zIndex="docked">
        <Button
          ref={launcher}
          aria-label="Statechart view"
          title="Statechart view (Alt+S)"
          aria-keyshortcuts="Alt+S"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? close() : show())}
          // Fetch the panel's code while the pointer is on its way.
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          size="sm"
          variant="surface"
          colorPalette="gray"
          bg="white"
          borderRadius="full"
          boxShadow="md"
          // A round icon button; Button, not IconButton, which would be one more file on page 0.
          px="0"
          minWidth="9"
        >
          <DiagramIcon />
        </Button>
      </Box>
      {open && Panel && (
        <Panel
          id={panelId}
          store={store}
          onClose={() => {
            close();
            launcher.current?.focus();
          }}
        />
      )}
    </>
  );
}
