// The waitlist machine wired to the real API (msw in front of the provider): the seat count is
// GET …/noma/subscription/count/{orgId}, joining is POST /v1/are/waitlist/join/{orgId}.
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { waitlistActors } from '../../../src/app/wiring/waitlist-wiring.ts';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';
import { createApi } from '../../../src/api/create-api.ts';
import { answerJson, capture, makeHttp, startServerForFile } from '../api/support/harness.ts';

startServerForFile();

const identity = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

function start(orgId: number) {
  const harness = makeHttp();
  const api = createApi({ http: harness.http, identity });
  const toasts: string[] = [];
  const received: EventObject[] = [];
  const logic = waitlistMachine.provide({
    actors: waitlistActors(api),
    actions: {
      'show joined toast': (_, params) => {
        toasts.push(params.description);
      },
    },
  });
  const parent = setup({ actors: { waitlist: logic } }).createMachine({
    invoke: { id: 'waitlist', src: 'waitlist', input: { orgId } },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.waitlist;
  if (!child) throw new Error('waitlist child did not start');
  return { ...harness, child, toasts, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the waitlist calls over HTTP', () => {
  it('API-10 ENTITY-30 API-34 ENTITY-32: seat count for org 102 (full), then join with the member bearer', async () => {
    const count = capture('get', '/v1/guest/are/stripe/noma/subscription/count/102', answerJson({ count: 10, queuePosition: 0, allowed: 10 }));
    const join = capture('post', '/v1/are/waitlist/join/102', answerJson({ queuePosition: 5 }));
    const { child, received, toasts } = start(102);
    await until(() => received.some((event) => event.type === 'waitlist.member limit reached'));
    expect(count).toHaveLength(1);
    child.send({ type: 'join the waitlist' });
    await until(() => toasts.length > 0);
    expect(join[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(toasts).toEqual(['Your position in queue: 5']);
  });

  it('WAITLIST-1: org 101 (3 of 25) has seats', async () => {
    capture('get', '/v1/guest/are/stripe/noma/subscription/count/101', answerJson({ count: 3, queuePosition: 0, allowed: 25 }));
    const { received } = start(101);
    await until(() => received.some((event) => event.type === 'waitlist.seats available'));
    expect(received.filter((event) => event.type === 'waitlist.seats available')).toEqual([{ type: 'waitlist.seats available', count: 3, allowed: 25 }]);
  });
});
