// Accounts over HTTP: email check, sign-up then log-in, profile read and update.
import { describe, expect, it } from 'vitest';
import { PASSWORD, startSandbox } from './harness.ts';

describe('email check (API-25, ENTITY-36)', () => {
  it('reports platform, network and association status per the catalogue', async () => {
    const h = await startSandbox();
    const check = async (email: string) => (await h.json('/v1/are/member/email', { body: { email } })).body;
    expect(await check('member@example.com')).toEqual({ accounts: { network: true, are: true }, noma: false });
    expect(await check('Sister@Example.com')).toEqual({ accounts: { network: true, are: false }, noma: false });
    expect(await check('noma.member@noma.org')).toEqual({ accounts: { network: true, are: true }, noma: true });
    expect(await check('someone.new@noma.org')).toEqual({ accounts: { network: false, are: false }, noma: true });
    expect(await check('nobody@example.com')).toEqual({ accounts: { network: false, are: false }, noma: false });
  });
});

describe('sign-up and log-in (API-11, API-27, ENTITY-35, ENTITY-38)', () => {
  it('ENTITY-38: creates an account that can log in later (email and password, answered with an auth_token) and read its profile', async () => {
    const h = await startSandbox();
    const signUp = await h.json<{ member: { id: string; auth_token: string }; org_slug: string | null }>('/v1/are/member/profile', {
      body: { email: 'new.person@example.com', password: 'Secret#123', firstname: 'New', lastname: 'Person', property_id: 1 },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.member.id).toMatch(/^mem_/);
    expect(signUp.body.org_slug).toBeNull();
    const token = await h.logIn('new.person@example.com', 'Secret#123');
    expect(token).toBe(signUp.body.member.auth_token);
    const profile = await h.json('/v1/are/member/profile', { token });
    expect(profile.body).toEqual({
      member: { id: signUp.body.member.id, email: 'new.person@example.com', first_name: 'New', last_name: 'Person', auth_token: token, groupId: null, groupAccounts: [] },
    });
    const state = await h.state();
    expect(JSON.stringify(state)).not.toContain('Secret#123');
    expect(JSON.stringify(state)).not.toContain(token);
  });

  it("answers 'email exists' for a platform email and promotes a sister-network account with its own password (ERR-AUTH-6, KNOWN-2)", async () => {
    const h = await startSandbox();
    const taken = await h.json('/v1/are/member/profile', { body: { email: 'member@example.com', password: 'x', firstname: 'A', lastname: 'B', property_id: 1 } });
    expect(taken).toMatchObject({ status: 400, body: { error: { message: 'email exists' } } });
    const sister = await h.json('/v1/are/member/profile', { body: { email: 'sister@example.com', password: PASSWORD, firstname: 'Sam', lastname: 'Sister', property_id: 1 } });
    expect(sister.status).toBe(200);
    expect((await h.json('/v1/are/member/email', { body: { email: 'sister@example.com' } })).body).toMatchObject({ accounts: { are: true } });
  });

  it("refuses a wrong password with a message containing 'incorrect' (ERR-AUTH-1)", async () => {
    const h = await startSandbox();
    const wrong = await h.json<{ error: { message: string } }>('/v1/guest/are/log_in', { body: { email: 'member@example.com', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toContain('incorrect');
  });

  it('signs a sister-network-only account in with its own credentials and opens it on the platform (API-27, KNOWN-2)', async () => {
    const h = await startSandbox();
    const wrong = await h.json<{ error: { message: string } }>('/v1/guest/are/log_in', { body: { email: 'sister@example.com', password: 'Wrong#2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Email or password is incorrect');
    expect((await h.json('/v1/are/member/email', { body: { email: 'sister@example.com' } })).body).toMatchObject({ accounts: { network: true, are: false } });

    const token = await h.logIn('sister@example.com', PASSWORD);
    expect((await h.json('/v1/are/member/email', { body: { email: 'sister@example.com' } })).body).toMatchObject({ accounts: { network: true, are: true } });
    // Its own auth_token is a member bearer: the known-account form saves the names with it (API-13).
    const saved = await h.json('/v1/are/member/profile', {
      method: 'PATCH',
      token,
      body: { first_name: 'Sasha', last_name: 'Sisterson', email: 'sister@example.com', update_email: false },
    });
    expect(saved).toMatchObject({ status: 200, body: { status: 'ok' } });
    const state = await h.state();
    expect(state.accounts.find((a) => a.email === 'sister@example.com')).toMatchObject({ first_name: 'Sasha', last_name: 'Sisterson' });
    expect(await h.logIn('sister@example.com', PASSWORD)).toBe(token);
  });

  it('keeps the email when update_email is false and refuses the PATCH without a bearer (API-13)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const res = await h.json('/v1/are/member/profile', { method: 'PATCH', token, body: { first_name: 'May', last_name: 'M', email: 'other@example.com', update_email: false } });
    expect(res.status).toBe(200);
    expect((await h.state()).accounts.find((a) => a.email === 'member@example.com')).toMatchObject({ first_name: 'May', last_name: 'M' });
    const anonymous = await h.json('/v1/are/member/profile', { method: 'PATCH', body: { first_name: 'X', last_name: 'Y', email: 'member@example.com', update_email: false } });
    expect(anonymous.status).toBe(401);
  });

  it('updates names and, when asked, the email (API-13)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const res = await h.json('/v1/are/member/profile', { method: 'PATCH', token, body: { first_name: 'May', last_name: 'M', email: 'maya@example.com', update_email: true } });
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
    const state = await h.state();
    expect(state.accounts.find((a) => a.email === 'maya@example.com')).toMatchObject({ first_name: 'May' });
    expect(state.subscriptions.find((s) => s.id === 'sub_member_pro')?.member_email).toBe('maya@example.com');
  });
});
