// The sandbox's records: one State in memory, seeded from the catalogue, optionally persisted
// to a JSON file (written to a temporary file and renamed, so a crash never leaves half a file).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Catalogue } from './catalogue.ts';
import type { Store } from './context.ts';
import type { State } from './state.ts';
import { emptyState, seedState } from './seed.ts';

export interface StoreOptions {
  catalogue: Catalogue;
  /** Where records persist; null keeps them in memory only (tests). */
  dataFile: string | null;
  now: () => Date;
}

const STATE_KEYS = new Set<string>(Object.keys(emptyState()));

/** The file is our own save() output: each State list present is a list (records are trusted). */
function isSavedState(value: unknown): value is Partial<State> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, list]) => !STATE_KEYS.has(key) || Array.isArray(list));
}

/** A file from an older sandbox may lack newer lists (they start empty); anything else means reseed. */
function readStateFile(path: string): State | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    console.warn(`sandbox: ignoring unreadable data file ${path} (${String(error)}); starting from the seed`);
    return null;
  }
  if (!isSavedState(raw)) {
    console.warn(`sandbox: ignoring data file ${path} (not a sandbox state); starting from the seed`);
    return null;
  }
  return { ...emptyState(), ...raw };
}

export function writeFileAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

export function createStore({ catalogue, dataFile, now }: StoreOptions): Store {
  const loaded = dataFile && existsSync(dataFile) ? readStateFile(dataFile) : null;
  const state: State = loaded ?? seedState(catalogue, now());

  const save = (): void => {
    if (dataFile) writeFileAtomically(dataFile, `${JSON.stringify(state, null, 2)}\n`);
  };

  const normalise = (email: string) => email.trim().toLowerCase();

  const store: Store = {
    state,
    save,
    reset() {
      // Replace the lists in place: modules hold `store.state`, not a copy of it.
      Object.assign(state, seedState(catalogue, now()));
      save();
    },
    accountByEmail: (email) => state.accounts.find((a) => normalise(a.email) === normalise(email)),
    accountByAuthToken: (token) => (token ? state.accounts.find((a) => a.auth_token === token) : undefined),
    accountById: (id) => state.accounts.find((a) => a.id === id),
  };
  if (!loaded) save();
  return store;
}
