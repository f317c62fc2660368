// The card provider of this page load (created once with the root actor) for the views: page 2
// renders <CardProviderForm setup={useCardProviderSetup()} … /> from src/adapters/card-provider,
// and the form registers itself with the same registry the payment machine's actors call.
import { createContext, useContext, type ReactNode } from 'react';
import type { CardProviderSetup } from '../adapters/card-provider/index.ts';

const CardProviderSetupContext = createContext<CardProviderSetup | null>(null);

export function CardProviderSetupProvider({ setup, children }: { setup: CardProviderSetup; children: ReactNode }) {
  return <CardProviderSetupContext.Provider value={setup}>{children}</CardProviderSetupContext.Provider>;
}

/** The sandbox fields or Stripe Elements setup, with the registry the payment actors use. */
export function useCardProviderSetup(): CardProviderSetup {
  const setup = useContext(CardProviderSetupContext);
  if (setup === null) throw new Error('CardProviderSetupProvider is missing above this component (it comes with AppActorProvider).');
  return setup;
}
