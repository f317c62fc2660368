// The waitlist machine's actors built on the API: which call each one makes.
// The machine only names them (machines/waitlist); tests/unit/app/waitlist-actors.test.ts checks the calls.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/create-api.ts';
import type { JoinWaitlistOutput, LoadSeatCountOutput, OrganisationCallInput } from '../../../machines/waitlist/waitlist.machine.ts';

export function waitlistActors(api: Pick<Api, 'loadSeatCount' | 'joinWaitlist'>) {
  return {
    // GET /v1/guest/are/stripe/noma/subscription/count/{orgId} (API-10), bearer when signed in.
    'load seat count': fromPromise<LoadSeatCountOutput, OrganisationCallInput>(({ input, signal }) =>
      api.loadSeatCount(input.orgId, { signal }),
    ),
    // POST /v1/are/waitlist/join/{orgId} (API-34).
    'join waitlist': fromPromise<JoinWaitlistOutput, OrganisationCallInput>(({ input, signal }) =>
      api.joinWaitlist(input.orgId, { signal }),
    ),
  };
}
