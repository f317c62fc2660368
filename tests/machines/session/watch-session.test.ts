// watch-session.ts, the session watcher the checkout and the billing widget follow: a member reload is
// reported again, which lets the company gate see the fresh admin profile.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Member } from '../../../machines/domain/member.ts';
import type { IdentityUser } from '../../../machines/session/identity-port.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { eventsFor, phaseOf } from '../../../machines/session/watch-session.ts';

describe("watch session: a member reload is reported again (API-41, COMPANY-1)", () => {
  const user: IdentityUser = { id: 'auth0|member', email: 'member@example.com', name: 'Maya Member' };
  const base: Member = { id: 'mem_member', email: 'member@example.com', first_name: 'Maya', last_name: 'Member', auth_token: null, groupId: null, groupAccounts: [] };

  it("API-41, COMPANY-1: reports 'session.signed in' after a reload that ends authenticated, but not for other snapshot changes of the same member", async () => {
    let loads = 0;
    const session = createActor(
      sessionMachine.provide({
        actors: {
          'check session': fromPromise<IdentityUser | null>(async () => user),
          'load member': fromPromise<Member>(async () => {
            loads += 1;
            return loads === 1 ? base : { ...base, groupAccounts: [{ admin: true, organization: 'Maya Studio' }] };
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const signedIn = session.getSnapshot();
    expect(phaseOf(signedIn)).toBe('in:mem_member');
    // Another change of the same authenticated member (justLoggedIn consumed): nothing.
    session.send({ type: 'login handled' });
    expect(eventsFor('in:mem_member', session.getSnapshot(), 'in:mem_member')).toEqual([]);
    session.send({ type: 'reload member' });
    expect(phaseOf(session.getSnapshot())).toBe('busy');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reloaded = eventsFor('busy', session.getSnapshot(), 'in:mem_member');
    expect(reloaded).toHaveLength(1);
    expect(reloaded[0]).toMatchObject({ type: 'session.signed in', member: { id: 'mem_member', isGroupAdmin: true } });
  });
});
