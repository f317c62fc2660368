// @vitest-environment jsdom
// The 'Create your company' dialog over the real company machine (stubbed 'create company').
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  companyMachine,
  type CompanyInput,
  type CreateCompanyInput,
  type CreateCompanyOutput,
} from '../../../machines/company/company.machine.ts';
import CompanyDialog from '../../../src/views/organisation/CompanyDialog.tsx';
import { renderWithChakra, startChild } from './support.tsx';

afterEach(cleanup);

const noGroupAccount: CompanyInput = { groupAccounts: [], isGroupAdmin: false, audience: 'group' };

function show(input: CompanyInput = noGroupAccount, answer: (input: CreateCompanyInput) => Promise<CreateCompanyOutput> = async () => ({ slug: 'acme' })) {
  const calls: CreateCompanyInput[] = [];
  const logic = companyMachine.provide({
    actors: {
      'create company': fromPromise<CreateCompanyOutput, CreateCompanyInput>(({ input: callInput }) => {
        calls.push(callInput);
        return answer(callInput);
      }),
    },
  });
  const started = startChild(logic, input);
  renderWithChakra(<CompanyDialog actorRef={started.child} />);
  return { ...started, calls, user: userEvent.setup() };
}

describe('CompanyDialog', () => {
  it('COMPANY-1 COMPANY-3 COMPANY-4 VALID-CHECKOUT-11: the form with one required field; Submit disabled while empty', async () => {
    const { user } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Create your company' });
    const field = within(dialog).getByRole('textbox', { name: /Company Name/ });
    expect(field).toBeRequired();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(field, '   ');
    expect(submit).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Acme');
    expect(submit).toBeEnabled();
    await user.clear(field);
    expect(submit).toBeDisabled();
  });

  it('COMPANY-3: Submit creates the company, tells the parent and closes', async () => {
    const { user, calls, received } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Create your company' });
    await user.type(within(dialog).getByRole('textbox', { name: /Company Name/ }), 'Acme Studio');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ organization: 'Acme Studio' }]);
    expect(received).toContainEqual({ type: 'company.created', slug: 'acme' });
  });

  it('ERR-10: a failure is announced under the field and the typed name stays', async () => {
    const { user } = show(noGroupAccount, () => Promise.reject(new Error('Company name already taken')));
    const dialog = await screen.findByRole('dialog', { name: 'Create your company' });
    const field = within(dialog).getByRole('textbox', { name: /Company Name/ });
    await user.type(field, 'Acme{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Company name already taken');
    expect(field).toHaveValue('Acme');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('COMPANY-5 COMPANY-6: a member who is not admin sees the message and no form', async () => {
    show({ groupAccounts: [{ admin: false }], isGroupAdmin: false, audience: 'group' });
    const dialog = await screen.findByRole('dialog', { name: 'You are not a company admin!' });
    expect(dialog).toHaveTextContent('If you need a new license please contact your company admin, or contact support.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('ROLE-13: Close tells the parent and hides the dialog', async () => {
    const { user, received } = show({ groupAccounts: [{ admin: false }], isGroupAdmin: false, audience: 'group' });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received).toContainEqual({ type: 'company.dialog closed', name: '' });
  });
});
