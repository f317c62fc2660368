// The sign-up and sign-in dialog's drivers (issue 29): the browser model of machines/auth (the real
// machine, its calls stubbed) offered what a visitor can do on each page of the dialog, with the
// answers the sandbox really gives the addresses they type (or a fault), and how each event
// happens on the page. The dialog opens from page 0's 'Create an account' of an individual plan or,
// for the firm-admin form, of a group plan.
//
// Focus matters here (ADR 0056): leaving a field sends 'blur field', which may start the email
// check, and in a browser nothing leaves a field without blurring it first (except Enter and
// Escape, which keep it). The model knows the field in focus (focusIn) and offers, while a field is
// in focus, only typing on in it, leaving it, Enter, Escape and the answers; so a driver types
// without leaving, leaves only for 'blur field', and after each step waits for the focus to be
// where the model says (the dialog moves it as a page opens and after a refused submit).
import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { AUTH_TEXTS } from '../../machines/auth/texts.ts';
import type { AuthField } from '../../machines/auth/validation.ts';
import type { Driver, MachineDrivers, Walk } from './driver-types.ts';
import { statePaths } from './step-log.ts';
import { openPlanAsGuest } from './visitor.ts';
import { focusIn, GROUP_PRICE, INDIVIDUAL_PRICE, model, SISTER, snapshotAfter } from './auth-model.ts';
import { dialog, field, screens, submitButton, title } from './auth-screens.ts';

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

/**
 * Waits until the focus is where the model says after the step (the dialog focuses a page's first
 * field as it opens, and the first invalid one after a refused submit), so the next step starts
 * from the same field; a dialog that closed has none.
 */
async function focusSettled(walk: Walk): Promise<void> {
  // The answers that follow in the same move come before the next step (a call's answer starts no move).
  let end = walk.index + 1;
  while (end < walk.path.steps.length && answeredCall(walk.path.steps[end]?.event ?? { type: '' }) !== null) end += 1;
  const expected = focusIn(snapshotAfter(walk.path, end));
  try {
    await expect.poll(() => focusedField(walk.page), { timeout: 5_000 }).toBe(expected);
  } catch {
    // Not the walk's failure (the step feed judges the machine): the pairs recorded after it may differ from the model's.
    console.warn(`focus: after step ${end} of ${walk.path.id} the model has ${String(expected)} in focus, the page ${String(await focusedField(walk.page))}`);
  }
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
      await focusSettled(walk);
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

const openSignUp = (page: Page) => page.getByRole('button', { name: 'Create an account' });

/** A closed dialog gives the focus back to the 'Create an account' that opened it. */
async function expectFocusOnTheOpener(page: Page): Promise<void> {
  const focused = () => page.evaluate(() => {
    const active = document.activeElement;
    return active === null || active === document.body ? 'nothing' : `the ${active.tagName.toLowerCase()} '${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}'`;
  });
  try {
    await expect.poll(focused).toBe("the button 'Create an account'");
  } catch {
    throw new Error(`once closed, focus is back on the 'Create an account' that opened the dialog: it is on ${await focused()}`);
  }
}

const events_: Record<string, Driver> = {
  'open sign-up': visitor(({ page }) => openSignUp(page).click(), openSignUp),
  close: visitor(async (walk) => {
    // The close button is under the loading backdrop while a call runs: Escape still reaches the
    // dialog; in a field, Escape closes without leaving it (a click on the button would blur it).
    if (isBusy(walk) || (await focusedField(walk.page)) !== null) await walk.page.keyboard.press('Escape');
    else await dialog(walk.page).getByRole('button', { name: AUTH_TEXTS.close }).click();
    // Read here, not in the closed state's screen: only a close the visitor asked for keeps page 0
    // under it (a sign-in that succeeds closes the dialog too, and the page moves on). While a call
    // runs the dialog stays open.
    if (!snapshotAfter(walk.path, walk.index + 1).matches('closed')) return;
    await expectFocusOnTheOpener(walk.page);
    // Opened a second time, the dialog must still give the focus back (its own record of the
    // opener is lost then). A close keeps the names and emails and clears the rest, so a second
    // close changes nothing the first did not: the detour leaves the walk where it was.
    if (walk.path.steps.slice(0, walk.index).some((step) => step.event.type === 'close')) return;
    await openSignUp(walk.page).click();
    await expect(dialog(walk.page)).toBeVisible();
    await walk.page.keyboard.press('Escape');
    await expect(dialog(walk.page)).toHaveCount(0);
    await expectFocusOnTheOpener(walk.page);
  }, (page) => dialog(page).getByRole('button', { name: AUTH_TEXTS.close })),
  'change field': visitor(async (walk, event) => {
    const name = event.field as AuthField;
    const input = field(walk.page, name);
    if (isBusy(walk)) {
      // Under the backdrop: a key in the field in focus (or tabbed into), which the frozen form does not take.
      if ((await focusedField(walk.page)) === name) await walk.page.keyboard.press('x');
      else await input.press('x');
      return;
    }
    // Typed, and the visitor stays in the field.
    await input.fill(String(event.value));
  }, (page) => dialog(page).getByRole('textbox').first()),
  'blur field': visitor(async ({ page }, event) => {
    // Out of the field in focus; from no field, a click into the field first.
    if ((await focusedField(page)) !== event.field) await field(page, event.field as AuthField).click();
    await leave(page);
  }),
  'toggle password visibility': visitor(
    async ({ page }, event) => {
      const id = await field(page, event.field as AuthField).getAttribute('id');
      // From the keyboard (focus on it, then Enter): the failures' toasts can cover the button's corner.
      await page.locator(`[aria-controls="${id ?? ''}"]`).press('Enter');
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
