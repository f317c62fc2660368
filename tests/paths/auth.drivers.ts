// The sign-up and sign-in dialog's drivers (issue 29): the browser model of machines/auth (the real
// machine, its calls stubbed) offered what a visitor can do on each page of the dialog, with the
// answers the sandbox really gives the addresses they type (or a fault), and how each event
// happens on the page. The dialog opens from page 0's 'Create an account' of an individual plan or,
// for the firm-admin form, of a group plan.
//
// Focus matters here: leaving a field sends 'blur field', and leaving an email field of the
// individual form while both emails are valid and unchecked starts the email check. So a driver
// types a value and leaves the field (a click on the dialog's title), except when leaving would
// start the check: then the visitor stays in the field, and the model offers only what does not
// take the focus away (leaving it on purpose, or Enter to submit). Every other blur a click causes
// only marks a field touched, which no guard reads.
import { expect, type Locator, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { AUTH_MESSAGES, emailNeedsCheck, pageErrors, type EmailAccounts } from '../../machines/auth/rules.ts';
import { pageShown, type AuthPageState } from '../../machines/auth/page-numbers.ts';
import { AUTH_FIELD_LABELS, AUTH_SUBMIT_LABELS, AUTH_TEXTS, AUTH_TITLES } from '../../machines/auth/texts.ts';
import { emailExistsOnMessage, normalizeEmail, VALIDATION_MESSAGES, type AuthField, type AuthValues } from '../../machines/auth/validation.ts';
import { done, failed, freshScope, never, type GraphModel } from '../machines/graph-support.ts';
import type { Driver, MachineDrivers, ScreenCheck, Walk } from './driver-types.ts';
import { statePaths } from './step-log.ts';
import { openPlanAsGuest } from './visitor.ts';

const logic = authMachine.provide({
  actors: {
    'check email': fromPromise(() => never()),
    'create account': fromPromise(() => never()),
    'sign in': fromPromise(() => never()),
    'save the names': fromPromise(() => never()),
    'create admin account': fromPromise(() => never()),
    'send password reset': fromPromise(() => never()),
  },
  actions: { 'track sign-up submitted': () => undefined, 'add learning site frame': () => undefined },
});
type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const SISTER = 'Atlas Network';
/** The seed's password (../shared/sandbox/catalogue.json) and one that is valid but wrong. */
const PASSWORD = 'Checkout#2026';
const WRONG_PASSWORD = 'Wrong#2026x';
/** No account has it: the check finds it free. */
const NEW_EMAIL = 'path.walker@example.com';
/** On the platform (and the network): 'Email already exists', 'Sign in instead'. */
const PLATFORM_EMAIL = 'nocard@example.com';
/** On the sister network only: 'Email already exists on Atlas Network', 'Hey, we know you!'. */
const NETWORK_EMAIL = 'sister@example.com';
const EMAILS = [NEW_EMAIL, PLATFORM_EMAIL, NETWORK_EMAIL];
const ADMIN_EMAIL = 'path.admin@example.com';

const INDIVIDUAL_PRICE = 'price_are5_pro_monthly';
const GROUP_PRICE = 'price_firm_essentials_yearly';

/** What the sandbox's email check answers for each address (POST /v1/are/member/email). */
const ACCOUNTS: Record<string, EmailAccounts> = {
  [NEW_EMAIL]: { are: false, network: false },
  [PLATFORM_EMAIL]: { are: true, network: true },
  [NETWORK_EMAIL]: { are: false, network: true },
};

// ── The model ────────────────────────────────────────────────────────────────────────────────
/** The order a visitor fills each form in (the emails first on the individual form: the check then runs while they type on). */
const ORDER: Record<AuthPageState, readonly AuthField[]> = {
  'individual sign-up': ['email', 'confirmEmail', 'firstName', 'lastName', 'password', 'confirmPassword'],
  'sign in': ['email', 'password'],
  'known account': ['password', 'firstName', 'lastName'],
  'firm admin sign-up': ['firmName', 'workEmail', 'confirmWorkEmail', 'firstName', 'lastName', 'password', 'confirmPassword'],
};
/** The page's first editable field: typed into while a call runs, and left to show a blur that starts nothing. */
const FIRST_EDITABLE: Record<AuthPageState, AuthField> = {
  'individual sign-up': 'firstName',
  'sign in': 'email',
  'known account': 'password',
  'firm admin sign-up': 'firstName',
};

const PAGES: readonly AuthPageState[] = ['individual sign-up', 'sign in', 'known account', 'firm admin sign-up'];
const pageOf = (s: AuthSnapshot): AuthPageState | null => PAGES.find((p) => s.matches({ open: p })) ?? null;
const pageNumber = (p: AuthPageState) => pageShown((state) => state.open === p);

/** The values a visitor types in a field that is still invalid. */
function valuesFor(page: AuthPageState, field: AuthField, values: AuthValues): string[] {
  switch (field) {
    case 'email':
      return EMAILS;
    case 'confirmEmail':
      return [values.email];
    case 'workEmail':
      return [ADMIN_EMAIL];
    case 'confirmWorkEmail':
      return [values.workEmail];
    case 'password':
      return page === 'sign in' || page === 'known account' ? [PASSWORD, WRONG_PASSWORD] : [PASSWORD];
    case 'confirmPassword':
      return [values.password];
    case 'firmName':
      return ['Lloyd Partners'];
    case 'firstName':
      return ['Nia'];
    case 'lastName':
      return ['Newcomer'];
    default:
      return [];
  }
}

/** The individual form's email check would start if the visitor left an email field now. */
function leavingChecks(s: AuthSnapshot): boolean {
  const c = s.context;
  return (
    (s.matches({ open: { 'individual sign-up': 'editing' } }) || s.matches({ open: { 'individual sign-up': 'checking the email' } })) &&
    emailNeedsCheck('confirmEmail', c.values, c.errors, c.emailCheck)
  );
}

/** Which 'Create an account' opened the dialog, read from what was typed (names and emails stay after a close). */
function audienceOf(values: AuthValues): 'individual' | 'group' | null {
  if (values.firmName !== '' || values.workEmail !== '' || values.confirmWorkEmail !== '') return 'group';
  if (values.email !== '' || values.confirmEmail !== '') return 'individual';
  return null;
}

const pristine = (s: AuthSnapshot) =>
  s.context.status === 'idle' && s.context.emailCheck === null && Object.values(s.context.values).every((value) => value === '');

/** The snapshot the model's machine is in after the path's first `count` steps (replayed in Node). */
function snapshotAfter(path: Walk['path'], count: number): AuthSnapshot {
  // The machine's own types know only its own events; the path's are those the model offered it.
  const machine = logic as unknown as AnyStateMachine;
  let s = machine.getInitialSnapshot(freshScope(), { sisterProductName: SISTER }) as AnyMachineSnapshot;
  for (const step of path.steps.slice(0, count)) s = machine.transition(s, step.event, freshScope());
  return s as unknown as AuthSnapshot;
}

function typing(s: AuthSnapshot, page: AuthPageState): AnyEventObject[] {
  const c = s.context;
  const errors = pageErrors(pageNumber(page), c.values);
  const events: AnyEventObject[] = [];
  const next = ORDER[page].find((field) => errors[field] !== undefined);
  if (next !== undefined) for (const value of valuesFor(page, next, c.values)) events.push({ type: 'change field', field: next, value });
  // A wrong password typed again right.
  if ((page === 'sign in' || page === 'known account') && c.values.password === WRONG_PASSWORD) events.push({ type: 'change field', field: 'password', value: PASSWORD });
  // Another address in place of a matched one (the check then runs for it).
  if (page === 'individual sign-up' && errors.email === undefined && errors.confirmEmail === undefined) {
    for (const email of EMAILS) if (email !== normalizeEmail(c.values.email)) events.push({ type: 'change field', field: 'email', value: email });
  }
  return events;
}

function events(snapshot: AuthSnapshot): AnyEventObject[] {
  const s = snapshot;
  const c = s.context;
  const page = pageOf(s);
  if (page === null) {
    // Once signed in, page 0 offers no 'Create an account'.
    if (c.status === 'succeeded') return [];
    if (pristine(s)) return [{ type: 'open sign-up', audience: 'individual' }, { type: 'open sign-up', audience: 'group' }];
    const audience = audienceOf(c.values);
    return audience === null ? [] : [{ type: 'open sign-up', audience }];
  }
  const answers = answersIn(s);
  if (s.hasTag('busy')) {
    // The loading backdrop covers the page: the keyboard still reaches the field in focus,
    // Escape and, on 'Hey, we know you!', 'Forgot Password?', which the busy state takes and ignores.
    const field = FIRST_EDITABLE[page];
    return [
      ...answers,
      { type: 'close' },
      { type: 'change field', field, value: `${c.values[field]}x` },
      ...(page === 'known account' ? [{ type: 'forgot password' }] : []),
    ];
  }
  if (leavingChecks(s)) {
    // The visitor is still in the email field: they leave it, or press Enter once the form is complete.
    const complete = Object.keys(c.errors).length === 0;
    return [...answers, { type: 'blur field', field: 'confirmEmail' }, ...(complete ? [{ type: 'submit' }] : [])];
  }
  const out: AnyEventObject[] = [...answers, ...typing(s, page)];
  out.push({ type: 'submit' });
  // Leaving a field that starts nothing: the page's first one.
  out.push({ type: 'blur field', field: FIRST_EDITABLE[page] });
  out.push({ type: 'toggle password visibility', field: 'password' });
  // Closing forgets which plan opened the dialog unless something typed tells.
  if (audienceOf(c.values) !== null || c.knownEmail !== null) out.push({ type: 'close' });
  if (page === 'individual sign-up') out.push({ type: 'sign in instead' }, { type: 'use known account' });
  if (page === 'known account') out.push({ type: 'forgot password' });
  return out;
}

const NEW_ACCOUNT = { memberId: 'm_path', authToken: 'tok_path', slug: null };

/** The answers the sandbox can give the calls running in this state, for what was typed. */
function answersIn(s: AuthSnapshot): AnyEventObject[] {
  const c = s.context;
  const running = Object.keys(s.children);
  const out: AnyEventObject[] = [];
  if (running.includes('check email') && c.emailCheck !== null) {
    const accounts = ACCOUNTS[c.emailCheck.email];
    if (accounts !== undefined) out.push(done('check email', accounts));
    out.push(failed('check email'));
  }
  if (running.includes('create account')) out.push(done('create account', NEW_ACCOUNT), failed('create account'));
  if (running.includes('sign in')) out.push(c.values.password === PASSWORD ? done('sign in', { authToken: 'tok_path' }) : failed('sign in'));
  if (running.includes('save the names')) out.push(done('save the names'), failed('save the names'));
  if (running.includes('create admin account')) out.push(done('create admin account', { ...NEW_ACCOUNT, slug: 'lloyd' }), failed('create admin account'));
  if (running.includes('send password reset')) out.push(done('send password reset'), failed('send password reset'));
  return out;
}

const model: GraphModel = {
  logic,
  input: { sisterProductName: SISTER },
  systemId: 'auth',
  events: (snapshot) => events(snapshot as AuthSnapshot),
  serialize: (snapshot) => {
    const s = snapshot as AuthSnapshot;
    const c = s.context;
    return JSON.stringify([s.value, c.values, c.emailCheck, c.knownEmail, c.knownAccountToken !== null, c.status]);
  },
};

// ── The page ─────────────────────────────────────────────────────────────────────────────────
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, name: AuthField) => dialog(page).getByLabel(AUTH_FIELD_LABELS[name], { exact: true });
const submitButton = (page: Page) => dialog(page).locator('button[type="submit"]');
const title = (page: Page) => dialog(page).getByRole('heading');
const loading = (page: Page) => page.getByTestId('auth-loading');

/** Leaves whatever is in focus the way a person does: a click on the dialog's title. */
async function leave(page: Page): Promise<void> {
  await title(page).click();
}

/** The field in focus in the dialog, or null. */
async function focusedField(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.closest('[role="dialog"]') !== null ? active.name : null;
  });
}

const CALLS = {
  'check email': { method: 'POST', url: '**/v1/are/member/email', path: '/v1/are/member/email' },
  'create account': { method: 'POST', url: '**/v1/are/member/profile', path: '/v1/are/member/profile' },
  'sign in': { method: 'POST', url: '**/v1/guest/are/log_in', path: '/v1/guest/are/log_in' },
  'save the names': { method: 'PATCH', url: '**/v1/are/member/profile', path: '/v1/are/member/profile' },
  'create admin account': { method: 'POST', url: '**/v1/guest/are/admin/account', path: '/v1/guest/are/admin/account' },
  'send password reset': { method: 'POST', url: '**/dbconnections/change_password', path: '/dbconnections/change_password' },
} as const;
type CallId = keyof typeof CALLS;

/** The state each call runs in. */
const CALL_OF_STATE: Record<string, CallId> = {
  'open.individual sign-up.checking the email': 'check email',
  'open.individual sign-up.checking the email, then creating': 'check email',
  'open.individual sign-up.creating the account': 'create account',
  'open.sign in.signing in': 'sign in',
  'open.known account.signing in': 'sign in',
  'open.known account.saving the names': 'save the names',
  'open.known account.sending the password reset': 'send password reset',
  'open.firm admin sign-up.creating the admin account': 'create admin account',
};

const answeredCall = (event: AnyEventObject): string | null => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1] ?? null;

/**
 * A call this step starts that the path never answers (it ends there, or the call is replaced by
 * another) must not answer in the browser either: its request is held until the walk ends.
 */
async function holdCallsLeftUnanswered(walk: Walk): Promise<void> {
  const { path, index, page } = walk;
  const step = path.steps[index];
  if (step === undefined) return;
  const before = new Set(statePaths(JSON.parse(index === 0 ? path.start.value : (path.steps[index - 1]?.value ?? 'null')) as unknown));
  // Leaving the email field while its check runs, for another address, starts the check again.
  const restarted = step.transitions.some((key) => {
    const [source = '', type = '', at = ''] = key.split('\t');
    return source.endsWith('.checking the email') && type === 'blur field' && at === '0';
  });
  const answered = new Set(step.arrange.map((i) => answeredCall(path.steps[i]?.event ?? { type: '' })));
  for (const state of statePaths(JSON.parse(step.value) as unknown)) {
    const call = CALL_OF_STATE[state];
    if (call === undefined || answered.has(call)) continue;
    if (before.has(state) && !(restarted && call === 'check email')) continue;
    const { method, url } = CALLS[call];
    let taken = false;
    // A predicate, not the glob the runner's holds use, so releasing one of those leaves this one.
    const matches = (address: URL) => address.pathname.endsWith(url.slice(2));
    await page.route(matches, async (route) => {
      if (taken || route.request().method() !== method) return route.fallback();
      taken = true;
      await new Promise<void>(() => {});
    });
  }
}

/** A driver for a visitor's event: holds the calls it starts that the path leaves unanswered. */
function visitor(perform: (walk: Walk, event: AnyEventObject) => Promise<void>, control?: (page: Page) => Locator): Driver {
  return {
    async perform(walk, event) {
      await holdCallsLeftUnanswered(walk);
      await perform(walk, event);
    },
    ...(control === undefined ? {} : { control }),
  };
}

/** An answer of the sandbox: a fault for a failure, the call held when something comes between. */
function answer(call: CallId, fault: boolean): Driver {
  const { method, url, path } = CALLS[call];
  return {
    call: { method, url },
    async arrange(walk) {
      if (fault) await walk.sandbox.fault({ method, path, status: 503 });
      await holdCallsLeftUnanswered(walk);
    },
  };
}

const isBusy = (walk: Walk): boolean => {
  const value = walk.index === 0 ? walk.path.start.value : (walk.path.steps[walk.index - 1]?.value ?? '');
  return statePaths(JSON.parse(value) as unknown).some((state) => CALL_OF_STATE[state] !== undefined && !state.endsWith('.checking the email'));
};

const events_: Record<string, Driver> = {
  'open sign-up': visitor(
    ({ page }) => page.getByRole('button', { name: 'Create an account' }).click(),
    (page) => page.getByRole('button', { name: 'Create an account' }),
  ),
  close: visitor(async (walk) => {
    // The close button is under the loading backdrop while a call runs: Escape still reaches the dialog.
    if (isBusy(walk)) await walk.page.keyboard.press('Escape');
    else await dialog(walk.page).getByRole('button', { name: AUTH_TEXTS.close }).click();
  }, (page) => dialog(page).getByRole('button', { name: AUTH_TEXTS.close })),
  'change field': visitor(async (walk, event) => {
    const name = event.field as AuthField;
    const input = field(walk.page, name);
    if (isBusy(walk)) {
      // Under the backdrop: typing into the field, which the frozen form does not take.
      await input.press('x');
      return;
    }
    await input.fill(String(event.value));
    // Leaving the field, unless that would start an email check: the model then offers only
    // leaving it on purpose or Enter.
    if (!leavingChecks(snapshotAfter(walk.path, walk.index + 1))) await leave(walk.page);
  }, (page) => dialog(page).getByRole('textbox').first()),
  'blur field': visitor(async ({ page }, event) => {
    // Out of the field in focus; the email fields are one for the check (either starts it).
    const focused = await focusedField(page);
    const inIt = focused === event.field || (event.field === 'confirmEmail' && focused === 'email');
    if (!inIt) await field(page, event.field as AuthField).click();
    await leave(page);
  }),
  'toggle password visibility': visitor(
    async ({ page }, event) => {
      const id = await field(page, event.field as AuthField).getAttribute('id');
      await page.locator(`[aria-controls="${id ?? ''}"]`).click();
    },
    (page) => dialog(page).getByRole('button', { name: /^(Show|Hide) password$/ }),
  ),
  submit: visitor(async ({ page }) => {
    // Enter in the field in focus, as a person who has just typed; else a click on the button.
    // The button of an incomplete form only looks disabled (aria-disabled): a press shows every error.
    if ((await focusedField(page)) !== null) await page.keyboard.press('Enter');
    else await submitButton(page).click({ force: true });
  }, submitButton),
  'forgot password': visitor(async (walk) => {
    const button = dialog(walk.page).getByRole('button', { name: AUTH_TEXTS.forgotPassword });
    // Under the backdrop the keyboard still reaches it.
    if (isBusy(walk)) await button.press('Enter');
    else await button.click();
  }, (page) => dialog(page).getByRole('button', { name: AUTH_TEXTS.forgotPassword })),
  'sign in instead': visitor(
    ({ page }) => dialog(page).getByRole('button', { name: AUTH_TEXTS.signInInstead }).click(),
    (page) => dialog(page).getByRole('button', { name: AUTH_TEXTS.signInInstead }),
  ),
  'use known account': visitor(
    ({ page }) => dialog(page).getByRole('button', { name: AUTH_TEXTS.knownAccountOffer(SISTER) }).click(),
    (page) => dialog(page).getByRole('button', { name: AUTH_TEXTS.knownAccountOffer(SISTER) }),
  ),
  'xstate.done.actor.check email': answer('check email', false),
  'xstate.error.actor.check email': answer('check email', true),
  'xstate.done.actor.create account': answer('create account', false),
  'xstate.error.actor.create account': answer('create account', true),
  // A wrong password is refused as for anyone ('Email or password is incorrect.').
  'xstate.done.actor.sign in': answer('sign in', false),
  'xstate.error.actor.sign in': answer('sign in', false),
  'xstate.done.actor.save the names': answer('save the names', false),
  'xstate.error.actor.save the names': answer('save the names', true),
  'xstate.done.actor.create admin account': answer('create admin account', false),
  'xstate.error.actor.create admin account': answer('create admin account', true),
  'xstate.done.actor.send password reset': answer('send password reset', false),
  'xstate.error.actor.send password reset': answer('send password reset', true),
};

// ── What a person sees ───────────────────────────────────────────────────────────────────────
const check = (says: string, run: (page: Page) => Promise<void>): ScreenCheck => ({ says, check: run });

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

const SIGN_UP_LINK = check(`the '${AUTH_TEXTS.alreadyHaveAccount}' link`, (page) =>
  expect(dialog(page).getByRole('button', { name: AUTH_TEXTS.alreadyHaveAccount })).toBeVisible(),
);

const screens: Record<string, readonly ScreenCheck[]> = {
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
  'open.individual sign-up.editing': [notBusy, emailMessage, failureIsOneOf([AUTH_MESSAGES.serverErrorComma])],
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
  'open.sign in.editing': [notBusy, failureIsOneOf([AUTH_MESSAGES.incorrectCredentials, AUTH_MESSAGES.serverErrorComma])],
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
  'open.known account.editing': [notBusy, failureIsOneOf([AUTH_MESSAGES.serverErrorPeriod])],
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
  'open.firm admin sign-up.editing': [notBusy, failureIsOneOf([AUTH_MESSAGES.adminEmailExists, AUTH_MESSAGES.serverErrorComma])],
  'open.firm admin sign-up.creating the admin account': [busy],
};

export const authDrivers: MachineDrivers = {
  machine: 'auth',
  model,
  async open(walk) {
    // The plan whose 'Create an account' opens the form the path starts with.
    const first = walk.path.steps.find((step) => step.event.type === 'open sign-up');
    await openPlanAsGuest(walk.page, first?.event.audience === 'group' ? GROUP_PRICE : INDIVIDUAL_PRICE);
  },
  // The checkout spawns the dialog's actor when its code arrives, on the first 'Create an account'.
  startsWithTheFirstMove: true,
  events: events_,
  notFromABrowser: {},
  screens,
};
