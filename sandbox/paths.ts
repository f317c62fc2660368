// Settings of `npm run sandbox` and `npm run sandbox:reset` from the environment; records live in
// .sandbox-data/ at the project root (git-ignored) unless SANDBOX_DATA_FILE says otherwise.
import { fileURLToPath } from 'node:url';

export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../.sandbox-data/sandbox.json', import.meta.url));
export const DEFAULT_PORT = 4320;
export const DEFAULT_APP_ORIGINS = ['http://localhost:5173', 'http://localhost:4173'];

export function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT is not a port: ${value}`);
  return port;
}

/** SANDBOX_DATA_FILE moves the records elsewhere (e.g. a throw-away file for end-to-end runs). */
export const dataFileFromEnv = (value: string | undefined): string => (value?.trim() ? value.trim() : DEFAULT_DATA_FILE);

export function originsFromEnv(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  return origins.length ? origins : DEFAULT_APP_ORIGINS;
}
