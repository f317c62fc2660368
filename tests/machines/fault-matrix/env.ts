// One in-memory sandbox for the whole matrix (reset before every cell) and, per cell, the app's real
// API on it: ky client, valibot schemas, error catalogue, and the session-failure watch of
// app-wiring.ts. Only the identity client (a stub holding a sandbox member token), the browser
// (recorded) and the 3-D Secure window are stand-ins; the toaster is a list of notices.
import {
  createActor,
  setup,
  waitFor,
  type AnyActorLogic,
  type ActorRefFrom,
  type AnyActorRef,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { IdentityError, type IdentityPort, type IdentityUser } from '../../../machines/session/identity-port.ts';
import type { CardForm } from '../../../src/adapters/card-provider/registry.ts';
import { createCardProviderRegistry } from '../../../src/adapters/card-provider/registry.ts';
import { createSandboxCardClient, sandboxSavedMethodConfirmer } from '../../../src/adapters/card-provider/sandbox-client.ts';
import { createHttp, type Http, type RequestSpec } from '../../../src/api/client.ts';
import { pathMatches } from '../../../sandbox/faults.ts';
import { createApi, type Api } from '../../../src/api/create-api.ts';
import type { Notice } from '../../../src/api/notices.ts';
import { loadConfig } from '../../../src/app/config.ts';
import { createSystemLink, openInvalidTokenDialog, reportingSessionFailures, type AppPorts } from '../../../src/app/wiring/app-wiring.ts';
import type { StateView } from '../../../sandbox/state-view.ts';
import { createSandbox, type Sandbox } from '../../../sandbox/server.ts';
import { recordingBrowser, type RecordingBrowser } from '../../unit/app/wiring-support.ts';

export const PASSWORD = 'Checkout#2026';
export const APP_ORIGIN = 'http://localhost:5173';
const FIXED_NOW = new Date('2026-11-22T12:00:00Z');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The path a spec names on its host ('v1/x' → '/v1/x'; absolute URLs by their pathname). */
const pathOf = (path: string): string => (/^https?:\/\//i.test(path) ? new URL(path).pathname : `/${path.replace(/^\/+/, '')}`);

export async function startMatrixSandbox(): Promise<Sandbox> {
  return createSandbox({ port: 0, appOrigins: [APP_ORIGIN], dataFile: null, now: () => FIXED_NOW });
}

export interface Env {
  sandbox: Sandbox;
  api: Api;
  ports: AppPorts;
  recorded: RecordingBrowser;
  /** Every toast asked for since the cell's fault was armed. */
  notices: Notice[];
  identity: IdentityPort;
  /** Signs a member in (the identity stub then answers with their token); null signs out. */
  signInAs(email: string | null): Promise<void>;
  arm(fault: Record<string, unknown>): Promise<void>;
  disarm(): Promise<void>;
  /** Faults still armed (a used one is removed once its times are spent). */
  armed(): Promise<number>;
  state(): Promise<StateView>;
  /** The card form the payment page would have mounted (save card): the sandbox's test Visa. */
  mountCardForm(): void;
  stopAll(): void;
}

async function control(sandbox: Sandbox, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `timeoutMs`: the client's time-out (the app's default when absent). */
export async function createEnv(sandbox: Sandbox, timeoutMs?: number): Promise<Env> {
  await control(sandbox, 'POST', '/__sandbox/reset');
  const config = loadConfig({ MODE: 'sandbox', VITE_SANDBOX_URL: sandbox.url });
  const notices: Notice[] = [];
  const link = createSystemLink();
  let token: string | null = null;
  let user: IdentityUser | null = null;
  const recorded = recordingBrowser();
  // The sandbox issuer takes the bks_token cookie as a session (docs/decisions/0003): a member
  // token a dialog stored signs the stub in silently too.
  const cookieToken = () => recorded.browser.tokenCookie.get();
  const identity: IdentityPort = {
    checkSession: async () => (token !== null ? user : cookieToken() !== null ? { id: 'auth0|from-cookie', email: null, name: null } : null),
    logInWithPopup: async () => {
      if (token === null || user === null) throw new IdentityError('popup_cancelled');
      return user;
    },
    getAccessToken: async () => {
      const current = token ?? cookieToken();
      if (current === null) throw new IdentityError('login_required');
      return current;
    },
    logOut: async () => {
      token = null;
      user = null;
    },
  };
  // As app-wiring.ts builds it, with short retry pauses. In the time-out column the faulted call
  // alone goes through a client with a short time-out; every other call keeps the app's 10 s.
  const client = (timeout?: number) =>
    createHttp({
      baseUrl: config.apiUrl,
      getAccessToken: () => identity.getAccessToken(),
      notify: (notice) => void notices.push(notice),
      ...(timeout === undefined ? {} : { timeoutMs: timeout }),
      retry: { delay: () => 5 },
    });
  const normal = client();
  const short = timeoutMs === undefined ? normal : client(timeoutMs);
  let shortFor: string | null = null;
  const pick = (spec: RequestSpec): Http => (shortFor !== null && pathMatches(shortFor, pathOf(spec.path)) ? short : normal);
  const routed: Http = {
    json: (spec, schema) => pick(spec).json(spec, schema),
    jsonOrNull: (spec, schema, absent) => pick(spec).jsonOrNull(spec, schema, absent),
    text: (spec) => pick(spec).text(spec),
    send: (spec) => pick(spec).send(spec),
  };
  const http = reportingSessionFailures(routed, () => openInvalidTokenDialog(link));
  const api = createApi({ http, identity: config.identity });
  const cards = createSandboxCardClient({ sandboxUrl: sandbox.url });
  // No 3-D Secure window in Node: the matrix's cards never ask for one.
  const registry = createCardProviderRegistry(sandboxSavedMethodConfirmer(cards, async () => ({ status: 'failed' })));
  const ports: AppPorts = {
    config,
    browser: recorded.browser,
    api,
    cardProvider: { mode: 'sandbox', client: cards, registry },
    notify: (notice) => void notices.push(notice),
    notifySignUp: (notice) => void notices.push(notice),
    page: { origin: APP_ORIGIN, href: () => `${APP_ORIGIN}/price_cse_pro_monthly`, referrer: () => 'https://search.test/' },
    link,
  };
  const actors: AnyActorRef[] = [];
  const visa = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };
  const cardForm: CardForm = {
    submit: async () => ({ status: 'ready' }),
    confirmPayment: ({ clientSecret }) => cards.confirm('payment', { clientSecret, paymentMethod: visa }, async () => ({ status: 'failed' })),
    confirmSetup: ({ clientSecret }) => cards.confirm('setup', { clientSecret, paymentMethod: visa }, async () => ({ status: 'failed' })),
  };
  return {
    sandbox,
    api,
    ports,
    recorded,
    notices,
    identity,
    async signInAs(email) {
      if (email === null) {
        token = null;
        user = null;
        return;
      }
      const res = await fetch(`${sandbox.url}/v1/guest/are/log_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`log in as ${email}: ${res.status}`);
      token = ((await res.json()) as { auth_token: string }).auth_token;
      user = { id: `auth0|${email}`, email, name: email };
    },
    arm: async (fault) => {
      if (typeof fault.path === 'string') shortFor = fault.path;
      await control(sandbox, 'POST', '/__sandbox/faults', fault);
    },
    disarm: async () => {
      shortFor = null;
      await control(sandbox, 'DELETE', '/__sandbox/faults');
    },
    armed: async () => ((await control(sandbox, 'GET', '/__sandbox/faults')) as { armed: unknown[] }).armed.length,
    state: async () => (await control(sandbox, 'GET', '/__sandbox/state')) as StateView,
    mountCardForm: () => void registry.registerCardForm(cardForm),
    stopAll: () => {
      for (const actor of actors.splice(0)) actor.stop();
    },
  };
}

export interface Hosted<L extends AnyActorLogic> {
  root: AnyActorRef;
  child: ActorRefFrom<L>;
  /** What the child told its parent (sendParent). */
  told: EventObject[];
  snapshot(): SnapshotFrom<L>;
}

/**
 * Runs a child machine (coupon, pricing, payment, auth, company, noma, waitlist) under a parent
 * that records what it is told, with the systemId the checkout gives it.
 */
export function host<L extends AnyActorLogic>(logic: L, input: unknown, systemId: string): Hosted<L> {
  const told: EventObject[] = [];
  const parent = setup({ actors: { child: logic as AnyActorLogic } }).createMachine({
    invoke: { id: systemId, systemId, src: 'child', input: () => input },
    on: { '*': { actions: ({ event }) => void told.push(event) } },
  });
  const root = createActor(parent).start();
  const found: AnyActorRef | undefined = root.system.get(systemId);
  if (!found) throw new Error(`no ${systemId} child`);
  const child = found as ActorRefFrom<L>;
  return { root, child, told, snapshot: () => found.getSnapshot() as SnapshotFrom<L> };
}

/** Waits until `done` holds for the actor's snapshot (throws after 5 s with the state it is in). */
export async function until<T extends AnyActorRef>(actor: T, done: (snapshot: ReturnType<T['getSnapshot']>) => boolean, what: string): Promise<void> {
  try {
    await waitFor(actor, (snapshot) => done(snapshot as ReturnType<T['getSnapshot']>), { timeout: 5_000 });
  } catch {
    throw new Error(`waiting for ${what}: still ${JSON.stringify(actor.getSnapshot().value)}`);
  }
}
