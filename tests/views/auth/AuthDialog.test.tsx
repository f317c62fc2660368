// @vitest-environment jsdom
// The sign-up and sign-in dialog rendered over the real auth machine with stubbed calls: what shows
// when, what each control sends, and where focus goes.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AuthDialog from '../../../src/views/auth/AuthDialog.tsx';
import { deferred, startAuth, validAdmin, validIndividual, type AuthStubs } from '../../machines/auth/harness.ts';
import { renderWithApp } from '../shell/support.tsx';

afterEach(() => cleanup());

function renderDialog(stubs: AuthStubs = {}) {
  const h = startAuth(stubs);
  const rendered = renderWithApp(<AuthDialog actorRef={h.auth} />);
  const user = userEvent.setup();
  return { ...h, ...rendered, user };
}

const open = (h: ReturnType<typeof renderDialog>, event: Parameters<ReturnType<typeof renderDialog>['auth']['send']>[0]) =>
  act(async () => {
    h.auth.send(event);
  });

/** 'Welcome Back!' as a visitor reaches it: the sign-up form's check finds the email, then 'Sign in instead'. */
async function renderSignIn(stubs: AuthStubs = {}) {
  const h = renderDialog({ checkEmail: async () => ({ are: true, network: true }), ...stubs });
  await open(h, { type: 'open sign-up', audience: 'individual' });
  await act(async () => h.fill({ email: 'ada@example.com', confirmEmail: 'ada@example.com' }));
  await waitFor(() => expect(h.snapshot().context.emailCheck?.status).toBe('exists'));
  await open(h, { type: 'sign in instead' });
  return h;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true, selector: 'input' });
const submitButton = (name: string) => within(dialog()).getByRole('button', { name });

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

const individualLabels: [string, string][] = [
  ['First name', validIndividual.firstName],
  ['Last name', validIndividual.lastName],
  ['Email', validIndividual.email],
  ['Confirm email', validIndividual.confirmEmail],
  ['Password', validIndividual.password],
  ['Confirm password', validIndividual.confirmPassword],
];

describe('individual sign-up dialog', () => {
  it("shows the title, every field, the hint, the sign-in link and 'Proceed to billing' (SIGNUP-1, SIGNUP-2, SIGNUP-3, SIGNUP-5, SIGNUP-6, SIGNUP-7)", async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    expect(within(dialog()).getByRole('heading', { name: 'Step 1: Create Account' })).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    for (const [label] of individualLabels) expect(field(label)).toBeInTheDocument();
    expect(within(dialog()).getByText(/at least 8 characters and contain one uppercase letter/)).toBeInTheDocument();
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('! @ # $ % & *'));
    expect(within(dialog()).getByRole('button', { name: 'Already have an account? Sign in.' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(submitButton('Proceed to billing')).toBeInTheDocument();
    await waitFor(() => expect(field('First name')).toHaveFocus());
  });

  it('shows an error only after the field is left, with aria-invalid and a description (SIGNUP-FORM-2, VALID-SIGNUP-1, VALID-GENERIC-2)', async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    const first = field('First name');
    await h.user.type(first, 'A');
    await h.user.clear(first);
    expect(within(dialog()).queryByText('First name required')).toBeNull();
    expect(first).not.toHaveAttribute('aria-invalid');
    await h.user.tab();
    expect(within(dialog()).getByText('First name required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name required');
    expect(within(dialog()).queryByText('Last name required')).toBeNull();
  });

  it('keeps submit disabled until the whole form validates (SIGNUP-FORM-1)', async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    expect(submitButton('Proceed to billing')).toHaveAttribute('aria-disabled', 'true');
    for (const [label, value] of individualLabels.slice(0, -1)) await typeInto(h.user, label, value);
    await h.user.tab();
    expect(submitButton('Proceed to billing')).toHaveAttribute('aria-disabled', 'true');
    await typeInto(h.user, 'Confirm password', validIndividual.confirmPassword);
    await waitFor(() => expect(submitButton('Proceed to billing')).not.toHaveAttribute('aria-disabled'));
  });

  it('a press on the disabled button shows every error and moves focus to the first invalid field (SIGNUP-FORM-3)', async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    await typeInto(h.user, 'First name', 'Ada');
    await h.user.click(submitButton('Proceed to billing'));
    expect(within(dialog()).getByText('Last name required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Email required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Password is required')).toBeInTheDocument();
    expect(field('Last name')).toHaveFocus();
    expect(h.recorded.createAccount).toEqual([]);
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]); // rule: SIGNUP-FORM-4
  });

  it('creates the account and closes on Proceed (SIGNUP-FORM-6, SIGNUP-FORM-7)', async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    for (const [label, value] of individualLabels) await typeInto(h.user, label, value);
    await h.user.click(submitButton('Proceed to billing'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.recorded.createAccount).toHaveLength(1);
    expect(h.toParent).toMatchObject([{ type: 'auth.signed in', nextPage: 'payment details', firmName: null }]);
  });

  it("'Email already exists on Atlas Network' leads to 'Hey, we know you!' with the email read-only (VALID-SIGNUP-8, KNOWN-1, KNOWN-2, KNOWN-3, KNOWN-4, KNOWN-5, KNOWN-8)", async () => {
    const h = renderDialog({ checkEmail: async () => ({ are: false, network: true }) });
    await open(h, { type: 'open sign-up', audience: 'individual' });
    for (const [label, value] of individualLabels.slice(0, 4)) await typeInto(h.user, label, value);
    await h.user.tab();
    expect(await within(dialog()).findByText('Email already exists on Atlas Network')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Email already exists on Atlas Network');
    await h.user.click(within(dialog()).getByRole('button', { name: 'Continue with my Atlas Network account' }));
    expect(within(dialog()).getByRole('heading', { name: 'Hey, we know you!' })).toBeInTheDocument();
    expect(within(dialog()).getByText(/recognised your email from your Atlas Network account/)).toBeInTheDocument();
    const email = field('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(field('Password')).toHaveValue('');
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(submitButton('Continue to billing')).toBeInTheDocument();
    await waitFor(() => expect(field('Password')).toHaveFocus());
  });

  it("'Continue to billing' whose name save fails shows 'Server error. please try again.' on the form with every value kept (KNOWN-8, ERR-AUTH-4)", async () => {
    const h = renderDialog({ checkEmail: async () => ({ are: false, network: true }), saveNames: async () => Promise.reject(new Error('boom')) });
    await open(h, { type: 'open sign-up', audience: 'individual' });
    for (const [label, value] of individualLabels.slice(0, 4)) await typeInto(h.user, label, value);
    await h.user.tab();
    await h.user.click(await within(dialog()).findByRole('button', { name: 'Continue with my Atlas Network account' }));
    await typeInto(h.user, 'Password', 'Sister#2026');
    await h.user.click(submitButton('Continue to billing'));
    expect(await within(dialog()).findByText('Server error. please try again.')).toBeInTheDocument();
    expect(h.recorded.signIn).toEqual([{ email: 'ada@example.com', password: 'Sister#2026' }]);
    expect(field('Password')).toHaveValue('Sister#2026');
    expect(field('First name')).toHaveValue('Ada');
    expect(h.toParent).toEqual([]);
  });

  it("'Email already exists' offers 'Sign in instead', which opens 'Welcome Back!' with the email (VALID-SIGNUP-7)", async () => {
    const h = renderDialog({ checkEmail: async () => ({ are: true, network: false }) });
    await open(h, { type: 'open sign-up', audience: 'individual' });
    for (const [label, value] of individualLabels.slice(0, 4)) await typeInto(h.user, label, value);
    await h.user.tab();
    expect(await within(dialog()).findByText('Email already exists')).toBeInTheDocument();
    await h.user.click(within(dialog()).getByRole('button', { name: 'Sign in instead' }));
    expect(within(dialog()).getByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  it("'Already have an account? Sign in.' closes the dialog (SIGNUP-4)", async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'individual' });
    await h.user.click(within(dialog()).getByRole('button', { name: 'Already have an account? Sign in.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.page()).toBe(0);
  });

  it("shows 'Server error, please try again.' in an alert and keeps the typed values (ERR-AUTH-3)", async () => {
    const h = renderDialog({ createAccount: async () => Promise.reject(new Error('boom')) });
    await open(h, { type: 'open sign-up', audience: 'individual' });
    for (const [label, value] of individualLabels) await typeInto(h.user, label, value);
    await h.user.click(submitButton('Proceed to billing'));
    expect(await within(dialog()).findByText('Server error, please try again.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Password')).toHaveValue('Secret#123');
  });
});

describe("'Welcome Back!'", () => {
  it("has email, password, a 'Forgot Password?' link in a new tab and 'Continue' (SIGNIN-1, SIGNIN-2, SIGNIN-3, SIGNIN-4, SIGNIN-5)", async () => {
    const h = await renderSignIn();
    expect(within(dialog()).getByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(field('Email')).toBeInTheDocument();
    expect(field('Password')).toBeInTheDocument();
    const forgot = within(dialog()).getByRole('link', { name: 'Forgot Password?' });
    expect(forgot).toHaveAttribute('href', h.config.urls.resetPassword);
    expect(forgot).toHaveAttribute('target', '_blank');
    expect(submitButton('Continue')).toBeInTheDocument();
  });

  it("a wrong password shows 'Email or password is incorrect.' and keeps the values (ERR-AUTH-1)", async () => {
    const h = await renderSignIn({ signIn: async () => Promise.reject(new Error('Email or password is incorrect')) });
    await typeInto(h.user, 'Password', 'Wrong#123');
    await h.user.click(submitButton('Continue'));
    expect(await within(dialog()).findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(field('Password')).toHaveValue('Wrong#123');
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  it('success closes the dialog and tells the parent (SIGNIN-6, SIGNIN-7)', async () => {
    const h = await renderSignIn();
    await typeInto(h.user, 'Password', 'Secret#123');
    await h.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_signed_in', nextPage: 'payment method', firmName: null }]);
  });
});

describe("'Hey, we know you!'", () => {
  it("'Forgot Password?' shows the loading backdrop, then 'A password reset email has been sent' (KNOWN-6, KNOWN-7, KNOWN-10)", async () => {
    const pending = deferred<void>();
    const h = renderDialog({ checkEmail: async () => ({ are: false, network: true }), sendPasswordReset: () => pending.promise });
    await open(h, { type: 'open sign-up', audience: 'individual' });
    await act(async () => h.fill(validIndividual));
    await waitFor(() => expect(h.snapshot().context.emailCheck?.status).toBe('exists on network'));
    await act(async () => {
      h.auth.send({ type: 'use known account' });
    });
    await h.user.click(within(dialog()).getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByTestId('auth-loading')).toBeInTheDocument();
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(await within(dialog()).findByText('A password reset email has been sent')).toBeInTheDocument();
    expect(screen.queryByTestId('auth-loading')).toBeNull();
    expect(h.recorded.sendPasswordReset).toEqual([{ email: 'ada@example.com' }]);
  });
});

describe('firm-admin sign-up dialog', () => {
  it("shows every field, the 'Sign in.' link to the learning site and 'Proceed to billing' (ADMIN-1, ADMIN-2, ADMIN-5, ADMIN-6)", async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'group' });
    expect(within(dialog()).getByRole('heading', { name: 'Step 1: Create your account' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Firm name', 'Work email', 'Confirm work email', 'Password', 'Confirm password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(within(dialog()).getByRole('link', { name: 'Sign in.' })).toHaveAttribute('href', h.config.urls.learn);
    expect(submitButton('Proceed to billing')).toBeInTheDocument();
  });

  it('both password fields have a show/hide toggle (ADMIN-3, ADMIN-4)', async () => {
    const h = renderDialog();
    await open(h, { type: 'open sign-up', audience: 'group' });
    const toggles = within(dialog()).getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    expect(field('Password')).toHaveAttribute('type', 'password');
    await h.user.click(toggles[0] as HTMLElement);
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(field('Confirm password')).toHaveAttribute('type', 'password');
    await h.user.click(within(dialog()).getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it('a click outside closes the other pages but not the firm-admin form (ADMIN-7)', async () => {
    const outsideClick = async () => {
      // The dialog starts listening for outside presses a moment after it opens.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The positioner fills the screen around the content: a press on it is a press outside the dialog.
      const outside = document.querySelector('[data-part="positioner"]');
      expect(outside).not.toBeNull();
      await userEvent.setup({ pointerEventsCheck: 0 }).click(outside as HTMLElement);
    };
    const h = await renderSignIn();
    await outsideClick();
    await waitFor(() => expect(h.page()).toBe(0));
    await open(h, { type: 'open sign-up', audience: 'group' });
    await outsideClick();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(h.page()).toBe(4);
  });

  it("'email exists' shows 'Email exists. Please use a different email address.' (ERR-AUTH-6, ADMIN-8)", async () => {
    const h = renderDialog({ createAdminAccount: async () => Promise.reject(new Error('email exists')) });
    await open(h, { type: 'open sign-up', audience: 'group' });
    await act(async () => h.fill(validAdmin));
    await h.user.click(submitButton('Proceed to billing'));
    expect(await within(dialog()).findByText('Email exists. Please use a different email address.')).toBeInTheDocument();
    expect(field('Work email')).toHaveValue(validAdmin.workEmail);
  });
});
