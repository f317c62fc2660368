// The waitlist machine from its start: checking the seat count of the organisation.
// The machine is imported inside the test on purpose: a broken machine definition (a state named
// wrong, a missing initial state) then fails the test instead of failing the file's import, which
// Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoadSeatCountOutput, OrganisationCallInput } from '../../../machines/waitlist/waitlist.machine.ts';

describe('the waitlist from its start', () => {
  it('STATE-ORG-4, ENTITY-31: it starts checking the seat count, with every counter at 0 and no message', async () => {
    const { waitlistMachine } = await import('../../../machines/waitlist/waitlist.machine.ts');
    const { selectWaitlistScreen } = await import('../../../machines/waitlist/selectors.ts');
    // The seat count never answers here: the test looks at the machine before any answer.
    const never = fromPromise<LoadSeatCountOutput, OrganisationCallInput>(() => new Promise(() => undefined));
    const logic = waitlistMachine.provide({ actors: { 'load seat count': never } });
    const actor = createActor(logic, { input: { orgId: 102 } }).start();
    expect(actor.getSnapshot().value).toBe('loading the seat count');
    expect(actor.getSnapshot().context).toEqual({
      orgId: 102,
      nomaQueuePosition: 0,
      nomaSubscriptionCount: 0,
      nomaAllowedCount: 0,
      nomaLoading: true,
      message: null,
    });
    expect(selectWaitlistScreen(actor.getSnapshot())).toEqual({ stage: 'checking', joining: false, canJoin: false, queuePosition: null, message: null });
    actor.stop();
  });
});
