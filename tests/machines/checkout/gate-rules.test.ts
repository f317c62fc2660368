// The pure rules behind the sign-up dialog and the organisation gates, and the session watcher's
// reports after a member reload (what lets the company gate see the fresh admin profile).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  associationEmailRequired,
  cartAudiences,
  nomaEmailBelongsToSomeoneElse,
  signUpAudience,
} from '../../../machines/checkout/rules.ts';
import { eventsFor, phaseOf } from '../../../machines/session/watch-session.ts';
import type { IdentityUser } from '../../../machines/session/identity-port.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { memberFor, PRICE, productFor } from './fixtures.ts';
import type { Member } from '../../../machines/domain/member.ts';

const essentials = productFor(PRICE.essentials);
const firmPlan = productFor(PRICE.firmExpert);
const nomaPlan = productFor(PRICE.noma);

describe('gate rules', () => {
  it('ADMIN-8, SIGNUP-FORM-8 (0009): group products open the firm-admin form, others the individual form', () => {
    expect(signUpAudience([essentials])).toBe('individual');
    expect(signUpAudience([firmPlan])).toBe('group');
    expect(signUpAudience([essentials, firmPlan])).toBe('group');
    expect(cartAudiences([essentials, firmPlan])).toEqual(['individual', 'group']);
  });

  it('SCOPE-11, ROLE-14: the association email is asked for in organisation checkouts and for the NOMA product', () => {
    expect(associationEmailRequired(101, [essentials])).toBe(true);
    expect(associationEmailRequired(null, [nomaPlan])).toBe(true);
    expect(associationEmailRequired(null, [essentials, firmPlan])).toBe(false);
  });

  it('PAGELOAD-4, PAGELOAD-5 (0010): only a new sign-in with another stored address conflicts', () => {
    const member = memberFor('member@example.com');
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', null, member)).toBe(true);
    expect(nomaEmailBelongsToSomeoneElse(' MEMBER@example.com ', null, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse(null, null, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse('', null, member)).toBe(false);
    // The same member again (a reload) is not a new sign-in.
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', member, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', memberFor('nocard@example.com'), member)).toBe(true);
  });
});

describe("watch session: a member reload is reported again (API-41, COMPANY-1)", () => {
  const user: IdentityUser = { id: 'auth0|member', email: 'member@example.com', name: 'Maya Member' };
  const base: Member = { id: 'mem_member', email: 'member@example.com', first_name: 'Maya', last_name: 'Member', auth_token: null, groupId: null, groupAccounts: [] };

  it("reports 'session.signed in' after a reload that ends authenticated, but not for other snapshot changes of the same member", async () => {
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
