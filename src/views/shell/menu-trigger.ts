// One look for the narrow-screen menu button, shared by the eager stand-in and the real menu so
// the swap between them is invisible.
export const menuTriggerProps = {
  'aria-label': 'Open menu',
  variant: 'ghost',
  size: 'md',
  fontSize: '1.5rem',
} as const;
