// The auth machine's pure rules (page numbers, failure messages, the email check) and its actors
// over a stub Api (which call, which fields, quiet so the dialog's own message is the only one).
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { authActors, type AuthApi } from '../../../src/app/wiring/auth-wiring.ts';
import {
  AUTH_MESSAGES,
  AUTH_PAGES,
  emailCheckMessage,
  emailCheckOutcome,
  emailNeedsCheck,
  firmAdminFailureMessage,
  formForPage,
  individualSignUpFailureMessage,
  knownAccountFailureMessage,
  pageForAudience,
  signInFailureMessage,
  visibleErrors,
} from '../../../machines/auth/rules.ts';
import { emptyAuthValues } from '../../../machines/auth/validation.ts';
import { ApiError } from '../../../src/api/errors.ts';

describe('page numbers (MODAL-1)', () => {
  it('0 is closed, then 1 individual, 2 sign-in, 3 known account, 4 firm admin', () => {
    expect(AUTH_PAGES).toEqual({ closed: 0, individualSignUp: 1, signIn: 2, knownAccount: 3, firmAdminSignUp: 4 });
    expect([0, 1, 2, 3, 4].map((p) => formForPage(p as 0 | 1 | 2 | 3 | 4))).toEqual([null, 'individual', 'sign in', 'known account', 'admin']);
    expect(pageForAudience('individual')).toBe(1);
    expect(pageForAudience('group')).toBe(4);
  });
});

describe('failure messages (ERR-AUTH)', () => {
  const http = (message: string, status = 400) => new ApiError('http', message, { status });

  it("sign-in: 'incorrect' anywhere in the message means wrong credentials (ERR-AUTH-1, ERR-AUTH-2)", () => {
    expect(signInFailureMessage(http('Email or password is incorrect', 401))).toBe('Email or password is incorrect.');
    expect(signInFailureMessage(http('Password INCORRECT'))).toBe('Email or password is incorrect.');
    expect(signInFailureMessage(http('Internal Server Error', 500))).toBe('Server error, please try again.');
    expect(signInFailureMessage(new ApiError('network', 'We could not reach the server.'))).toBe('Server error, please try again.');
    expect(signInFailureMessage(undefined)).toBe('Server error, please try again.');
  });

  it('individual sign-up, known account and email check (ERR-AUTH-3, ERR-AUTH-4, ERR-AUTH-5)', () => {
    expect(individualSignUpFailureMessage(http('email exists'))).toBe('Server error, please try again.');
    expect(knownAccountFailureMessage(http('anything'))).toBe('Server error. please try again.');
    expect(emailCheckMessage({ email: 'a@b.co', status: 'failed' }, 'a@b.co', 'Atlas Network')).toBe('Server error. please try again.');
  });

  it("firm admin: exactly 'email exists' means the work email is taken (ERR-AUTH-6, ERR-AUTH-7)", () => {
    expect(firmAdminFailureMessage(http('email exists'))).toBe('Email exists. Please use a different email address.');
    expect(firmAdminFailureMessage(http('the email exists already'))).toBe('Server error, please try again.');
    expect(firmAdminFailureMessage(http('Bad Request'))).toBe('Server error, please try again.');
    expect(AUTH_MESSAGES.passwordResetSent).toBe('A password reset email has been sent'); // rule: KNOWN-7
  });
});

describe('the email check (VALID-SIGNUP-6..8)', () => {
  it('the platform wins over the network; neither is free', () => {
    expect(emailCheckOutcome({ are: true, network: true })).toBe('exists');
    expect(emailCheckOutcome({ are: true, network: false })).toBe('exists');
    expect(emailCheckOutcome({ are: false, network: true })).toBe('exists on network');
    expect(emailCheckOutcome({ are: false, network: false })).toBe('free');
  });

  it('messages apply to the email they were made for only, whatever its case or spaces', () => {
    const check = { email: 'ada@example.com', status: 'exists on network' as const };
    expect(emailCheckMessage(check, ' Ada@Example.com ', 'Atlas Network')).toBe('Email already exists on Atlas Network');
    expect(emailCheckMessage(check, 'grace@example.com', 'Atlas Network')).toBeNull();
    expect(emailCheckMessage({ email: 'ada@example.com', status: 'exists' }, 'ada@example.com', 'X')).toBe('Email already exists');
  });

  it('runs when leaving a valid email pair not yet checked, or whose check failed', () => {
    const values = { ...emptyAuthValues(), email: 'ada@example.com', confirmEmail: 'ada@example.com' };
    expect(emailNeedsCheck('confirmEmail', values, {}, null)).toBe(true);
    expect(emailNeedsCheck('password', values, {}, null)).toBe(false);
    expect(emailNeedsCheck('confirmEmail', values, { confirmEmail: 'Emails do not match' }, null)).toBe(false);
    expect(emailNeedsCheck('email', values, {}, { email: 'ada@example.com', status: 'free' })).toBe(false);
    expect(emailNeedsCheck('email', values, {}, { email: 'ada@example.com', status: 'failed' })).toBe(true);
    expect(emailNeedsCheck('email', values, {}, { email: 'old@example.com', status: 'free' })).toBe(true);
  });
});

describe('visible errors (SIGNUP-FORM-2, SIGNUP-FORM-3)', () => {
  const base = {
    page: AUTH_PAGES.individualSignUp,
    errors: { firstName: 'First name required', email: 'Email required' },
    touched: {},
    submitted: false,
    emailCheck: null,
    email: '',
    sisterProductName: 'Atlas Network',
  };
  it('untouched fields show nothing before submit, touched ones do, all do after submit', () => {
    expect(visibleErrors(base)).toEqual({});
    expect(visibleErrors({ ...base, touched: { email: true } })).toEqual({ email: 'Email required' });
    expect(visibleErrors({ ...base, submitted: true })).toEqual(base.errors);
  });
});

describe('authActors over the Api', () => {
  function stubApi(): AuthApi & { calls: unknown[][] } {
    const calls: unknown[][] = [];
    return {
      calls,
      checkEmail: vi.fn(async (...args: unknown[]) => {
        calls.push(['checkEmail', ...args]);
        return { accounts: { are: false, network: true }, noma: false };
      }),
      createAccount: vi.fn(async (...args: unknown[]) => {
        calls.push(['createAccount', ...args]);
        return { member: { id: '7', auth_token: 'tok' }, org_slug: null };
      }),
      logIn: vi.fn(async (...args: unknown[]) => {
        calls.push(['logIn', ...args]);
        return { auth_token: 'tok_login' };
      }),
      updateMemberProfile: vi.fn(async (...args: unknown[]) => {
        calls.push(['updateMemberProfile', ...args]);
      }),
      createAdminAccount: vi.fn(async (...args: unknown[]) => {
        calls.push(['createAdminAccount', ...args]);
        return { member: { id: '9', auth_token: 'tok_admin' }, slug: 'firm' };
      }),
      requestPasswordReset: vi.fn(async (...args: unknown[]) => {
        calls.push(['requestPasswordReset', ...args]);
        return "We've just sent you an email to reset your password.";
      }),
    } as AuthApi & { calls: unknown[][] };
  }

  it('maps each actor to its call, quietly, and reshapes the answers (API-11, API-13, API-25, API-27, API-35, API-37)', async () => {
    const api = stubApi();
    const actors = authActors(api);
    const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown): Promise<T> =>
      toPromise(createActor(logic, { input } as never).start()) as Promise<T>;
    expect(await run(actors['check email'], { email: 'a@b.co' })).toEqual({ are: false, network: true });
    expect(await run(actors['create account'], { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'p' })).toEqual({
      memberId: '7',
      authToken: 'tok',
      slug: null,
    });
    expect(await run(actors['sign in'], { email: 'a@b.co', password: 'p' })).toEqual({ authToken: 'tok_login' });
    await run(actors['save the names'], { authToken: 'tok_login', firstName: 'Sam', lastName: 'Sister', email: 'a@b.co' });
    expect(
      await run(actors['create admin account'], { firstName: 'A', lastName: 'B', firmName: 'F', workEmail: 'w@b.co', password: 'p' }),
    ).toEqual({ memberId: '9', authToken: 'tok_admin', slug: 'firm' });
    await run(actors['send password reset'], { email: 'a@b.co' });
    expect(api.calls.map((c) => c[0])).toEqual(['checkEmail', 'createAccount', 'logIn', 'updateMemberProfile', 'createAdminAccount', 'requestPasswordReset']);
    for (const call of api.calls) expect(call[call.length - 1]).toMatchObject({ quiet: true });
    // KNOWN-8: the names go with update_email false, as the member the log-in just answered.
    expect(api.calls[3]?.slice(1)).toEqual([
      { firstName: 'Sam', lastName: 'Sister', email: 'a@b.co', updateEmail: false },
      expect.objectContaining({ quiet: true, memberToken: 'tok_login' }),
    ]);
    expect(api.calls[4]?.[1]).toMatchObject({ adminIsUser: false, firmName: 'F', workEmail: 'w@b.co' });
  });
});
