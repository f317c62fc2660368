// The company dialog from its start with no cart audience yet, and closing the form.
// The machine is imported inside each test on purpose: a broken machine definition (a state named
// wrong, a missing initial state) then fails the test instead of failing the file's import, which
// Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CartAudience } from '../../../machines/company/rules.ts';

async function startAlone(audience: CartAudience) {
  const { companyMachine } = await import('../../../machines/company/company.machine.ts');
  return createActor(companyMachine, { input: { groupAccounts: [], isGroupAdmin: false, audience } }).start();
}

describe('the company dialog from its start', () => {
  it('COMPANY-1, COMPANY-3: a group cart and no group account start on an empty Company Name form', async () => {
    const actor = await startAlone('group');
    expect(actor.getSnapshot().value).toBe('asking for the company name');
    expect(actor.getSnapshot().context).toEqual({
      groupAccounts: [],
      isGroupAdmin: false,
      audience: ['group'],
      name: '',
      message: null,
      slug: null,
    });
  });
});
