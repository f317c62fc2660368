// A fake Http for the wiring tests: records every request spec and answers from a table by path,
// parsing the answer with the call's own schema (so a wrong canned answer fails like a real one).
import { createChat } from '../../../src/adapters/browser/chat.ts';
import * as v from 'valibot';
import type { Http, RequestSpec } from '../../../src/api/client.ts';
import { createApi, type Api } from '../../../src/api/create-api.ts';

export type Answer = (spec: RequestSpec) => unknown;

export interface FakeApi {
  api: Api;
  sent: RequestSpec[];
}

export function fakeApi(answers: Record<string, Answer> = {}): FakeApi {
  const sent: RequestSpec[] = [];
  const answer = (spec: RequestSpec): unknown => {
    sent.push(spec);
    const path = spec.path.replace(/^\/+/, '');
    const found = answers[path];
    if (!found) throw new Error(`no canned answer for ${spec.method} ${path}`);
    return found(spec);
  };
  const http: Http = {
    json: async (spec, schema) => v.parse(schema, answer(spec)),
    jsonOrNull: async (spec, schema) => v.parse(schema, answer(spec)),
    text: async (spec) => String(answer(spec)),
    send: async (spec) => void answer(spec),
  };
  return { api: createApi({ http, identity: { domain: 'http://id.test', clientId: 'c', connection: 'db' } }), sent };
}

import type { BrowserAdapters } from '../../../src/adapters/browser/index.ts';
import type { AnalyticsEvent } from '../../../src/adapters/browser/analytics.ts';
import type { KeyValueStore } from '../../../src/adapters/browser/storage.ts';

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

export interface RecordingBrowser {
  browser: BrowserAdapters;
  /** Every navigation as 'assign URL', 'replace URL', 'reload' or 'open URL'. */
  visits: string[];
  analytics: AnalyticsEvent[];
  sessionStore: ReturnType<typeof memoryStore>;
}

export function recordingBrowser(session: Record<string, string> = {}): RecordingBrowser {
  const visits: string[] = [];
  const analytics: AnalyticsEvent[] = [];
  const sessionStore = memoryStore(session);
  let token: string | null = null;
  const browser: BrowserAdapters = {
    analytics: { push: (event) => void analytics.push(event) },
    // The real chat adapter in sandbox mode: it loads nothing and says whether it was started.
    chat: createChat({ mode: 'sandbox', widgetUrl: null }),
    navigation: {
      assign: (url) => void visits.push(`assign ${url}`),
      replace: (url) => void visits.push(`replace ${url}`),
      reload: () => void visits.push('reload'),
      openInNewTab: (url) => void visits.push(`open ${url}`),
      scrollToTop: () => undefined,
    },
    cookies: { get: () => null, set: () => undefined, remove: () => undefined },
    tokenCookie: { get: () => token, set: (value) => void (token = value), remove: () => void (token = null) },
    sessionStore,
    localStore: memoryStore(),
    telemetry: { enabled: false, settings: null, start: () => undefined, reportError: () => undefined },
    locks: undefined,
    purchaseNews: { tell: () => undefined, hear: () => () => undefined },
  };
  return { browser, visits, analytics, sessionStore };
}
