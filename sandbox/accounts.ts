// Account records: creation (sign-up, firm admin), organisation slugs and group ids, and moving a
// member's records along when their email changes.
import type { Store } from './context.ts';
import type { AccountRecord, State } from './state.ts';
import { newId, randomToken } from './ids.ts';

export interface NewAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

export function createAccount(store: Store, input: NewAccount): AccountRecord {
  const account: AccountRecord = {
    id: newId('mem'),
    email: input.email.trim(),
    password: input.password,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    auth_token: randomToken(24),
    // An account made on the platform is a network identity too (the sister product shares it).
    on_platform: true,
    on_network: true,
    noma: false,
    group_id: null,
    group_accounts: [],
    org_slug: null,
  };
  store.state.accounts.push(account);
  return account;
}

const slugBase = (organization: string): string =>
  organization.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'firm';

export function uniqueSlug(state: State, organization: string): string {
  const base = slugBase(organization);
  const taken = new Set(state.accounts.map((a) => a.org_slug).filter((s): s is string => s !== null));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** New firms number from 1000 so they never collide with seeded group ids such as 91. */
export function nextGroupId(state: State): number {
  return Math.max(999, ...state.accounts.map((a) => a.group_id ?? 0)) + 1;
}

/** Organisation names compare trimmed and case-insensitively. */
export const sameOrganisation = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const organisationExists = (state: State, organization: string): boolean =>
  state.accounts.some((a) => a.group_accounts.some((g) => sameOrganisation(g.organization, organization)));

/** Makes the account the admin of a new organisation; returns its slug and group id. */
export function makeFirmAdmin(state: State, account: AccountRecord, organization: string, adminIsUser: boolean) {
  const slug = uniqueSlug(state, organization);
  const groupId = nextGroupId(state);
  account.group_accounts = [{ admin: true, organization: organization.trim() }];
  account.group_id = groupId;
  account.org_slug = slug;
  account.admin_is_user = adminIsUser;
  return { slug, organization: organization.trim(), groupId };
}

/** Records name their member by email, so an email change moves every record along. */
export function renameMemberEmail(state: State, from: string, to: string): void {
  const lists = [state.subscriptions, state.payment_intents, state.setup_intents, state.payment_methods];
  for (const list of lists) for (const r of list) if (r.member_email === from) r.member_email = to;
  for (const w of state.waitlists) for (const m of w.members) if (m.member_email === from) m.member_email = to;
  for (const k of state.idempotency_keys) if (k.member_email === from) k.member_email = to;
  for (const t of state.tracking) if (t.member_email === from) t.member_email = to;
}
