// Model-based: walks generated from the real auth machine with xstate/graph (every state by its
// shortest walk, every transition by the shortest walk that takes it) run against the real
// machine under a stand-in checkout, its five calls stubbed; at every state the dialog the
// visitor would see is checked against the spec.
// rule: MODAL-1, KNOWN-8, KNOWN-10, STATE-ASYNC-1, STATE-ACCOUNT-3, SIGNUP-FORM-1, SIGNUP-FORM-3, SIGNUP-4, SIGNIN-6
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { authMachine } from '../../../machines/auth/auth.machine.ts';
import { AUTH_PAGES, pageErrors } from '../../../machines/auth/rules.ts';
import { selectAuthDialog, type AuthSnapshot } from '../../../machines/auth/selectors.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { coveringWalks, done, failed, neverAnswering, runWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import { SISTER, validAdmin, validIndividual } from './harness.ts';

const logic = authMachine.provide({
  actors: neverAnswering(authMachine),
  // The walks check the dialog; the tracking and the frame are checked in auth.sign-up.test.ts and auth.sign-in.test.ts.
  actions: { 'track sign-up submitted': () => undefined, 'add learning site frame': () => undefined },
});

const VALID: Record<AuthField, string> = { ...validIndividual, ...validAdmin, email: validIndividual.email } as Record<AuthField, string>;
const account = { memberId: 'm_1', authToken: 'tok_1', slug: null };

/** Fills the page's first invalid field: a form is filled one valid field per step. */
function nextField(snapshot: AuthSnapshot): AnyEventObject[] {
  const errors = pageErrors(selectAuthDialog(snapshot).page, snapshot.context.values);
  const field = Object.keys(errors)[0] as AuthField | undefined;
  return field === undefined ? [] : [{ type: 'change field', field, value: VALID[field] }];
}

const EVENTS: readonly AnyEventObject[] = [
  { type: 'open sign-up', audience: 'individual' },
  { type: 'open sign-up', audience: 'group' },
  { type: 'close' },
  { type: 'blur field', field: 'email' },
  { type: 'change field', field: 'firstName', value: 'Grace' },
  { type: 'submit' },
  { type: 'sign in instead' },
  { type: 'use known account' },
  { type: 'forgot password' },
  { type: 'toggle password visibility', field: 'password' },
  done('check email', { are: false, network: false }),
  done('check email', { are: true, network: true }),
  done('check email', { are: false, network: true }),
  failed('check email'),
  done('create account', account),
  failed('create account'),
  done('sign in', { authToken: 'tok_2' }),
  failed('sign in'),
  done('save the names'),
  failed('save the names'),
  done('create admin account', { ...account, slug: 'lloyd' }),
  failed('create admin account'),
  done('send password reset'),
  failed('send password reset'),
];

const model: GraphModel = {
  logic,
  input: { sisterProductName: SISTER },
  events: (snapshot) => [...nextField(snapshot as AuthSnapshot), ...EVENTS],
  systemId: 'auth',
  // The guards read how much of the form is valid and what the email check said.
  serialize: (s) =>
    JSON.stringify([
      s.value,
      Object.keys((s as AuthSnapshot).context.errors).sort().join(),
      (s as AuthSnapshot).context.emailCheck?.status ?? null,
      (s as AuthSnapshot).context.passwordReset,
      // 'the known account is signed in': a failed save is retried without a second log-in.
      (s as AuthSnapshot).context.knownAccountToken !== null,
    ]),
};

const TITLES: Record<number, string> = {
  [AUTH_PAGES.individualSignUp]: 'Step 1: Create Account',
  [AUTH_PAGES.signIn]: 'Welcome Back!',
  [AUTH_PAGES.knownAccount]: 'Hey, we know you!',
  [AUTH_PAGES.firmAdminSignUp]: 'Step 1: Create your account',
};
const PAGE_OF_STATE: Record<string, number> = {
  'individual sign-up': AUTH_PAGES.individualSignUp,
  'sign in': AUTH_PAGES.signIn,
  'known account': AUTH_PAGES.knownAccount,
  'firm admin sign-up': AUTH_PAGES.firmAdminSignUp,
};
const CALLS = ['check email', 'create account', 'sign in', 'save the names', 'create admin account', 'send password reset'];

/** What the spec says the visitor sees, at every state of every walk. */
function checkDialog({ snapshot, event, previous }: Step): void {
  const s = snapshot as AuthSnapshot;
  const view = selectAuthDialog(s);
  if (s.matches('closed')) {
    // MODAL-1: page 0 is no dialog.
    expect(view.page).toBe(AUTH_PAGES.closed);
    expect(view.open).toBe(false);
    return;
  }
  const pageState = Object.keys((s.value as { open: Record<string, unknown> }).open)[0] ?? '';
  // MODAL-1: the page number follows the page shown, with its title.
  expect(view.page).toBe(PAGE_OF_STATE[pageState]);
  expect(view).toMatchObject({ open: true, title: TITLES[view.page] });
  // KNOWN-10, STATE-ASYNC-1: the loading backdrop shows exactly while a call runs, and the form cannot be sent twice.
  // The email check on leaving the email field runs in the background: the visitor keeps typing.
  const backgroundCheck = s.matches({ open: { 'individual sign-up': 'checking the email' } });
  const callRuns = Object.keys(s.children).some((id) => CALLS.includes(id));
  expect(view.busy).toBe(callRuns && !backgroundCheck);
  if (view.busy) expect(view.canSubmit).toBe(false);
  // SIGNUP-FORM-3: once submit was pressed on this page every error shows.
  if (s.context.submitted) {
    for (const field of view.fields) if (s.context.errors[field.name] !== undefined) expect(field.error).not.toBeNull();
  }
  // KNOWN-10: while busy, the visitor's events change nothing.
  const before = previous as AuthSnapshot | undefined;
  if (event !== undefined && before?.hasTag('busy') === true && !event.type.startsWith('xstate.')) {
    expect(s.value).toEqual(before.value);
    expect(s.context.values).toEqual(before.context.values);
  }
}

/** STATE-ACCOUNT-3, SIGNIN-6, SIGNUP-4: what the checkout is told when the dialog closes. */
function checkParent({ snapshot, event, previous, toParent }: Step): void {
  if (event === undefined || previous === undefined) return;
  const s = snapshot as AuthSnapshot;
  if (!s.matches('closed') || (previous as AnyMachineSnapshot).matches('closed')) return;
  const told = toParent.at(-1);
  if (event.type === 'close') expect(told).toEqual({ type: 'auth.dialog closed' });
  else if (event.type === 'xstate.done.actor.create account') expect(told).toMatchObject({ type: 'auth.signed in', authToken: 'tok_1', nextPage: 'payment details', firmName: null });
  else if (event.type === 'xstate.done.actor.create admin account') {
    expect(told).toMatchObject({ type: 'auth.signed in', nextPage: 'payment details', firmName: VALID.firmName });
    expect(s.context.slug).toBe('lloyd');
  }
  else if (event.type === 'xstate.done.actor.sign in') expect(told).toMatchObject({ type: 'auth.signed in', authToken: 'tok_2', nextPage: 'payment method' });
  // KNOWN-8: the known account signed in and its names saved, with the log-in's token.
  else if (event.type === 'xstate.done.actor.save the names') expect(told).toMatchObject({ type: 'auth.signed in', authToken: 'tok_2', nextPage: 'payment details' });
}

describe('auth dialog model (xstate/graph)', () => {
  const walks = coveringWalks(model);

  it('the model reaches every page of the dialog, each busy state included', () => {
    const leaves = new Set(walks.map((w) => JSON.stringify(JSON.parse(w.target)[0])));
    for (const busy of ['checking the email, then creating', 'creating the account']) {
      expect(leaves).toContain(JSON.stringify({ open: { 'individual sign-up': busy } }));
    }
    expect(leaves).toContain(JSON.stringify({ open: { 'sign in': 'signing in' } }));
    expect(leaves).toContain(JSON.stringify({ open: { 'known account': 'signing in' } }));
    expect(leaves).toContain(JSON.stringify({ open: { 'known account': 'saving the names' } }));
    expect(leaves).toContain(JSON.stringify({ open: { 'known account': 'sending the password reset' } }));
    expect(leaves).toContain(JSON.stringify({ open: { 'firm admin sign-up': 'creating the admin account' } }));
  });

  it('MODAL-1, KNOWN-10, STATE-ASYNC-1, SIGNUP-FORM-3, STATE-ACCOUNT-3, SIGNIN-6, SIGNUP-4: every walk, run against the real machine, shows what the spec says at each step', () => {
    expect(walks.length).toBeGreaterThan(80);
    runWalks(model, walks, (step) => {
      checkDialog(step);
      checkParent(step);
    });
  });
});

describe('auth sneak paths (xstate/graph, issue 29)', () => {
  it('STATE-ASYNC-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
