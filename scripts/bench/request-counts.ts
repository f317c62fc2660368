// Pure part of the request-count figure: which API call a request is, the counts per call for one
// page load, and the verdict (the product fetched exactly once; member, subscriptions and payment
// methods at most once; no API request repeated: the same call with the same body twice. A reprice
// at a new address is a new question, not a repeat: page 1 asks again at the saved method's address).

export interface SeenRequest {
  method: string;
  /** Path on the API origin, without the query. */
  path: string;
  /** The request's JSON body as sent, when it has one. */
  body?: string | null;
}

/** The calls issue 8 budgets, by the wire contract's method and path (docs/api-contract.md). */
export const WATCHED = [
  { label: 'product', method: 'POST', path: '/v1/are/checkout/products', min: 1, max: 1 },
  { label: 'member', method: 'GET', path: '/v1/are/member/profile', min: 0, max: 1 },
  { label: 'subscriptions', method: 'GET', path: '/v1/are/member/active_subscriptions', min: 0, max: 1 },
  { label: 'payment methods', method: 'GET', path: '/v1/are/member/payment_methods', min: 0, max: 1 },
] as const;

export interface LoadVerdict {
  /** Count per "METHOD path", preflights (OPTIONS) left out. */
  counts: Map<string, number>;
  watched: { label: string; count: number; ok: boolean }[];
  repeated: string[];
  pass: boolean;
}

export function judgeLoad(requests: readonly SeenRequest[]): LoadVerdict {
  const counts = new Map<string, number>();
  const sameRequest = new Map<string, number>();
  for (const r of requests) {
    if (r.method === 'OPTIONS') continue;
    const key = `${r.method} ${r.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const withBody = `${key} ${r.body ?? ''}`;
    sameRequest.set(withBody, (sameRequest.get(withBody) ?? 0) + 1);
  }
  const watched = WATCHED.map((w) => {
    const count = counts.get(`${w.method} ${w.path}`) ?? 0;
    return { label: w.label, count, ok: count >= w.min && count <= w.max };
  });
  const repeated = [...sameRequest]
    .filter(([key, n]) => n > 1 && key.includes(' /v1/'))
    .map(([key, n]) => `${key.trimEnd()} x${n}`);
  return { counts, watched, repeated, pass: watched.every((w) => w.ok) && repeated.length === 0 };
}
