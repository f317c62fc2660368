// Tracking calls: terms, upgrade, price, checkout origin and abandonment. They never toast and
// never throw: losing an analytics event must not stop a purchase.
import type { Http, RequestSpec } from '../client.ts';
import { errorMessage } from '../errors.ts';

export interface TrackResult {
  ok: boolean;
}

async function track(http: Http, spec: RequestSpec): Promise<TrackResult> {
  try {
    await http.send({ ...spec, silent: true });
    return { ok: true };
  } catch (error) {
    console.warn(`tracking call ${spec.method} ${spec.path} failed: ${errorMessage(error)}`);
    return { ok: false };
  }
}

/** POST /v1/are/member/track/terms (rule API-31). */
export const trackTerms = (http: Http): Promise<TrackResult> =>
  track(http, { method: 'POST', path: 'v1/are/member/track/terms', auth: 'member', json: {} });

/** POST /v1/are/member/track/upgrade (rule API-32). */
export const trackUpgrade = (http: Http, input: { origin: string; priceId: string }): Promise<TrackResult> =>
  track(http, { method: 'POST', path: 'v1/are/member/track/upgrade', auth: 'member', json: { origin: input.origin, priceId: input.priceId } });

/** POST /v1/guest/are/track/price with origin 'checkout' (rule API-38). */
export const trackPrice = (http: Http, priceId: string): Promise<TrackResult> =>
  track(http, { method: 'POST', path: 'v1/guest/are/track/price', auth: 'guest', json: { origin: 'checkout', priceId } });

/** POST /v1/guest/are/track/checkout-origin (rule API-40). */
export const trackCheckoutOrigin = (http: Http, input: { origin: string; referrer: string }): Promise<TrackResult> =>
  track(http, { method: 'POST', path: 'v1/guest/are/track/checkout-origin', auth: 'guest', json: { origin: input.origin, referrer: input.referrer } });

/**
 * POST /v1/are/member/abandon-checkout (rule API-33), sent while the page closes. A keepalive
 * fetch, not sendBeacon: the call is a member call and a beacon cannot carry the Authorization
 * header (putting the token in the body would spread it into logs). See docs/decisions/0004.
 */
export const abandonCheckout = (http: Http, input: { referrer: string }): Promise<TrackResult> =>
  track(http, { method: 'POST', path: 'v1/are/member/abandon-checkout', auth: 'member', json: { referrer: input.referrer }, keepalive: true });
