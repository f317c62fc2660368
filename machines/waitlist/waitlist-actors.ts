// The waitlist machine's actors built on the API: the app passes its Api, tests pass stubs or an
// Api over a fake HTTP. Kept here so the wiring is tested with the machine.
import { fromPromise } from 'xstate';
import type { Api } from '../../src/api/create-api.ts';
import type { JoinWaitlistOutput, LoadSeatCountOutput, OrganisationCallInput } from './waitlist.machine.ts';

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
