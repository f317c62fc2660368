// @vitest-environment jsdom
// The NOMA dialog over the real noma machine (stubbed 'verify association email' and actions).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  nomaMachine,
  type NomaInput,
  type VerifyNomaEmailInput,
  type VerifyNomaEmailOutput,
} from '../../../machines/noma/noma.machine.ts';
import NomaDialog from '../../../src/views/organisation/NomaDialog.tsx';
import { renderWithChakra, startChild } from './support.tsx';

afterEach(cleanup);

const TITLE = 'This product is exclusive to NOMA members';

function show(
  input: NomaInput = {},
  answer: (input: VerifyNomaEmailInput) => Promise<VerifyNomaEmailOutput> = async ({ email }) => ({ noma: email.endsWith('@noma.org') }),
) {
  const stored: string[] = [];
  const toasts: string[] = [];
  const logic = nomaMachine.provide({
    actors: { 'verify association email': fromPromise<VerifyNomaEmailOutput, VerifyNomaEmailInput>(({ input: callInput }) => answer(callInput)) },
    actions: {
      'store noma email': (_, params) => {
        stored.push(params.email);
      },
      'show validated toast': (_, params) => {
        toasts.push(params.message);
      },
    },
  });
  const started = startChild(logic, input);
  renderWithChakra(<NomaDialog actorRef={started.child} />);
  return { ...started, stored, toasts, user: userEvent.setup() };
}

const emailField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /NOMA member email/ });

describe('NomaDialog', () => {
  it('NOMA-1 NOMA-2 NOMA-3: the title, an email field, Verify, and focus moved into the modal dialog', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // jsdom has no layout, so the focus trap lands on the dialog itself rather than the field.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(emailField(dialog)).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('VALID-CHECKOUT-12: Verify is disabled until the email matches the simple pattern', async () => {
    const { user } = show();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(emailField(dialog), 'ana@noma');
    expect(verify).toBeDisabled();
    await user.type(emailField(dialog), '.org');
    expect(verify).toBeEnabled();
  });

  it('NOMA-2: the signed-in address is pre-filled', async () => {
    show({ memberEmail: 'ana@noma.org' });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(emailField(dialog)).toHaveValue('ana@noma.org');
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('ERR-NOMA-2 NOMA-FLOW-3: not a NOMA email → the message is announced and the dialog stays', async () => {
    const { user, stored } = show();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(emailField(dialog), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not a valid NOMA Email!');
    expect(emailField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(stored).toEqual([]);
  });

  it('ERR-NOMA-1: a failing call → the message is announced', async () => {
    const { user } = show({}, () => Promise.reject(new Error('offline')));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(emailField(dialog), 'ana@noma.org{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed validating your email!');
  });

  it('NOMA-FLOW-2 NOMA-FLOW-3 ERR-NOMA-3: a NOMA email is stored, toasted, and the dialog closes', async () => {
    const { user, stored, toasts, received } = show();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(emailField(dialog), 'ana@noma.org');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored).toEqual(['ana@noma.org']);
    expect(toasts).toEqual(['Validated NOMA Email']);
    expect(received).toContainEqual({ type: 'noma.verified', email: 'ana@noma.org' });
  });

  it('ROLE-14: Escape closes without verifying and tells the parent what was typed (kept for the next Proceed)', async () => {
    const { user, received } = show();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.clear(emailField(dialog));
    await user.type(emailField(dialog), 'maya@noma.org');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received).toContainEqual({ type: 'noma.dialog closed', email: 'maya@noma.org' });
  });
});
