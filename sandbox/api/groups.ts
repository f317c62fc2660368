// Firms: a firm admin's account with its organisation (guest), and a company or network group
// created for a signed-in member, who becomes its admin.
import * as v from 'valibot';
import type { Reply, Request, Router } from '../http.ts';
import { once } from '../idempotency.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import type { AccountRecord } from '../state.ts';
import { memberOnly } from '../auth.ts';
import { createAccount, makeFirmAdmin, organisationExists, sameOrganisation } from '../accounts.ts';
import { Email, parseBody } from './validate.ts';

const Organization = v.pipe(v.string(), v.trim(), v.nonEmpty('organization is required'));
const Name = v.pipe(v.string(), v.trim(), v.nonEmpty('is required'));

const AdminAccount = v.object({
  email: Email,
  password: v.pipe(v.string(), v.nonEmpty('is required')),
  firstname: Name,
  lastname: Name,
  organization: Organization,
  property_id: v.optional(v.number()),
  admin_is_user: v.optional(v.boolean(), false),
});
const NetworkGroup = v.object({ organization: Organization, property_id: v.optional(v.number()), admin_is_user: v.optional(v.boolean(), false) });
const Company = v.object({ organization: Organization, property_id: v.optional(v.number()), isUserAdmin: v.optional(v.boolean(), true) });

export function registerGroups(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;

  const createFirm = (member: AccountRecord, organization: string, adminIsUser: boolean) => {
    if (member.group_accounts.some((g) => g.admin)) return errorReply(400, 'You are already a company admin');
    if (organisationExists(store.state, organization)) return errorReply(400, 'organization exists');
    const firm = makeFirmAdmin(store.state, member, organization, adminIsUser);
    store.save();
    return json(200, firm);
  };

  // A new firm admin's app creates the firm after the guest call already made it (docs/decisions/0020):
  // asking again for the firm the member administers answers that firm, unchanged.
  const createNetworkGroup = (member: AccountRecord, organization: string, adminIsUser: boolean) => {
    const own = member.group_accounts.find((g) => g.admin && sameOrganisation(g.organization, organization));
    if (own !== undefined && member.group_id !== null) {
      return json(200, { slug: member.org_slug, organization: own.organization, groupId: member.group_id });
    }
    return createFirm(member, organization, adminIsUser);
  };

  // Idempotency-Key: a create sent again after a lost answer replays the first answer (PAY-2's
  // rule applied to accounts and firms, docs/decisions/0018).
  router.post('/v1/guest/are/admin/account', (req) => once(store, req, null, () => ({ reply: adminAccount(req), subscriptionId: null })));

  const adminAccount = (req: Request): Reply => {
    const body = parseBody(AdminAccount, req.body);
    if (!body.ok) return body.reply;
    const input = body.value;
    if (store.accountByEmail(input.email)) return errorReply(400, 'email exists');
    if (organisationExists(store.state, input.organization)) return errorReply(400, 'organization exists');
    const account = createAccount(store, {
      email: input.email, password: input.password, first_name: input.firstname, last_name: input.lastname,
    });
    const { slug } = makeFirmAdmin(store.state, account, input.organization, input.admin_is_user);
    store.save();
    return json(200, { member: { id: account.id, auth_token: account.auth_token }, slug });
  };

  router.post('/v1/network/group', memberOnly(ctx, (req, member) => once(store, req, member.email, () => {
    const body = parseBody(NetworkGroup, req.body);
    return { reply: body.ok ? createNetworkGroup(member, body.value.organization, body.value.admin_is_user) : body.reply, subscriptionId: null };
  })));

  router.post('/v1/are/member/company', memberOnly(ctx, (req, member) => once(store, req, member.email, () => {
    const body = parseBody(Company, req.body);
    return { reply: body.ok ? createFirm(member, body.value.organization, body.value.isUserAdmin) : body.reply, subscriptionId: null };
  })));
}
