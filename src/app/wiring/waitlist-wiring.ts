// The organisation's seat count and waitlist (systemId 'waitlist') on the real API. The machine
// only names its calls; tests/unit/app/waitlist-actors.test.ts checks them.
import { fromPromise } from 'xstate';
import {
  waitlistMachine,
  type JoinWaitlistOutput,
  type LoadSeatCountOutput,
  type OrganisationCallInput,
} from '../../../machines/waitlist/waitlist.machine.ts';
import type { Api } from '../../api/create-api.ts';
import type { AppPorts } from './app-wiring.ts';

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

export function waitlistWiring({ api, notify }: Pick<AppPorts, 'api' | 'notify'>) {
  return waitlistMachine.provide({
    actors: waitlistActors(api),
    actions: {
      // STATE-WAITLIST-1..3: persistent, with a Dismiss button.
      'show joined toast': (_, params) => notify({ kind: 'info-persistent', message: params.message, description: params.description }),
    },
  });
}
