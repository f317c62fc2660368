// The top bar's menu on screens narrower than 900 px (rules TOPBAR-5, TOPBAR-6): Dashboard and
// Logout when signed in, Log in otherwise. Loaded on first use by NarrowMenuLauncher, which is
// why it opens itself on mount (`defaultOpen`): the click that loaded it asked for it open.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { MenuIcon } from './icons.tsx';
import { menuTriggerProps } from './menu-trigger.ts';

export interface NarrowMenuProps {
  authenticated: boolean;
  dashboardUrl: string;
  onLogIn(): void;
  onLogOut(): void;
  defaultOpen?: boolean;
}

export function NarrowMenu({ authenticated, dashboardUrl, onLogIn, onLogOut, defaultOpen = false }: NarrowMenuProps) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <IconButton {...menuTriggerProps}>
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem" py="1.5">
            {authenticated ? (
              <>
                <Menu.Item value="dashboard" asChild py="2.5" textStyle="md">
                  <a href={dashboardUrl} target="_blank" rel="noopener noreferrer">
                    Dashboard
                  </a>
                </Menu.Item>
                {/* onClick, not Root onSelect: Zag selects only a highlighted item, and an item is not
                    highlighted by a pointer until Zag has seen a pointerdown (the one that opened
                    this lazily loaded menu happened before it existed). Enter also clicks. */}
                <Menu.Item value="logout" py="2.5" textStyle="md" onClick={onLogOut}>
                  Logout
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="login" py="2.5" textStyle="md" onClick={onLogIn}>
                Log in
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
