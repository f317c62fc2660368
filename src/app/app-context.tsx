// The start-up values every part of the tree may read: the validated configuration and the
// browser ports. Created once in main.tsx (or by a test) and never changed afterwards.
import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import type { Config } from './config.ts';

export interface AppContextValue {
  config: Config;
  browser: BrowserAdapters;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContextProvider is missing above this component.');
  return value;
}

export const useConfig = (): Config => useAppContext().config;
export const useBrowser = (): BrowserAdapters => useAppContext().browser;
