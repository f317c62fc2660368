// Rows whose call an organisation dialog makes: the NOMA email, the company, the seat count and
// the waitlist. Each machine runs with the wiring the app gives it.
import { companyWiring } from '../../../src/app/wiring/company-wiring.ts';
import { nomaWiring } from '../../../src/app/wiring/noma-wiring.ts';
import { waitlistWiring } from '../../../src/app/wiring/waitlist-wiring.ts';
import { host, until } from './env.ts';
import type { Row } from './matrix.ts';

// ── NOMA, company, waitlist ─────────────────────────────────────────────────────────────────────

const nomaEmail: Row = {
  call: 'POST /v1/are/member/email (NOMA email check)',
  method: 'POST',
  path: '/v1/are/member/email',
  owner: 'noma: verify association email',
  api: 'checkEmail',
  rules: 'API-26 NOMA-FLOW-1 ERR-NOMA-1 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: 'Failed validating your email!',
  usable: 'the dialog stays open with Verify enabled',
  async prepare(env) {
    const h = host(nomaWiring(env.ports), { memberEmail: null }, 'noma');
    h.child.send({ type: 'type email', value: 'noma.member@noma.org' });
    const settled = () => until(h.child, (s) => !s.matches('verifying the email'), 'the check');
    return {
      act: async () => {
        h.child.send({ type: 'verify' });
        await settled();
      },
      seen: () => ({ inline: h.snapshot().context.message, dialog: null }),
      usable: () => h.snapshot().matches('asking for the email'),
      kept: () => h.snapshot().context.email === 'noma.member@noma.org',
      retry: async () => {
        h.child.send({ type: 'verify' });
        await settled();
        return h.snapshot().matches('verified');
      },
      stop: () => h.root.stop(),
    };
  },
};

const COMPANY_NAME = 'Matrix Studio';

const createCompany: Row = {
  call: 'POST /v1/are/member/company (validate or create company)',
  method: 'POST',
  path: '/v1/are/member/company',
  owner: 'company: create company',
  api: 'createCompany',
  rules: 'API-39 COMPANY-3 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: 'catalogue',
  usable: "'Create your company' stays open with Submit enabled",
  writes: "company on the member's account",
  countWrites: (state) =>
    state.accounts.find((a) => a.email === 'nocard@example.com')?.group_accounts.filter((g) => g.organization === COMPANY_NAME).length ?? 0,
  async prepare(env) {
    await env.signInAs('nocard@example.com');
    const h = host(companyWiring(env.ports), { groupAccounts: [], isGroupAdmin: false, audience: 'group' }, 'company');
    h.child.send({ type: 'type company name', value: COMPANY_NAME });
    const settled = () => until(h.child, (s) => !s.matches('creating the company'), 'the company');
    return {
      act: async () => {
        h.child.send({ type: 'create company' });
        await settled();
      },
      seen: () => ({ inline: h.snapshot().context.message, dialog: null }),
      usable: () => h.snapshot().matches('asking for the company name'),
      kept: () => h.snapshot().context.name === COMPANY_NAME,
      retry: async () => {
        h.child.send({ type: 'create company' });
        await settled();
        return h.snapshot().matches('company created');
      },
      stop: () => h.root.stop(),
    };
  },
};

const FULL_ORG = 102;

const seatCount: Row = {
  call: 'GET /v1/guest/are/stripe/noma/subscription/count/{orgId}',
  method: 'GET',
  path: `/v1/guest/are/stripe/noma/subscription/count/${FULL_ORG}`,
  owner: 'waitlist: load seat count',
  api: 'loadSeatCount',
  rules: 'API-10 STATE-ORG-4 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: 'We could not check the available seats. Please try again.',
  usable: 'the screen offers Retry',
  async prepare(env) {
    let h: ReturnType<typeof host<ReturnType<typeof waitlistWiring>>> | null = null;
    const get = () => {
      if (!h) throw new Error('not started');
      return h;
    };
    const settled = () => until(get().child, (s) => !s.matches('loading the seat count'), 'the seat count');
    return {
      // The call is made when the screen opens.
      act: async () => {
        h = host(waitlistWiring(env.ports), { orgId: FULL_ORG }, 'waitlist');
        await settled();
      },
      seen: () => ({ inline: get().snapshot().context.message, dialog: null }),
      usable: () => get().snapshot().matches('could not load the seat count'),
      kept: () => null,
      retry: async () => {
        get().child.send({ type: 'retry' });
        await settled();
        return get().snapshot().matches('showing the waitlist');
      },
      stop: () => h?.root.stop(),
    };
  },
};

const joinWaitlist: Row = {
  call: 'POST /v1/are/waitlist/join/{orgId}',
  method: 'POST',
  path: `/v1/are/waitlist/join/${FULL_ORG}`,
  owner: 'waitlist: join waitlist',
  api: 'joinWaitlist',
  rules: 'API-34 WAITLIST-4 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: 'catalogue',
  usable: "the waitlist screen stays with 'Join the waitlist' enabled",
  writes: 'place in the queue per member',
  countWrites: (state) =>
    state.waitlists.find((w) => w.org_id === FULL_ORG)?.members.filter((m) => m.member_email === 'noma.member@noma.org').length ?? 0,
  async prepare(env) {
    await env.signInAs('noma.member@noma.org');
    const h = host(waitlistWiring(env.ports), { orgId: FULL_ORG }, 'waitlist');
    await until(h.child, (s) => s.matches('showing the waitlist'), 'the waitlist screen');
    const settled = () => until(h.child, (s) => !s.matches('joining the waitlist'), 'the join');
    return {
      act: async () => {
        h.child.send({ type: 'join the waitlist' });
        await settled();
      },
      seen: () => ({ inline: h.snapshot().context.message, dialog: null }),
      usable: () => h.snapshot().matches('showing the waitlist') && h.snapshot().context.nomaQueuePosition === 0,
      kept: () => null,
      retry: async () => {
        h.child.send({ type: 'join the waitlist' });
        await settled();
        return h.snapshot().context.nomaQueuePosition > 0;
      },
      stop: () => h.root.stop(),
    };
  },
};

export const ORGANISATION_ROWS: readonly Row[] = [
  nomaEmail,
  createCompany,
  seatCount,
  joinWaitlist,
];
