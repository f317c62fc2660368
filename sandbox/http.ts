// The sandbox's tiny HTTP toolkit: a router over node:http, body parsing and reply helpers.
// Every module of the sandbox (api, identity, cards, pages, control) registers routes here.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface Request {
  method: Method;
  path: string;
  url: URL;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Raw body text ('' when none). */
  text: string;
  /** Parsed JSON body, form body (as a record) or undefined. */
  body: unknown;
  cookies: Record<string, string>;
}

export interface Reply {
  status: number;
  headers?: Record<string, string | string[]>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
}

export type Handler = (req: Request) => Reply | Promise<Reply>;

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  add(method: Method, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (part.startsWith(':')) {
          keys.push(part.slice(1));
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  get(path: string, h: Handler) { return this.add('GET', path, h); }
  post(path: string, h: Handler) { return this.add('POST', path, h); }
  put(path: string, h: Handler) { return this.add('PUT', path, h); }
  patch(path: string, h: Handler) { return this.add('PATCH', path, h); }
  delete(path: string, h: Handler) { return this.add('DELETE', path, h); }

  match(method: Method, path: string): { handler: Handler; params: Record<string, string> } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => { params[k] = decodeURIComponent(m[i + 1] ?? ''); });
      return { handler: route.handler, params };
    }
    return undefined;
  }

  /** Whether any route answers this path, whatever the method (for 405 vs 404 and preflights). */
  knows(path: string): boolean {
    return this.routes.some((r) => r.pattern.test(path));
  }
}

export const json = (status: number, body: unknown, headers?: Record<string, string | string[]>): Reply => ({ status, body, headers });
export const html = (status: number, body: string, headers?: Record<string, string>): Reply => ({
  status, body, headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
});
export const redirect = (location: string, headers?: Record<string, string | string[]>): Reply => ({
  status: 302, headers: { location, ...headers },
});
export const errorReply = (status: number, message: string): Reply => json(status, { error: { message } });

/** A percent-encoded value, or null when it is not valid percent-encoding ('%E0%A4%A'). */
function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The request's cookies. A malformed one is left out, as browsers and cookie libraries do: the
 * browser sends it again with every request, so throwing would break every request after it too.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const key = part.slice(0, i).trim();
    const value = decodeCookieValue(part.slice(i + 1).trim());
    if (key && value !== null) out[key] = value;
  }
  return out;
}

export async function readBody(req: IncomingMessage): Promise<{ text: string; body: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return { text, body: undefined };
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { text, body: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    // sendBeacon posts JSON as text/plain; try JSON whatever the type says.
    return { text, body: JSON.parse(text) as unknown };
  } catch {
    return { text, body: undefined };
  }
}

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = { ...reply.headers };
  let payload: string | undefined;
  if (typeof reply.body === 'string') {
    payload = reply.body;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}
