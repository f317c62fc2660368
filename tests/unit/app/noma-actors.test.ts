// The NOMA machine wired to the real API (msw in front of the provider): 'verify association email'
// is POST /v1/are/member/email, quiet so that only the dialog's own message shows.
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { nomaActors } from '../../../src/app/wiring/noma-wiring.ts';
import { nomaMachine } from '../../../machines/noma/noma.machine.ts';
import { createApi } from '../../../src/api/create-api.ts';
import { answerJson, capture, makeHttp, startServerForFile } from '../api/support/harness.ts';

startServerForFile();

const identity = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

function start() {
  const harness = makeHttp();
  const api = createApi({ http: harness.http, identity });
  const stored: string[] = [];
  const received: EventObject[] = [];
  const logic = nomaMachine.provide({
    actors: nomaActors(api),
    actions: {
      'store noma email': (_, params) => {
        stored.push(params.email);
      },
      'show validated toast': () => undefined,
    },
  });
  const parent = setup({ actors: { noma: logic } }).createMachine({
    invoke: { id: 'noma', src: 'noma', input: {} },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.noma;
  if (!child) throw new Error('noma child did not start');
  return { ...harness, child, stored, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("'verify association email' over HTTP", () => {
  it('API-25 API-26 NOMA-FLOW-1 NOMA-FLOW-2: a guest call with the email; noma true stores it', async () => {
    const seen = capture('post', '/v1/are/member/email', answerJson({ accounts: { network: true, are: true }, noma: true }));
    const { child, stored, received } = start();
    child.send({ type: 'type email', value: 'ana@noma.org' });
    child.send({ type: 'verify' });
    await until(() => received.some((event) => event.type === 'noma.verified'));
    expect(seen[0]?.body).toEqual({ email: 'ana@noma.org' });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(stored).toEqual(['ana@noma.org']);
  });

  it("ERR-NOMA-1 ERR-2: a 5xx answer shows the dialog's own message and, of the catalogue's toasts, only the request id (quiet)", async () => {
    capture('post', '/v1/are/member/email', answerJson({ error: { message: 'boom' }, requestStatus: 'req_1' }, 503));
    const { child, notices, stored } = start();
    child.send({ type: 'type email', value: 'ana@noma.org' });
    child.send({ type: 'verify' });
    await until(() => child.getSnapshot().value === 'asking for the email');
    expect((child.getSnapshot() as { context: { message: string | null } }).context.message).toBe('Failed validating your email!');
    expect(notices).toEqual([{ kind: 'request-id', requestId: 'req_1' }]);
    expect(stored).toEqual([]);
  });
});
