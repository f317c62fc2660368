// Test harness: an isolated in-memory sandbox on a random port, called over real HTTP.
import { afterEach } from 'vitest';
import { createSandbox } from '../../sandbox/server.ts';
import type { Sandbox, SandboxOptions } from '../../sandbox/server.ts';
import type { StateView } from '../../sandbox/state-view.ts';

export const APP_ORIGIN = 'http://localhost:5173';
/** A fixed clock: member@example.com's seeded period (ends 2026-12-15) has 23 of 30 days left. */
export const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
export const PASSWORD = 'Checkout#2026';

export interface Harness {
  sandbox: Sandbox;
  url: string;
  call(path: string, init?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<Response>;
  json<T = Record<string, unknown>>(path: string, init?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<{ status: number; body: T; res: Response }>;
  logIn(email: string, password?: string): Promise<string>;
  state(): Promise<StateView>;
}

const open: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

export async function startSandbox(options: Partial<SandboxOptions> & { now?: () => Date } = {}): Promise<Harness> {
  const sandbox = await createSandbox({ port: 0, appOrigins: [APP_ORIGIN], dataFile: null, now: () => FIXED_NOW, ...options });
  open.push(sandbox);
  const call: Harness['call'] = (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return fetch(`${sandbox.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  };
  const json = async <T,>(path: string, init?: Parameters<Harness['call']>[1]) => {
    const res = await call(path, init);
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as T, res };
  };
  const logIn = async (email: string, password = PASSWORD) => {
    const { status, body } = await json<{ auth_token: string }>('/v1/guest/are/log_in', { body: { email, password } });
    if (status !== 200) throw new Error(`log in as ${email} failed: ${status}`);
    return body.auth_token;
  };
  const state = async () => (await json<StateView>('/__sandbox/state')).body;
  return { sandbox, url: sandbox.url, call, json, logIn, state };
}

export const CA_ADDRESS = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };
