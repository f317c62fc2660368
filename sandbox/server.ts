// The sandbox provider: one node:http origin on localhost answering the API, the identity issuer,
// card confirmation, stand-in pages and control routes. Each request goes through
// CORS → fault injection → route → 404, and every answer carries the CORS headers.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Method, Reply, Request } from './http.ts';
import { Router, errorReply, json, parseCookies, readBody, send } from './http.ts';
import type { SandboxContext, Store } from './context.ts';
import type { ProviderContext } from './provider-context.ts';
import { loadCatalogue } from './catalogue.ts';
import type { Catalogue } from './catalogue.ts';
import { createStore } from './store.ts';
import { createIdentityProvider } from './identity/index.ts';
import { registerCards } from './cards/index.ts';
import { settleDueDebits } from './cards/bank-debits.ts';
import { registerApi } from './api/index.ts';
import { registerPages } from './pages/index.ts';
import { CONTROL_PREFIX, registerControl } from './control.ts';
import { createCatalogueEdits } from './catalogue-edits.ts';
import { FaultRegistry, faultReply } from './faults.ts';
import { corsHeaders, preflightHeaders } from './cors.ts';
import { newRequestId } from './ids.ts';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Origins the browser may call from (CORS); the first also builds the pricing pages' links. */
  appOrigins: string[];
  /** Where records persist; null or absent keeps them in memory. */
  dataFile?: string | null;
  now?: () => Date;
  clientId?: string;
  audience?: string;
  /** A catalogue other than sandbox/catalogue.json (tests). */
  catalogue?: Catalogue;
  /** How long a bank debit stays 'processing' (default BANK_PROCESSING_MS). */
  bankProcessingMs?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  store: Store;
  close(): Promise<void>;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const isMethod = (m: string): m is Method => METHODS.has(m);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lower-cases header names so a module's own CORS header replaces ours rather than doubling it. */
function withHeaders(reply: Reply, base: Record<string, string>): Reply {
  const headers: Record<string, string | string[]> = { ...base };
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  return { ...reply, headers };
}

/** Every 5xx JSON answer carries a requestStatus, whichever module produced it. */
function withRequestStatus(reply: Reply): Reply {
  const body = reply.body;
  if (reply.status < 500 || typeof body !== 'object' || body === null || Array.isArray(body) || 'requestStatus' in body) {
    return reply;
  }
  return { ...reply, body: { ...body, requestStatus: newRequestId() } };
}

/**
 * Node closes an idle keep-alive connection after 5 s, which races a client (Playwright's request
 * context) that reuses it at that moment: ECONNRESET. Idle connections are kept longer instead;
 * close() still ends them at once.
 */
const KEEP_ALIVE_MS = 60_000;

function listen(server: Server, port: number, host: string): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  // A copy: run-time edits (catalogue-edits.ts) must never reach a catalogue a test passed in.
  const catalogue = options.catalogue ? structuredClone(options.catalogue) : loadCatalogue();
  const store = createStore({ catalogue, dataFile: options.dataFile ?? null, now });
  const router = new Router();
  const faults = new FaultRegistry();

  // The port (so the origin) is known only once listening; routes are registered after that.
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) => {
    send(res, json(503, { error: { message: 'Starting' }, requestStatus: newRequestId() }));
  };
  const servers = [createServer((req, res) => void handle(req, res))];
  const port = await listen(servers[0] as Server, options.port ?? 0, '127.0.0.1');
  // Where localhost also means ::1, answer there too; a host without IPv6 simply skips it.
  const v6 = createServer((req, res) => void handle(req, res));
  await listen(v6, port, '::1').then(() => servers.push(v6), () => undefined);

  const origin = `http://localhost:${port}`;
  const clientId = options.clientId ?? 'checkout-sandbox';
  const audience = options.audience ?? 'https://api.checkout.test';
  const identity = await createIdentityProvider({ origin, clientId, audience, appOrigins: options.appOrigins, store, now });
  const ctx: SandboxContext = { origin, appOrigins: options.appOrigins, store, now, identity: identity.verifier, clientId, audience };
  const provider: ProviderContext = { ...ctx, catalogue };

  registerControl(router, store, faults, createCatalogueEdits(catalogue));
  identity.register(router);
  registerCards(router, options.bankProcessingMs === undefined ? provider : { ...provider, bankProcessingMs: options.bankProcessingMs });
  registerApi(router, provider);
  registerPages(router, provider);

  handle = async (req, res) => {
    const cors = corsHeaders(req.headers, options.appOrigins);
    const reply = (r: Reply) => send(res, withHeaders(withRequestStatus(r), cors));
    try {
      const url = new URL(req.url ?? '/', origin);
      const rawMethod = (req.method ?? 'GET').toUpperCase();
      // Node sends no body for HEAD, so a HEAD is answered as the GET it mirrors.
      const method = rawMethod === 'HEAD' ? 'GET' : rawMethod;
      if (method === 'OPTIONS') return reply({ status: 204, headers: preflightHeaders(req.headers) });
      if (!isMethod(method)) return reply(errorReply(405, 'Method not allowed'));

      // The body is read before any injected delay, as a real server has the whole request before
      // it works: a client that times out during the delay still gets its write done (the case a
      // retry must not duplicate).
      const { text, body } = await readBody(req);
      if (!url.pathname.startsWith(CONTROL_PREFIX)) {
        const fault = faults.take(method, url.pathname);
        if (fault) {
          if (fault.delayMs) await sleep(fault.delayMs);
          if (fault.drop) {
            req.socket.destroy();
            return;
          }
          const answer = faultReply(fault);
          if (answer) return reply(answer);
        }
      }

      // Whatever the request, a bank debit whose processing delay has passed has settled by now.
      settleDueDebits(store, now());
      const match = router.match(method, url.pathname);
      if (!match) {
        return reply(router.knows(url.pathname) ? errorReply(405, 'Method not allowed') : errorReply(404, 'Not found'));
      }
      const request: Request = {
        method,
        path: url.pathname,
        url,
        params: match.params,
        headers: req.headers,
        text,
        body,
        cookies: parseCookies(req.headers.cookie),
      };
      reply(await match.handler(request));
    } catch (error) {
      console.error('sandbox: handler failed', error);
      if (!res.headersSent) reply(json(500, { error: { message: 'Internal server error' }, requestStatus: newRequestId() }));
      else res.destroy();
    }
  };

  return {
    url: origin,
    port,
    store,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
