// The company machine wired to the real API (msw in front of the provider): the 'create company'
// actor sends POST /v1/are/member/company with property_id 1 and isUserAdmin true.
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { companyActors } from '../../../src/app/wiring/company-wiring.ts';
import { companyMachine } from '../../../machines/company/company.machine.ts';
import { createApi } from '../../../src/api/create-api.ts';
import { answerJson, capture, makeHttp, startServerForFile } from '../api/support/harness.ts';

startServerForFile();

const identity = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

function start() {
  const harness = makeHttp();
  const api = createApi({ http: harness.http, identity });
  const received: EventObject[] = [];
  const parent = setup({ actors: { company: companyMachine.provide({ actors: companyActors(api) }) } }).createMachine({
    invoke: { id: 'company', src: 'company', input: { groupAccounts: [], isGroupAdmin: false, audience: 'group' } },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.company;
  if (!child) throw new Error('company child did not start');
  return { ...harness, child, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("'create company' over HTTP", () => {
  it('CONST-8 API-39 COMPANY-3: a member call with the name, property_id 1 and isUserAdmin true', async () => {
    const seen = capture('post', '/v1/are/member/company', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const { child, received } = start();
    child.send({ type: 'type company name', value: ' Acme ' });
    child.send({ type: 'create company' });
    await until(() => received.some((event) => event.type === 'company.created'));
    expect(seen[0]?.body).toEqual({ organization: 'Acme', property_id: 1, isUserAdmin: true });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(received.filter((event) => event.type === 'company.created')).toEqual([{ type: 'company.created', slug: 'acme' }]);
  });

  it('ERR-7 ERR-10: a refused name shows the catalogue message in the dialog and keeps the name', async () => {
    capture('post', '/v1/are/member/company', answerJson({ error: { message: 'Organization name required' } }, 400));
    const { child, notices } = start();
    child.send({ type: 'type company name', value: 'Acme' });
    child.send({ type: 'create company' });
    await until(() => child.getSnapshot().value !== 'creating the company');
    const snapshot = child.getSnapshot() as { context: { name: string; message: string | null } };
    expect(snapshot.context).toMatchObject({ name: 'Acme', message: 'Organization name required' });
    // Not quiet: the error catalogue's toast shows too (ERR-7).
    expect(notices).toEqual([{ kind: 'error', message: 'Organization name required' }]);
  });
});
