// Tracking calls: each stores a TrackingRecord with the body as sent (read back through /__sandbox/state).
import type { Request, Router } from '../http.ts';
import { json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import type { TrackingRecord } from '../state.ts';
import { callingMember, memberOnly } from '../auth.ts';

export function registerTracking(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;
  const record = (kind: TrackingRecord['kind'], req: Request, memberEmail: string | null) => {
    store.state.tracking.push({ at: ctx.now().toISOString(), kind, member_email: memberEmail, body: req.body ?? null });
    store.save();
    return json(200, { status: 'ok' });
  };

  router.post('/v1/are/member/track/terms', memberOnly(ctx, (req, m) => record('terms', req, m.email)));
  router.post('/v1/are/member/track/upgrade', memberOnly(ctx, (req, m) => record('upgrade', req, m.email)));
  // sendBeacon cannot add an Authorization header, so an abandoned checkout is recorded even without one.
  router.post('/v1/are/member/abandon-checkout', async (req) =>
    record('abandon-checkout', req, (await callingMember(req, ctx))?.email ?? null));
  router.post('/v1/guest/are/track/price', (req) => record('price', req, null));
  router.post('/v1/guest/are/track/checkout-origin', (req) => record('checkout-origin', req, null));
}
