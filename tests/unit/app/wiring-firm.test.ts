// The checkout's 'create the firm' actor on the real API client and a fake server (msw): the new
// firm admin's member call, what it sends, and the toast a failure raises in the sign-up flow's
// toast area (docs/decisions/0020).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApi } from '../../../src/api/create-api.ts';
import type { Notice } from '../../../src/api/notices.ts';
import { createTheFirm } from '../../../src/app/wiring/checkout-wiring.ts';
import { answerJson, capture, makeHttp, startServerForFile } from '../api/support/harness.ts';

startServerForFile();

const identity = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

function run(organization: string) {
  const harness = makeHttp();
  const api = createApi({ http: harness.http, identity });
  const signUpNotices: Notice[] = [];
  const actor = createActor(createTheFirm(api, (notice) => signUpNotices.push(notice)), { input: { organization } });
  actor.start();
  return { ...harness, signUpNotices, done: toPromise(actor) };
}

describe("'create the firm' (API-36, ROLE-12, ERR-AUTH-8, CONST-37, CONST-38)", () => {
  it('API-36, ROLE-12: a member call (bearer token) sending organization, property_id 1 and admin_is_user false', async () => {
    const seen = capture('post', '/v1/network/group', answerJson({ slug: 'studio-north', organization: 'Studio North', groupId: 1001 }));
    const { done, notices, signUpNotices } = run('  Studio North ');
    await expect(done).resolves.toEqual({ slug: 'studio-north' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]?.body).toEqual({ organization: 'Studio North', property_id: 1, admin_is_user: false });
    expect([...notices, ...signUpNotices]).toEqual([]);
  });

  it("ERR-AUTH-8, CONST-37, CONST-38: a failure is not quiet: the error toast carries the server's message in the sign-up flow's toast area, and the actor fails", async () => {
    capture('post', '/v1/network/group', answerJson({ error: { message: 'organization exists' } }, 400));
    const { done, notices, signUpNotices } = run('Studio North');
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 400, message: 'organization exists' });
    expect(signUpNotices).toEqual([{ kind: 'error', message: 'organization exists' }]);
    expect(notices).toEqual([]);
  });
});
