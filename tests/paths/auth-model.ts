// The sign-up and sign-in dialog's browser model (issue 29): the real machines/auth, its calls
// stubbed, offered what a visitor can do on each page of the dialog, with the answers the sandbox
// really gives the addresses they type (or a fault).
// A field stays in focus after typing until the visitor leaves it (ADR 0056): see auth.drivers.ts.
import { type AnyActorScope, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { pageErrors, type EmailAccounts } from '../../machines/auth/rules.ts';
import { pageShown, type AuthPageState } from '../../machines/auth/page-numbers.ts';
import { selectAuthDialog, selectFirstInvalidField } from '../../machines/auth/selectors.ts';
import { normalizeEmail, type AuthField, type AuthValues } from '../../machines/auth/validation.ts';
import { done, failed, freshScope, neverAnswering, type GraphModel } from '../machines/graph-support.ts';
import type { Walk } from './driver-types.ts';

const machine = authMachine.provide({
  actors: neverAnswering(authMachine),
  actions: { 'track sign-up submitted': () => undefined, 'add learning site frame': () => undefined },
});
type AuthSnapshot = SnapshotFrom<typeof authMachine>;

// ── The field in focus (ADR 0056) ────────────────────────────────────────────────────────────
// A browser leaves a field only by blurring it (Tab, a click elsewhere), so what a visitor can do
// next depends on the field in focus, which the machine does not keep: the model keeps it beside
// the machine's context (`focus`, the model's own), worked out from each event the model offers.
type Focus = AuthField | null;
export const focusIn = (s: AnyMachineSnapshot): Focus => (s.context as { focus?: Focus }).focus ?? null;

/** The page's first editable field, which the dialog focuses as the page opens (AuthDialog). */
const firstEditable = (s: AuthSnapshot): Focus => selectAuthDialog(s).fields.find((f) => !f.readOnly)?.name ?? null;

function focusAfter(before: AuthSnapshot, event: AnyEventObject, after: AuthSnapshot): Focus {
  const page = pageOf(after);
  if (page === null) return null;
  if (pageOf(before) !== page) return firstEditable(after);
  const focus = focusIn(before);
  switch (event.type) {
    case 'change field':
      // Typing happens in the field typed into, busy or not (under the backdrop it is ignored).
      return event.field as AuthField;
    case 'blur field':
    case 'toggle password visibility':
    case 'forgot password':
      return null;
    case 'submit':
      // A refused submit puts the focus in the first invalid field (AuthDialog's onSubmit).
      return selectFirstInvalidField(after) ?? focus;
    default:
      return focus;
  }
}

/** The machine as the model walks it: each step also works out the field in focus after it. */
const logic: AnyStateMachine = Object.create(machine, {
  transition: {
    value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) => {
      const next = machine.transition(snapshot as AuthSnapshot, event as never, scope) as AnyMachineSnapshot;
      const focus = focusAfter(snapshot as AuthSnapshot, event, next as AuthSnapshot);
      // A refused event gives the same snapshot back: the model's copy then carries the focus.
      const out = next === snapshot ? (Object.assign(Object.create(Object.getPrototypeOf(next) as object), next) as AnyMachineSnapshot) : next;
      return Object.assign(out, { context: { ...(next.context as object), focus } });
    },
  },
}) as AnyStateMachine;

export const SISTER = 'Atlas Network';
/** The seed's password (../shared/sandbox/catalogue.json) and one that is valid but wrong. */
const PASSWORD = 'Checkout#2026';
const WRONG_PASSWORD = 'Wrong#2026x';
/** No account has it: the check finds it free. */
const NEW_EMAIL = 'path.walker@example.com';
/** On the platform (and the network): 'Email already exists', 'Sign in instead'. */
export const PLATFORM_EMAIL = 'nocard@example.com';
/** On the sister network only: 'Email already exists on Atlas Network', 'Hey, we know you!'. */
export const NETWORK_EMAIL = 'sister@example.com';
const EMAILS = [NEW_EMAIL, PLATFORM_EMAIL, NETWORK_EMAIL];
const ADMIN_EMAIL = 'path.admin@example.com';

export const INDIVIDUAL_PRICE = 'price_are5_pro_monthly';
export const GROUP_PRICE = 'price_firm_essentials_yearly';

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

/** Which 'Create an account' opened the dialog, read from what was typed (names and emails stay after a close). */
function audienceOf(values: AuthValues): 'individual' | 'group' | null {
  if (values.firmName !== '' || values.workEmail !== '' || values.confirmWorkEmail !== '') return 'group';
  if (values.email !== '' || values.confirmEmail !== '') return 'individual';
  return null;
}

const pristine = (s: AuthSnapshot) =>
  s.context.status === 'idle' && s.context.emailCheck === null && Object.values(s.context.values).every((value) => value === '');

/** The snapshot the model's machine is in after the path's first `count` steps (replayed in Node). */
export function snapshotAfter(path: Walk['path'], count: number): AuthSnapshot {
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
  const focus = focusIn(s);
  // In a field, the visitor types on in it; else in the next one the form still wants.
  const next = focus !== null && errors[focus] !== undefined ? focus : ORDER[page].find((field) => errors[field] !== undefined);
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
  const focus = focusIn(s);
  if (s.hasTag('busy')) {
    // The loading backdrop covers the page: the keyboard still reaches the field in focus (or one
    // tabbed into), Escape and, on 'Hey, we know you!', 'Forgot Password?' (reached from no field:
    // from one, the field would blur first), which the busy state takes and ignores.
    const field = focus ?? FIRST_EDITABLE[page];
    return [
      ...answers,
      { type: 'close' },
      { type: 'change field', field, value: `${c.values[field]}x` },
      ...(page === 'known account' && focus === null ? [{ type: 'forgot password' }] : []),
    ];
  }
  if (focus !== null) {
    // In a field: typing on in it, leaving it, Enter or Escape. Anything else leaves it first.
    const out: AnyEventObject[] = [...answers, ...typing(s, page).filter((event) => event.field === focus)];
    out.push({ type: 'blur field', field: focus });
    // Enter, unless the refused submit would move the focus (the field would blur as well).
    const moved = focusIn(logic.transition(s, { type: 'submit' }, freshScope()) as AnyMachineSnapshot);
    if (moved === focus) out.push({ type: 'submit' });
    if (audienceOf(c.values) !== null || c.knownEmail !== null) out.push({ type: 'close' });
    return out;
  }
  const out: AnyEventObject[] = [...answers, ...typing(s, page)];
  out.push({ type: 'submit' });
  // A click into a field and out again: the page's first one, which starts nothing.
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

export const model: GraphModel = {
  logic,
  input: { sisterProductName: SISTER },
  systemId: 'auth',
  // The field in focus multiplies the states the traversal visits.
  limit: 100_000,
  events: (snapshot) => events(snapshot as AuthSnapshot),
  serialize: (snapshot) => {
    const s = snapshot as AuthSnapshot;
    const c = s.context;
    return JSON.stringify([s.value, c.values, c.emailCheck, c.knownEmail, c.knownAccountToken !== null, c.status, focusIn(s)]);
  },
};
