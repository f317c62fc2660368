// The NOMA dialog from its start, and Verify pressed again after a failed check.
// The machine is imported inside the test on purpose: a broken machine definition (a state named
// wrong, a missing initial state) then fails the test instead of failing the file's import, which
// Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

describe('the NOMA dialog from its start', () => {
  it('NOMA-1, NOMA-2: with nobody signed in it asks for an email with an empty field and no message', async () => {
    const { nomaMachine } = await import('../../../machines/noma/noma.machine.ts');
    const { selectNomaDialog } = await import('../../../machines/noma/selectors.ts');
    const actor = createActor(nomaMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('asking for the email');
    expect(actor.getSnapshot().context).toEqual({ email: '', message: null, verifiedEmail: null });
    expect(selectNomaDialog(actor.getSnapshot())).toEqual({ open: true, email: '', canVerify: false, verifying: false, message: null });
  });
});
