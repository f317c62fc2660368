// The auth dialog run as the app would forget to wire it: each call it declares, left unprovided,
// throws "'name' is not provided" (machines/not-provided.ts, docs/decisions/0026) and the page shows
// that call's failure message. The machine is imported inside each test, so a machine that cannot
// even be built fails these tests instead of only failing to load the file.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { NewAccount } from '../../../machines/auth/auth.machine.ts';
import { pageShown } from '../../../machines/auth/page-numbers.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { settle } from '../../support/async.ts';
import { SISTER, validAdmin, validIndividual } from './fixtures.ts';

const quietActions = { 'track sign-up submitted': () => undefined, 'add learning site frame': () => undefined };
const answers = (accounts: EmailAccounts) => fromPromise<EmailAccounts, { email: string }>(async () => accounts);

async function loadMachine() {
  return (await import('../../../machines/auth/auth.machine.ts')).authMachine;
}

/** Starts the dialog as the checkout's child (it tells its parent what happened), returns the dialog. */
function startUnder(logic: AnyActorLogic, errors: unknown[] = []): AnyActorRef {
  const parent = createMachine({ invoke: { id: 'auth', src: logic, input: { sisterProductName: SISTER } } });
  const root = createActor(parent);
  root.subscribe({ error: (error) => void errors.push(error) });
  root.start();
  const child = root.getSnapshot().children.auth as AnyActorRef | undefined;
  if (child === undefined) throw new Error('the auth dialog did not start');
  child.subscribe({ error: () => undefined });
  return child;
}

function fill(actor: AnyActorRef, values: Partial<Record<AuthField, string>>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'change field', field, value });
    actor.send({ type: 'blur field', field });
  }
}

describe('the auth machine builds and starts (MODAL-1)', () => {
  it('MODAL-1: a fresh dialog is closed on page 0 with nothing typed, nothing checked and no call made (STATE-ASYNC-1, STATE-ACCOUNT-6)', async () => {
    const authMachine = await loadMachine();
    const actor = startUnder(authMachine);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(0);
    expect(actor.getSnapshot().context).toEqual({
      sisterProductName: SISTER,
      values: { firstName: '', lastName: '', firmName: '', email: '', confirmEmail: '', workEmail: '', confirmWorkEmail: '', password: '', confirmPassword: '' },
      touched: {},
      submitted: false,
      errors: {},
      emailCheck: null,
      knownEmail: null,
      passwordVisible: {},
      status: 'idle',
      message: null,
      passwordReset: 'idle',
      memberId: null,
      slug: null,
      knownAccountToken: null,
    });
    actor.send({ type: 'open sign-up', audience: 'individual' });
    expect(actor.getSnapshot().value).toEqual({ open: { 'individual sign-up': 'editing' } });
    actor.send({ type: 'close' });
    actor.send({ type: 'open sign-up', audience: 'group' });
    expect(actor.getSnapshot().value).toEqual({ open: { 'firm admin sign-up': 'editing' } });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('unprovided calls throw and show their failure', () => {
  it("API-25, ERR-AUTH-5: without 'check email', leaving the confirm email throws and the email reads 'Server error. please try again.'", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const actor = startUnder(authMachine.provide({ actions: quietActions }));
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, validIndividual);
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'check email' is not provided: add it with .provide()"]);
    expect(actor.getSnapshot().context.emailCheck).toEqual({ email: 'ada@example.com', status: 'failed' });
  });

  it("API-11, ERR-AUTH-3: without 'create account', Proceed throws and reads 'Server error, please try again.'", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const logic = authMachine.provide({ actors: { 'check email': answers({ are: false, network: false }) }, actions: quietActions });
    const actor = startUnder(logic);
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, validIndividual);
    await settle();
    actor.send({ type: 'submit' });
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'create account' is not provided: add it with .provide()"]);
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', message: 'Server error, please try again.' });
  });

  it("API-27, ERR-AUTH-2: without 'sign in', Continue throws and reads 'Server error, please try again.'", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const actor = startUnder(authMachine.provide({ actors: { 'check email': answers({ are: true, network: true }) }, actions: quietActions }));
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, { email: 'ada@example.com', confirmEmail: 'ada@example.com' });
    await settle();
    actor.send({ type: 'sign in instead' });
    fill(actor, { password: 'Secret#123' });
    actor.send({ type: 'submit' });
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'sign in' is not provided: add it with .provide()"]);
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', message: 'Server error, please try again.' });
  });

  it("API-13, ERR-AUTH-4: without 'save the names', the known account's Continue to billing throws after the log-in and reads 'Server error. please try again.'", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const logic = authMachine.provide({
      actors: { 'check email': answers({ are: false, network: true }), 'sign in': fromPromise(async () => ({ authToken: 'tok_sister' })) },
      actions: quietActions,
    });
    const actor = startUnder(logic);
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, validIndividual);
    await settle();
    actor.send({ type: 'use known account' });
    fill(actor, { password: 'sister-pass' });
    actor.send({ type: 'submit' });
    await settle();
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'save the names' is not provided: add it with .provide()"]);
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(3);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', message: 'Server error. please try again.' });
  });

  it("API-37, KNOWN-6, STATE-ACCOUNT-6: without 'send password reset', Forgot Password? throws and the reset counts as failed", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const logic = authMachine.provide({ actors: { 'check email': answers({ are: false, network: true }) }, actions: quietActions });
    const actor = startUnder(logic);
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, validIndividual);
    await settle();
    actor.send({ type: 'use known account' });
    actor.send({ type: 'forgot password' });
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'send password reset' is not provided: add it with .provide()"]);
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(3);
    expect(actor.getSnapshot().context).toMatchObject({ passwordReset: 'failed', message: 'Server error. please try again.' });
  });

  it("API-35, ERR-AUTH-7: without 'create admin account', the firm admin's Proceed throws and reads 'Server error, please try again.'", async () => {
    const authMachine = await loadMachine();
    const thrown = collectNotProvided();
    const actor = startUnder(authMachine.provide({ actions: quietActions }));
    actor.send({ type: 'open sign-up', audience: 'group' });
    fill(actor, validAdmin);
    actor.send({ type: 'submit' });
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'create admin account' is not provided: add it with .provide()"]);
    expect(pageShown((state) => actor.getSnapshot().matches(state))).toBe(4);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', message: 'Server error, please try again.' });
  });
});

describe('unprovided actions stop the dialog with their error', () => {
  function stoppedWith(actor: AnyActorRef): unknown[] {
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => void errors.push(error) });
    return errors;
  }

  it("SIGNUP-FORM-4: without 'track sign-up submitted', the firm admin's Proceed stops the dialog with the error", async () => {
    const authMachine = await loadMachine();
    const actor = createActor(authMachine, { input: { sisterProductName: SISTER } });
    const errors = stoppedWith(actor);
    actor.start();
    actor.send({ type: 'open sign-up', audience: 'group' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors.map(String)).toEqual(["Error: 'track sign-up submitted' is not provided: add it with .provide()"]);
  });

  it("STATE-ACCOUNT-5: without 'add learning site frame', a created individual account stops the dialog with the error", async () => {
    const authMachine = await loadMachine();
    const logic = authMachine.provide({
      actors: {
        'check email': answers({ are: false, network: false }),
        'create account': fromPromise(async (): Promise<NewAccount> => ({ memberId: 'm_1', authToken: 'tok_1', slug: null })),
      },
      actions: { 'track sign-up submitted': () => undefined },
    });
    const actor = createActor(logic, { input: { sisterProductName: SISTER } });
    const errors = stoppedWith(actor);
    actor.start();
    actor.send({ type: 'open sign-up', audience: 'individual' });
    fill(actor, validIndividual);
    await settle();
    actor.send({ type: 'submit' });
    await settle();
    expect(errors.map(String)).toEqual(["Error: 'add learning site frame' is not provided: add it with .provide()"]);
  });
});
