// Runs the auth machine as the checkout would (a child with systemId 'auth' under a stand-in parent
// that records what it is told), with every actor stubbed and every call recorded.
import { createActor, createMachine, fromPromise, type ActorRefFrom, type AnyEventObject } from 'xstate';
import {
  authMachine,
  type AuthMachine,
  type CreateAccountInput,
  type CreateAdminAccountInput,
  type NewAccount,
  type SaveNamesInput,
  type SignInInput,
  type SignInOutput,
} from '../../../machines/auth/auth.machine.ts';
import type { AuthToParentEvent } from '../../../machines/auth/events.ts';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { settle } from '../../support/async.ts';
import { SISTER, validIndividual } from './fixtures.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';
export { SISTER, validAdmin, validIndividual } from './fixtures.ts';

export interface AuthStubs {
  checkEmail?: (input: { email: string }) => Promise<EmailAccounts>;
  createAccount?: (input: CreateAccountInput) => Promise<NewAccount>;
  signIn?: (input: SignInInput) => Promise<SignInOutput>;
  saveNames?: (input: SaveNamesInput) => Promise<void>;
  createAdminAccount?: (input: CreateAdminAccountInput) => Promise<NewAccount>;
  sendPasswordReset?: (input: { email: string }) => Promise<void>;
}

export const newAccount: NewAccount = { memberId: 'm_42', authToken: 'tok_new', slug: null };

export interface Recorded {
  checkEmail: { email: string }[];
  createAccount: CreateAccountInput[];
  signIn: SignInInput[];
  saveNames: SaveNamesInput[];
  createAdminAccount: CreateAdminAccountInput[];
  sendPasswordReset: { email: string }[];
  tracked: { form: 'individual' | 'admin' }[];
  frames: { authToken: string }[];
}

/** The machine with stubbed actors and actions: for view tests that render the real machine. */
export function stubbedAuthLogic(stubs: AuthStubs = {}, recorded: Recorded = emptyRecord()) {
  return authMachine.provide({
    actors: {
      'check email': fromPromise<EmailAccounts, { email: string }>(async ({ input }) => {
        recorded.checkEmail.push(input);
        return (stubs.checkEmail ?? (async () => ({ are: false, network: false })))(input);
      }),
      'create account': fromPromise<NewAccount, CreateAccountInput>(async ({ input }) => {
        recorded.createAccount.push(input);
        return (stubs.createAccount ?? (async () => newAccount))(input);
      }),
      'sign in': fromPromise<SignInOutput, SignInInput>(async ({ input }) => {
        recorded.signIn.push(input);
        return (stubs.signIn ?? (async () => ({ authToken: 'tok_signed_in' })))(input);
      }),
      'save the names': fromPromise<void, SaveNamesInput>(async ({ input }) => {
        recorded.saveNames.push(input);
        return (stubs.saveNames ?? (async () => undefined))(input);
      }),
      'create admin account': fromPromise<NewAccount, CreateAdminAccountInput>(async ({ input }) => {
        recorded.createAdminAccount.push(input);
        return (stubs.createAdminAccount ?? (async () => ({ memberId: 'm_admin', authToken: 'tok_admin', slug: 'firm-slug' })))(input);
      }),
      'send password reset': fromPromise<void, { email: string }>(async ({ input }) => {
        recorded.sendPasswordReset.push(input);
        return (stubs.sendPasswordReset ?? (async () => undefined))(input);
      }),
    },
    actions: {
      'track sign-up submitted': (_, params) => {
        recorded.tracked.push(params);
      },
      'add learning site frame': (_, params) => {
        recorded.frames.push(params);
      },
    },
  });
}

export function emptyRecord(): Recorded {
  return { checkEmail: [], createAccount: [], signIn: [], saveNames: [], createAdminAccount: [], sendPasswordReset: [], tracked: [], frames: [] };
}

const PARENT_EVENTS = new Set<string>(['auth.signed in', 'auth.dialog closed']);

export function startAuth(stubs: AuthStubs = {}) {
  const recorded = emptyRecord();
  const toParent: AuthToParentEvent[] = [];
  const parent = createMachine({
    invoke: { id: 'auth', systemId: 'auth', src: stubbedAuthLogic(stubs, recorded), input: { sisterProductName: SISTER } },
    on: {
      '*': {
        actions: ({ event }: { event: AnyEventObject }) => {
          if (PARENT_EVENTS.has(event.type)) toParent.push(event as AuthToParentEvent);
        },
      },
    },
  });
  const root = createActor(parent).start();
  const auth = root.system.get('auth') as ActorRefFrom<AuthMachine>;
  /** Types a value into a field and leaves it, as a visitor would. */
  const type = (field: AuthField, value: string) => {
    auth.send({ type: 'change field', field, value });
    auth.send({ type: 'blur field', field });
  };
  /** Fills a whole form (every field typed and left). */
  const fill = (values: Partial<Record<AuthField, string>>) => {
    for (const [field, value] of Object.entries(values) as [AuthField, string][]) type(field, value);
  };
  /** MODAL-1: the page the dialog shows (0 when closed), as its view reads it from the state. */
  const page = () => selectAuthDialog(auth.getSnapshot()).page;
  return { root, auth, recorded, toParent, type, fill, page, snapshot: () => auth.getSnapshot() };
}

/** The dialog as the view reads it. */
export const authView = (h: ReturnType<typeof startAuth>) => selectAuthDialog(h.snapshot());

/** One field of the page shown; throws when the page has no such field. */
export function fieldOf(h: ReturnType<typeof startAuth>, name: string) {
  const field = authView(h).fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name} on page ${authView(h).page}`);
  return field;
}

/** 'Hey, we know you!': a new visitor whose email the sister product knows, moved on to page 3. */
export async function startOnKnownPage(stubs: AuthStubs = {}) {
  const h = startAuth({ checkEmail: async () => ({ are: false, network: true }), ...stubs });
  h.auth.send({ type: 'open sign-up', audience: 'individual' });
  h.fill(validIndividual);
  await settle();
  h.auth.send({ type: 'use known account' });
  return h;
}

/** 'Welcome Back!' as a visitor reaches it: the sign-up form's check finds the email on the platform, then 'Sign in instead'. */
export async function startOnSignInPage(stubs: AuthStubs = {}, email: string = validIndividual.email) {
  const h = startAuth({ checkEmail: async () => ({ are: true, network: true }), ...stubs });
  h.auth.send({ type: 'open sign-up', audience: 'individual' });
  h.fill({ email, confirmEmail: email });
  await settle();
  h.auth.send({ type: 'sign in instead' });
  return h;
}
