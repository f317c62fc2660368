// PLACEHOLDER (owned by the session helper): the root actor system's React provider.
import type { ReactNode } from 'react';

export function AppActorProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
