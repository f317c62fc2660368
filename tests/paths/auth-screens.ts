// What a person sees in each state of the sign-up and sign-in dialog (issue 29), and where its
// fields and buttons are. While a form is edited, its fields, messages and button are read against
// the dialog's own state (issue 43).
import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../../machines/auth/rules.ts';
import { AUTH_FIELD_LABELS, AUTH_SUBMIT_LABELS, AUTH_TEXTS, AUTH_TITLES } from '../../machines/auth/texts.ts';
import { emailExistsOnMessage, VALIDATION_MESSAGES, type AuthField } from '../../machines/auth/validation.ts';
import { selectAuthDialog, type AuthSnapshot } from '../../machines/auth/selectors.ts';
import type { ScreenCheck, ScreenFacts } from './driver-types.ts';
import { NETWORK_EMAIL, PLATFORM_EMAIL, SISTER } from './auth-model.ts';
import { agreeWithin } from './screen-figures.ts';

export const dialog = (page: Page) => page.getByRole('dialog');
export const field = (page: Page, name: AuthField) => dialog(page).getByLabel(AUTH_FIELD_LABELS[name], { exact: true });
export const submitButton = (page: Page) => dialog(page).locator('button[type="submit"]');
export const title = (page: Page) => dialog(page).getByRole('heading');
const loading = (page: Page) => page.getByTestId('auth-loading');

const check = (says: string, run: ScreenCheck['check']): ScreenCheck => ({ says, check: run });

const titled = (name: string) =>
  check(`the dialog titled '${name}'`, (page) => expect(page.getByRole('dialog', { name })).toBeVisible());

const fieldsShown = (names: readonly AuthField[]) =>
  check(`the fields ${names.map((name) => `'${AUTH_FIELD_LABELS[name]}'`).join(', ')}`, async (page) => {
    for (const name of names) await expect(field(page, name)).toBeVisible();
  });

const buttonShown = (name: string) =>
  check(`the '${name}' button`, (page) => expect(dialog(page).getByRole('button', { name, exact: true })).toBeVisible());

const notBusy = check("no loading backdrop: the form can be used, and its button is not loading", async (page) => {
  await expect(loading(page)).toHaveCount(0);
  // Not \`disabled\`: an incomplete form's button is only aria-disabled, and a press still shows every error.
  await expect(submitButton(page)).not.toHaveAttribute('disabled');
});

const busy = check(`the loading backdrop ('${AUTH_TEXTS.working}') covers the form and its button is disabled`, async (page) => {
  await expect(loading(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: AUTH_TEXTS.working })).toHaveCount(1);
  await expect(submitButton(page)).toHaveAttribute('disabled');
});

/** The failure alert shows nothing, or one of the page's messages (spec section 8). */
const failureIsOneOf = (messages: readonly string[]) =>
  check(`any failure message is one of ${messages.map((m) => `'${m}'`).join(', ')}`, async (page) => {
    const text = ((await dialog(page).getByRole('alert').first().textContent()) ?? '').trim();
    expect(['', ...messages]).toContain(text);
  });

/** The email field's message, when the check has answered, says what it found (VALID-SIGNUP-6..8). */
const emailMessage = check(
  `under 'Email', nothing, a rule's message, '${VALIDATION_MESSAGES.emailExists}' with '${AUTH_TEXTS.signInInstead}', '${emailExistsOnMessage(SISTER)}' with '${AUTH_TEXTS.knownAccountOffer(SISTER)}', or '${AUTH_MESSAGES.serverErrorPeriod}'`,
  async (page) => {
    const email = field(page, 'email');
    const errorId = ((await email.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
    const message = errorId === undefined ? '' : ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
    const signIn = dialog(page).getByRole('button', { name: AUTH_TEXTS.signInInstead });
    const known = dialog(page).getByRole('button', { name: AUTH_TEXTS.knownAccountOffer(SISTER) });
    if (message === VALIDATION_MESSAGES.emailExists) await expect(signIn).toBeVisible();
    else await expect(signIn).toHaveCount(0);
    if (message === emailExistsOnMessage(SISTER)) await expect(known).toBeVisible();
    else await expect(known).toHaveCount(0);
  },
);

/** The message under a field ('' when none): the element its aria-describedby names '…-error'. */
async function messageUnder(page: Page, input: Locator): Promise<string> {
  const errorId = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  return errorId === undefined ? '' : ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
}

/** ADMIN-3/4: a password shows as dots until its toggle is pressed; the toggle then reads 'Hide'. */
async function toggleDifferences(page: Page, input: Locator, label: string, visible: boolean): Promise<string[]> {
  const type = await input.getAttribute('type');
  const id = await input.getAttribute('id');
  const toggle = dialog(page).locator(`button[aria-controls="${id ?? ''}"]`);
  const word = (await toggle.count()) === 0 ? 'no toggle' : ((await toggle.textContent()) ?? '').trim();
  const expected = { type: visible ? 'text' : 'password', word: visible ? 'Hide' : 'Show' };
  return type === expected.type && word === expected.word ? [] : [`'${label}' is a ${type ?? 'missing'} field with '${word}' beside it; the state has it ${visible ? 'shown' : 'hidden'}`];
}

/** What the form shows and what the dialog's state holds differ in, or 'agree'. */
async function formDifferences(page: Page, facts: ScreenFacts): Promise<string> {
  const snapshot = facts.snapshotOf('auth');
  if (snapshot === null) return 'the dialog has not reported its state';
  const view = selectAuthDialog(snapshot as unknown as AuthSnapshot);
  const differences: string[] = [];
  for (const one of view.fields) {
    const input = dialog(page).getByLabel(one.label, { exact: true });
    const text = await input.inputValue();
    if (text !== one.value) differences.push(`'${one.label}' reads '${text}', the state holds '${one.value}'`);
    const message = await messageUnder(page, input);
    if (message !== (one.error ?? '')) differences.push(`under '${one.label}': '${message}', the state's message is '${one.error ?? ''}'`);
    if (one.toggle !== null) differences.push(...(await toggleDifferences(page, input, one.label, one.toggle.visible)));
  }
  // ERR-AUTH-1..7: the failure alert holds the last call's failure, and shows no box without one.
  const alert = dialog(page).locator('[role="alert"][aria-live="assertive"]').first();
  if ((await alert.count()) === 0) return 'the dialog has no failure alert';
  const failure = ((await alert.textContent()) ?? '').trim();
  const boxes = await alert.locator(':scope > *').count();
  if (failure !== (view.message ?? '') || boxes !== (view.message === null ? 0 : 1)) {
    differences.push(`the failure alert reads '${failure}' in ${boxes} box(es); the state's failure is '${view.message ?? ''}'`);
  }
  const button = submitButton(page);
  const disabled = (await button.getAttribute('aria-disabled')) === 'true' || (await button.isDisabled());
  if (disabled === view.canSubmit) differences.push(`'${view.submitLabel}' ${disabled ? 'reports' : 'does not report'} disabled while the form is ${view.canSubmit ? '' : 'not '}complete`);
  return differences.length === 0 ? 'agree' : differences.join('; ');
}

/** SIGNUP-FORM-1..3, VALID-*: the typed text, each field's message and the button's disabled state, as the dialog's state holds them. */
const formAsHeld = check(
  "every field's text and the message under it as the dialog's state holds them, a password hidden until its 'Show' is pressed ('Hide' then), the failure alert, and the submit button reports disabled (aria-disabled) while the form is not complete",
  (page, facts) => agreeWithin(() => formDifferences(page, facts)),
);

const SIGN_UP_LINK = check(`the '${AUTH_TEXTS.alreadyHaveAccount}' link`, (page) =>
  expect(dialog(page).getByRole('button', { name: AUTH_TEXTS.alreadyHaveAccount })).toBeVisible(),
);

export const screens: Record<string, readonly ScreenCheck[]> = {
  closed: [
    check('no sign-up or sign-in dialog', (page) =>
      expect(page.getByRole('dialog', { name: new RegExp(Object.values(AUTH_TITLES).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')) })).toHaveCount(0),
    ),
  ],
  open: [check(`the dialog's '${AUTH_TEXTS.close}' button`, (page) => expect(dialog(page).getByRole('button', { name: AUTH_TEXTS.close })).toBeVisible())],
  'open.individual sign-up': [
    titled(AUTH_TITLES.individual),
    SIGN_UP_LINK,
    fieldsShown(['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword']),
    check('the password hint', (page) => expect(dialog(page).getByText(AUTH_TEXTS.passwordHint)).toBeVisible()),
    buttonShown(AUTH_SUBMIT_LABELS.individual),
  ],
  'open.individual sign-up.editing': [notBusy, formAsHeld, emailMessage, failureIsOneOf([AUTH_MESSAGES.serverErrorComma])],
  'open.individual sign-up.checking the email': [notBusy],
  'open.individual sign-up.checking the email, then creating': [busy],
  'open.individual sign-up.creating the account': [busy],
  'open.sign in': [
    titled(AUTH_TITLES['sign in']),
    fieldsShown(['email', 'password']),
    check(`the email the check found ('${PLATFORM_EMAIL}') filled in`, (page) => expect(field(page, 'email')).toHaveValue(PLATFORM_EMAIL)),
    check(`the '${AUTH_TEXTS.forgotPassword}' link to the reset page, in a new tab`, (page) =>
      expect(dialog(page).getByRole('link', { name: AUTH_TEXTS.forgotPassword })).toHaveAttribute('target', '_blank'),
    ),
    buttonShown(AUTH_SUBMIT_LABELS['sign in']),
  ],
  'open.sign in.editing': [notBusy, formAsHeld, failureIsOneOf([AUTH_MESSAGES.incorrectCredentials, AUTH_MESSAGES.serverErrorComma])],
  'open.sign in.signing in': [busy],
  'open.known account': [
    titled(AUTH_TITLES['known account']),
    check('the notice that the email is known from Atlas Network', (page) =>
      expect(dialog(page).getByText(AUTH_TEXTS.knownAccountNotice(SISTER))).toBeVisible(),
    ),
    check(`'${NETWORK_EMAIL}' shown read-only`, async (page) => {
      await expect(field(page, 'email')).toHaveValue(NETWORK_EMAIL);
      await expect(field(page, 'email')).not.toBeEditable();
    }),
    fieldsShown(['password', 'firstName', 'lastName']),
    buttonShown(AUTH_TEXTS.forgotPassword),
    buttonShown(AUTH_SUBMIT_LABELS['known account']),
  ],
  'open.known account.editing': [notBusy, formAsHeld, failureIsOneOf([AUTH_MESSAGES.serverErrorPeriod])],
  'open.known account.signing in': [busy],
  'open.known account.saving the names': [busy],
  'open.known account.sending the password reset': [busy],
  'open.firm admin sign-up': [
    titled(AUTH_TITLES.admin),
    check(`'${AUTH_TEXTS.adminSignInLead}' with the '${AUTH_TEXTS.adminSignIn}' link`, (page) =>
      expect(dialog(page).getByRole('link', { name: AUTH_TEXTS.adminSignIn })).toBeVisible(),
    ),
    fieldsShown(['firstName', 'lastName', 'firmName', 'workEmail', 'confirmWorkEmail', 'password', 'confirmPassword']),
    buttonShown(AUTH_SUBMIT_LABELS.admin),
  ],
  'open.firm admin sign-up.editing': [notBusy, formAsHeld, failureIsOneOf([AUTH_MESSAGES.adminEmailExists, AUTH_MESSAGES.serverErrorComma])],
  'open.firm admin sign-up.creating the admin account': [busy],
};
