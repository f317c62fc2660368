// The narrow-screen menu button. The menu itself (Chakra Menu with its positioning code, about
// a tenth of the page's script) loads only when the button is hovered, focused or pressed, so
// phones do not pay for it on the first paint.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './icons.tsx';
import { menuTriggerProps } from './menu-trigger.ts';
import type { NarrowMenuProps } from './NarrowMenu.tsx';

const loadMenu = () => import('./NarrowMenu.tsx');
const NarrowMenu = lazy(() => loadMenu().then((m) => ({ default: m.NarrowMenu })));

export function NarrowMenuLauncher(props: Omit<NarrowMenuProps, 'defaultOpen'>) {
  const [requested, setRequested] = useState(false);
  const stub = (
    <IconButton
      {...menuTriggerProps}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setRequested(true)}
    >
      <MenuIcon />
    </IconButton>
  );
  if (!requested) return stub;
  return (
    <Suspense fallback={stub}>
      <NarrowMenu {...props} defaultOpen />
    </Suspense>
  );
}
