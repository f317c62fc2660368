// Injected faults (POST /__sandbox/faults): the next `times` calls (after `skip` of them) matching a method and a path
// (exact, or a prefix ending in '*') answer with an error, a delay, a dropped connection, a body
// that is not JSON, or JSON of the wrong shape. A fault answers instead of the handler, so it
// never changes stored data; a delay alone lets the call proceed afterwards, even when the client
// has stopped waiting (its body was read first).
import * as v from 'valibot';
import type { Reply } from './http.ts';
import { html, json } from './http.ts';
import { newRequestId } from './ids.ts';

export const FaultSchema = v.pipe(
  v.object({
    method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))),
    path: v.pipe(v.string(), v.startsWith('/', 'path must start with /')),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    /** The first `skip` matching calls pass untouched (a later call of the same address fails). */
    skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
    requestStatus: v.optional(v.string()),
    errors: v.optional(v.array(v.string())),
    message: v.optional(v.string()),
    delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
    drop: v.optional(v.boolean()),
    notJson: v.optional(v.boolean()),
    invalidShape: v.optional(v.boolean()),
  }),
  v.check(
    (f) => f.status !== undefined || f.delayMs !== undefined || Boolean(f.drop || f.notJson || f.invalidShape)
      || f.errors !== undefined || f.message !== undefined || f.requestStatus !== undefined,
    'a fault needs at least one of status, errors, message, requestStatus, delayMs, drop, notJson or invalidShape',
  ),
);

export type Fault = v.InferOutput<typeof FaultSchema>;

export const NOT_JSON_BODY = '<html>Bad gateway</html>';

export function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(pattern) === trim(path);
}

export class FaultRegistry {
  private armed: Fault[] = [];

  arm(fault: Fault): void {
    this.armed.push({ ...fault });
  }

  clear(): void {
    this.armed = [];
  }

  list(): Fault[] {
    return this.armed.map((f) => ({ ...f }));
  }

  /** The first armed fault matching the call, counted as used (removed once its times are spent). */
  take(method: string, path: string): Fault | null {
    const index = this.armed.findIndex((f) => (!f.method || f.method === method) && pathMatches(f.path, path));
    const fault = this.armed[index];
    if (!fault) return null;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return null;
    }
    fault.times -= 1;
    if (fault.times <= 0) this.armed.splice(index, 1);
    return fault;
  }
}

/**
 * What a fault answers, or null when it only delays (the call then proceeds). Errors, message
 * and requestStatus go into the body as given; a 5xx always carries a requestStatus, and
 * message or errors without a status mean a 500.
 */
export function faultReply(fault: Fault): Reply | null {
  if (fault.notJson) return html(fault.status ?? 502, NOT_JSON_BODY);
  if (fault.invalidShape) return json(fault.status ?? 200, { unexpected: true });
  const hasBody = fault.errors !== undefined || fault.message !== undefined || fault.requestStatus !== undefined;
  if (fault.status === undefined && !hasBody) return null;
  const status = fault.status ?? 500;
  const body: { errors?: string[]; error?: { message: string }; requestStatus?: string } = {};
  if (fault.errors !== undefined) body.errors = fault.errors;
  if (fault.message !== undefined) body.error = { message: fault.message };
  if (fault.requestStatus !== undefined) body.requestStatus = fault.requestStatus;
  else if (status >= 500) body.requestStatus = newRequestId();
  return json(status, body);
}
