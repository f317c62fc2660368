// Firms over HTTP: admin account with its organisation, company and network-group creation.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness.ts';

describe('firm admin account (API-35, ENTITY-41)', () => {
  it('ENTITY-41: creates the admin and the organisation (slug and member id and auth_token), and the admin can log in', async () => {
    const h = await startSandbox();
    const res = await h.json<{ member: { id: string; auth_token: string }; slug: string }>('/v1/guest/are/admin/account', {
      body: { email: 'boss@firm.test', password: 'Secret#123', firstname: 'Bo', lastname: 'Ss', organization: 'Firm & Partners', property_id: 1, admin_is_user: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('firm-partners');
    const token = await h.logIn('boss@firm.test', 'Secret#123');
    const profile = await h.json<{ member: { groupId: number; groupAccounts: unknown[] } }>('/v1/are/member/profile', { token });
    expect(profile.body.member.groupAccounts).toEqual([{ admin: true, organization: 'Firm & Partners' }]);
    expect(profile.body.member.groupId).toBeGreaterThanOrEqual(1000);
  });

  it("answers 'email exists' for a taken email (ERR-AUTH-6)", async () => {
    const h = await startSandbox();
    const res = await h.json('/v1/guest/are/admin/account', {
      body: { email: 'member@example.com', password: 'x', firstname: 'A', lastname: 'B', organization: 'New Firm', property_id: 1, admin_is_user: true },
    });
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'email exists' } } });
  });
});

describe('company and network group (API-36, API-39, COMPANY-1)', () => {
  it("makes the caller the admin of a new company and returns its slug", async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    const res = await h.json<{ slug: string; organization: string; groupId: number }>('/v1/are/member/company', {
      token, body: { organization: 'Nora Design', property_id: 1, isUserAdmin: true },
    });
    expect(res.body).toMatchObject({ slug: 'nora-design', organization: 'Nora Design' });
    const account = (await h.state()).accounts.find((a) => a.email === 'nocard@example.com');
    expect(account).toMatchObject({ group_id: res.body.groupId, group_accounts: [{ admin: true, organization: 'Nora Design' }], org_slug: 'nora-design' });
  });

  it('creates a network group the same way and refuses an existing organisation name or an empty one', async () => {
    const h = await startSandbox();
    const token = await h.logIn('cse.member@example.com');
    expect((await h.json('/v1/network/group', { token, body: { organization: 'Carl Works', property_id: 1, admin_is_user: true } })).status).toBe(200);
    const other = await h.logIn('nocard@example.com');
    expect((await h.json('/v1/network/group', { token: other, body: { organization: 'carl works', property_id: 1, admin_is_user: true } })).status).toBe(400);
    expect((await h.json('/v1/are/member/company', { token: other, body: { organization: '  ', property_id: 1, isUserAdmin: true } })).status).toBe(400);
  });
});

describe('network group for the firm the member already administers (API-36, docs/decisions/0020)', () => {
  const ADMIN = { email: 'new.admin@firm.test', password: 'Secret#123' };

  async function newFirmAdmin() {
    const h = await startSandbox();
    const created = await h.json<{ member: { id: string }; slug: string }>('/v1/guest/are/admin/account', {
      body: { ...ADMIN, firstname: 'Nia', lastname: 'Admin', organization: 'Harbour Lane Architects', property_id: 1, admin_is_user: false },
    });
    expect(created.status).toBe(200);
    const token = await h.logIn(ADMIN.email, ADMIN.password);
    return { h, token, slug: created.body.slug };
  }

  it('answers 200 with that firm, in the shape of a create, for the same name in any case and spacing; nothing changes', async () => {
    const { h, token, slug } = await newFirmAdmin();
    const before = (await h.state()).accounts.find((a) => a.email === ADMIN.email);
    const res = await h.json<{ slug: string; organization: string; groupId: number }>('/v1/network/group', {
      token, body: { organization: '  harbour LANE architects ', property_id: 1, admin_is_user: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slug, organization: 'Harbour Lane Architects', groupId: before?.group_id });
    const after = (await h.state()).accounts.find((a) => a.email === ADMIN.email);
    expect(after).toEqual(before);
    expect((await h.state()).accounts.filter((a) => a.group_accounts.some((g) => g.organization === 'Harbour Lane Architects'))).toHaveLength(1);
  });

  it("still answers 400 'You are already a company admin' for another organisation", async () => {
    const { h, token } = await newFirmAdmin();
    const res = await h.json('/v1/network/group', { token, body: { organization: 'Harbour Lane Studio', property_id: 1, admin_is_user: false } });
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'You are already a company admin' } } });
  });

  it("a member of the firm who is not its admin is refused: 'organization exists'", async () => {
    const h = await startSandbox();
    const token = await h.logIn('firm.member@example.com');
    const member = (await h.state()).accounts.find((a) => a.email === 'firm.member@example.com');
    const organization = member?.group_accounts[0]?.organization ?? '';
    expect(organization).not.toBe('');
    const res = await h.json('/v1/network/group', { token, body: { organization, property_id: 1, admin_is_user: false } });
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'organization exists' } } });
  });
});
