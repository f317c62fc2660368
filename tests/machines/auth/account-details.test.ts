// What the sign-up dialog holds and sends as account details (spec 3: individual and admin account
// details, account state and its status), through the real auth machine, its form schemas and the
// app's auth actors over a stub Api. How the app models the account state: docs/decisions/0036.
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import { FORM_FIELDS, formErrors } from '../../../machines/auth/validation.ts';
import { ASYNC_STATUS_CODES } from '../../../machines/session/rules.ts';
import { authActors, type AuthApi } from '../../../src/app/wiring/auth-wiring.ts';
import { deferred, settle, startAuth, validAdmin, validIndividual } from './harness.ts';

type Harness = ReturnType<typeof startAuth>;
const fieldNames = (h: Harness) => selectAuthDialog(h.snapshot()).fields.map((f) => f.name);
const statusCode = (h: Harness) => ASYNC_STATUS_CODES[h.snapshot().context.status];

describe('individual account details', () => {
  it('ENTITY-37: the individual form asks for firstName, lastName, email, confirmEmail and password (and its confirmation); each is required, and the account is created from them', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(fieldNames(h)).toEqual(['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword']);
    // Each of the five details is needed: left blank, the form does not validate on that field.
    for (const field of ['firstName', 'lastName', 'email', 'confirmEmail', 'password'] as const) {
      expect(Object.keys(formErrors('individual', { ...validIndividual, [field]: '' }))).toContain(field);
    }
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'submit' });
    await settle();
    // confirmEmail is checked against email and not sent again; the account gets the rest.
    expect(h.recorded.createAccount).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret#123' }]);
  });
});

describe('admin account details', () => {
  it('ENTITY-39: the firm-admin form gives firstName, lastName, firmName, workEmail and password; the account call adds adminIsUser (false, not on the form)', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(fieldNames(h)).toEqual([...FORM_FIELDS.admin]);
    expect(fieldNames(h)).not.toContain('adminIsUser');
    h.fill(validAdmin);
    h.auth.send({ type: 'submit' });
    await settle();
    const [details] = h.recorded.createAdminAccount;
    expect(details).toEqual({ firstName: 'Frank', lastName: 'Lloyd', firmName: 'Lloyd & Partners', workEmail: 'frank@lloyd.example', password: 'Secret#123' });

    // The app's actor hands those details to the Api with adminIsUser false.
    const createAdminAccount = vi.fn<AuthApi['createAdminAccount']>(async () => ({ member: { id: '9', auth_token: 'tok_admin' }, slug: 'lloyd-partners' }));
    const actors = authActors({ createAdminAccount } as Partial<AuthApi> as AuthApi);
    await toPromise(createActor(actors['create admin account'], { input: details! }).start());
    expect(createAdminAccount).toHaveBeenCalledTimes(1);
    expect(createAdminAccount.mock.calls[0]?.[0]).toEqual({
      firstName: 'Frank',
      lastName: 'Lloyd',
      firmName: 'Lloyd & Partners',
      workEmail: 'frank@lloyd.example',
      password: 'Secret#123',
      adminIsUser: false,
    });
  });
});

describe('account state (docs/decisions/0036)', () => {
  it('ENTITY-42: the account state holds the admin account details, the member id, the slug, the status and the error message', async () => {
    let attempt = 0;
    const h = startAuth({
      createAdminAccount: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Internal Server Error');
        return { memberId: 'm_admin', authToken: 'tok_admin', slug: 'lloyd-partners' };
      },
    });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.fill(validAdmin);
    h.auth.send({ type: 'submit' });
    await settle();
    // A refusal: the details stay for the retry, with the failed status and the message.
    const failed = h.snapshot().context;
    expect(failed.values).toMatchObject({ firstName: 'Frank', lastName: 'Lloyd', firmName: 'Lloyd & Partners', workEmail: 'frank@lloyd.example', password: 'Secret#123' });
    expect(failed).toMatchObject({ status: 'failed', message: 'Server error, please try again.', memberId: null, slug: null });

    h.auth.send({ type: 'submit' });
    await settle();
    // Created: the member id and the slug are kept, the status is success and the message gone.
    expect(h.snapshot().context).toMatchObject({ status: 'succeeded', message: null, memberId: 'm_admin', slug: 'lloyd-partners' });
  });

  it('ENTITY-43: the account status reads 0 idle before the call, 2 after success and 3 after a failure (1 while the call runs, STATE-ASYNC-1)', async () => {
    const created = deferred<{ memberId: string; authToken: string; slug: string }>();
    const ok = startAuth({ createAdminAccount: () => created.promise });
    ok.auth.send({ type: 'open sign-up', audience: 'group' });
    ok.fill(validAdmin);
    expect(statusCode(ok)).toBe(0);
    ok.auth.send({ type: 'submit' });
    expect(statusCode(ok)).toBe(1);
    created.resolve({ memberId: 'm_admin', authToken: 'tok_admin', slug: 'lloyd-partners' });
    await settle();
    expect(statusCode(ok)).toBe(2);

    const refused = startAuth({ createAdminAccount: async () => Promise.reject(new Error('email exists')) });
    refused.auth.send({ type: 'open sign-up', audience: 'group' });
    refused.fill(validAdmin);
    expect(statusCode(refused)).toBe(0);
    refused.auth.send({ type: 'submit' });
    await settle();
    expect(statusCode(refused)).toBe(3);
  });
});
