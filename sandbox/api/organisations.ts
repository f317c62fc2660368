// Organisation (association) checkout: seat count with the caller's queue place, whether a price
// is allowed for an organisation, and joining its waitlist.
import * as v from 'valibot';
import type { Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { organisationById } from '../catalogue.ts';
import { callingMember, memberOnly } from '../auth.ts';
import type { WaitlistRecord } from '../state.ts';
import { parseBody } from './validate.ts';

const OrgCheck = v.object({
  priceId: v.string(),
  // The app sends a number; a numeric string from a query parameter is accepted too.
  orgId: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
});

export function registerOrganisations(router: Router, ctx: ProviderContext): void {
  const { store, catalogue } = ctx;
  const waitlistOf = (orgId: number): WaitlistRecord | undefined => store.state.waitlists.find((w) => w.org_id === orgId);
  const orgNotFound = () => errorReply(404, 'organization not found');

  router.get('/v1/guest/are/stripe/noma/subscription/count/:orgId', async (req) => {
    const orgId = Number(req.params.orgId);
    const org = organisationById(catalogue, orgId);
    if (!org) return orgNotFound();
    // A bearer is optional here: without one (or with a stale one) the caller has no place in the queue.
    const caller = await callingMember(req, ctx);
    const place = caller ? waitlistOf(orgId)?.members.find((m) => m.member_email === caller.email) : undefined;
    return json(200, { count: org.count, queuePosition: place?.position ?? 0, allowed: org.allowed });
  });

  router.post('/v1/guest/are/product/org', (req) => {
    const body = parseBody(OrgCheck, req.body);
    if (!body.ok) return body.reply;
    const org = organisationById(catalogue, body.value.orgId);
    return json(200, { allow: org?.allowed_price_ids.includes(body.value.priceId) ?? false });
  });

  router.post('/v1/are/waitlist/join/:orgId', memberOnly(ctx, (req, member) => {
    const orgId = Number(req.params.orgId);
    if (!organisationById(catalogue, orgId)) return orgNotFound();
    let waitlist = waitlistOf(orgId);
    if (!waitlist) {
      waitlist = { org_id: orgId, queue: 0, members: [] };
      store.state.waitlists.push(waitlist);
    }
    const already = waitlist.members.find((m) => m.member_email === member.email);
    if (already) return json(200, { queuePosition: already.position });
    // catalogue.organisation_queue: the seeded queue waits ahead of everyone who joins here.
    const position = waitlist.queue + waitlist.members.length + 1;
    waitlist.members.push({ member_email: member.email, position });
    store.save();
    return json(200, { queuePosition: position });
  }));
}
