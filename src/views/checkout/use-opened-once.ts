// A lazy dialog's code is fetched the first time it opens and stays mounted afterwards, so that its
// closing animation plays and a second opening is instant.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
