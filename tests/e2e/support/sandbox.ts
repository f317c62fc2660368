// What specs need of the isolated sandbox that the global setup starts: its address, a reset
// between tests and a look at its records. Ports come from the environment the setup also reads.
import type { APIRequestContext } from '@playwright/test';

export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4330);
export const appPort = Number(process.env.E2E_APP_PORT ?? 4183);
export const sandboxUrl = `http://localhost:${sandboxPort}`;
export const appUrl = `http://localhost:${appPort}`;
/** The live build of the app (ADR 0024), served beside the sandbox build for live-card-path.spec.ts. */
export const liveAppPort = Number(process.env.E2E_LIVE_APP_PORT ?? appPort + 100);
export const liveAppUrl = `http://localhost:${liveAppPort}`;

/** The seeded member of sandbox/catalogue.json and the seeded accounts' password. */
export const MEMBER = { email: 'member@example.com', password: 'Checkout#2026' } as const;

/** Back to the seed, faults disarmed (POST /__sandbox/reset). */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${sandboxUrl}/__sandbox/reset`);
  if (!res.ok()) throw new Error(`sandbox reset answered ${res.status()}`);
}

/** The sandbox's records (GET /__sandbox/state). */
export async function sandboxState<T = Record<string, unknown>>(request: APIRequestContext): Promise<T> {
  const res = await request.get(`${sandboxUrl}/__sandbox/state`);
  if (!res.ok()) throw new Error(`sandbox state answered ${res.status()}`);
  return (await res.json()) as T;
}
