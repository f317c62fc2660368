// Rows whose call a form or box makes: the coupon box, the order's price, the sign-up and sign-in
// dialog, the NOMA, company and waitlist dialogs. Each machine runs with the wiring the app gives it.
import { fromPromise, type EventObject } from 'xstate';
import type { AuthSignedInEvent } from '../../../machines/auth/events.ts';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import type { RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { authWiring } from '../../../src/app/wiring/auth-wiring.ts';
import { couponWiring } from '../../../src/app/wiring/coupon-wiring.ts';
import { companyWiring } from '../../../src/app/wiring/company-wiring.ts';
import { nomaWiring } from '../../../src/app/wiring/noma-wiring.ts';
import { waitlistWiring } from '../../../src/app/wiring/waitlist-wiring.ts';
import { pricingWiring, repriceRequest } from '../../../src/app/wiring/pricing-wiring.ts';
import { host, PASSWORD, until, type Env } from './env.ts';
import type { Row, Run } from './matrix.ts';
import type { RepriceResult } from '../../../machines/domain/pricing.ts';

/** The dialog told its parent it signed the visitor in, on the way to `nextPage`, with a firm to create or none. */
const signedIn = (told: readonly EventObject[], nextPage: AuthSignedInEvent['nextPage'], withFirm: boolean): boolean =>
  told.some((e) => e.type === 'auth.signed in' && (e as AuthSignedInEvent).nextPage === nextPage && ((e as AuthSignedInEvent).firmName !== null) === withFirm);

const SERVER_ERROR_COMMA = 'Server error, please try again.';
const SERVER_ERROR_PERIOD = 'Server error. please try again.';

// ── Coupon ──────────────────────────────────────────────────────────────────────────────────────

const coupon: Row = {
  call: 'POST /v1/guest/are/coupons/validate/{code}',
  method: 'POST',
  path: '/v1/guest/are/coupons/validate/WELCOME10',
  owner: 'coupon: validate coupon',
  api: 'validateCoupon',
  rules: 'API-15 API-45 COUPON-4 STATE-COUPON-1 ERR-2 ERR-5',
  reads: 'json',
  toasts: 'catalogue',
  inline: 'Invalid coupon.',
  usable: 'the box waits for a coupon again (Apply works)',
  async prepare(env) {
    const h = host(couponWiring(env.ports), { productIds: ['prod_cse_pro'] }, 'coupon');
    h.child.send({ type: 'type coupon', value: 'welcome10' });
    const waiting = () => h.snapshot().matches('waiting for a coupon');
    return {
      act: async () => {
        h.child.send({ type: 'apply coupon' });
        await until(h.child, (s) => s.matches('waiting for a coupon'), 'the coupon check');
      },
      seen: () => ({ inline: h.snapshot().context.message, dialog: null }),
      usable: waiting,
      kept: () => h.snapshot().context.text === 'welcome10',
      retry: async () => {
        h.child.send({ type: 'apply coupon' });
        await until(h.child, (s) => s.matches('waiting for a coupon'), 'the coupon check');
        return h.snapshot().context.applied?.code === 'WELCOME10';
      },
      stop: () => h.root.stop(),
    };
  },
};

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────────

const CSE = { id: 'prod_cse_pro', price_id: 'price_cse_pro_monthly', name: 'CSE Pro 1-Month Subscription', amount: 14900 };
const EXPERT = { id: 'prod_are5_expert', price_id: 'price_are5_expert_monthly', name: 'ARE 5.0 Expert 1-Month Subscription', amount: 34900 };
const TYPED_ADDRESS = { address1: '1 Market St', address2: '', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

type PricingLogic = ReturnType<typeof pricingWiring>;

/** The address is typed, then a coupon is applied: the price is asked for at once (no 500 ms wait). */
async function pricingRun(env: Env, logic: PricingLogic, input: { items: (typeof CSE)[]; prorateAgainst?: string }): Promise<Run> {
  const h = host(logic, input, 'pricing');
  await until(h.child, (s) => s.matches({ price: 'priced' }), 'the first price');
  const settled = () => until(h.child, (s) => s.matches({ price: 'priced' }) || s.matches({ price: 'price failed' }), 'the price');
  return {
    act: async () => {
      h.child.send({ type: 'address changed', address: TYPED_ADDRESS, phone: '4155550101' });
      h.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
      await settled();
    },
    // The order summary keeps the last good price; the words are the toast's (pricing.machine.ts).
    seen: () => ({ inline: null, dialog: null }),
    usable: () => {
      const s = h.snapshot();
      const lastPrice = s.context.cartDetails ?? s.context.cartProrateDetails;
      return lastPrice !== null && (s.matches({ price: 'price failed' }) || s.matches({ price: 'priced' }));
    },
    kept: () => {
      const c = h.snapshot().context;
      return JSON.stringify(c.address) === JSON.stringify(TYPED_ADDRESS) && c.coupon === 'WELCOME10' && c.phone.number === '4155550101';
    },
    retry: async () => {
      h.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
      await settled();
      const s = h.snapshot();
      return s.matches({ price: 'priced' }) && s.context.taxRateId === 'txr_us_ca' && s.context.error === null;
    },
    stop: () => h.root.stop(),
  };
}

const PRICE_USABLE = 'the last good price stays on screen; a new address or coupon asks again';

const reprice: Row = {
  call: 'POST /v1/are/checkout/guest/reprice',
  method: 'POST',
  path: '/v1/are/checkout/guest/reprice',
  owner: 'pricing: reprice order',
  api: 'repriceAsGuest',
  rules: 'API-16 REPRICE-1 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  prepare: (env) => pricingRun(env, pricingWiring(env.ports), { items: [CSE] }),
};

const prorate: Row = {
  call: 'POST /v1/are/checkout/reprice (proration)',
  method: 'POST',
  path: '/v1/are/checkout/reprice',
  owner: 'pricing: prorate order',
  api: 'prorate',
  rules: 'API-17 API-18 PAGELOAD-7 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  async prepare(env) {
    await env.signInAs('member@example.com');
    return pricingRun(env, pricingWiring(env.ports), { items: [EXPERT], prorateAgainst: 'sub_member_pro' });
  },
};

const taxRate: Row = {
  call: 'POST /v1/guest/payment/tax_rate',
  method: 'POST',
  path: '/v1/guest/payment/tax_rate',
  owner: 'pricing: load tax rate',
  api: 'loadTaxRate',
  rules: 'API-14 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  prepare(env) {
    // The machine looks the rate up only when a price came back without one, which the sandbox
    // never does: its real reprice answer is passed on without the tax rate id.
    const logic = pricingWiring(env.ports).provide({
      actors: {
        'reprice order': fromPromise<RepriceResult, RepriceOrderInput>(async ({ input, signal }) => ({
          ...(await env.api.repriceAsGuest(repriceRequest(input), { signal })),
          tax_rate_id: null,
        })),
      },
    });
    return pricingRun(env, logic, { items: [CSE] });
  },
};

// ── Sign-up and sign-in dialog ──────────────────────────────────────────────────────────────────

type AuthHost = ReturnType<typeof host<ReturnType<typeof authWiring>>>;

function openAuth(env: Env): AuthHost {
  return host(authWiring(env.ports, undefined), { sisterProductName: 'Atlas Network' }, 'auth');
}

function fill(h: AuthHost, values: Partial<Record<AuthField, string>>): void {
  for (const [field, value] of Object.entries(values)) h.child.send({ type: 'change field', field: field as AuthField, value });
}

const keptValues = (h: AuthHost, values: Partial<Record<AuthField, string>>) => () =>
  Object.entries(values).every(([field, value]) => h.snapshot().context.values[field as AuthField] === value);

const notBusy = (h: AuthHost) => until(h.child, (s) => !s.hasTag('busy') && !s.matches({ open: { 'individual sign-up': 'checking the email' } }), 'the dialog');

const NEW_MEMBER = {
  firstName: 'Fay',
  lastName: 'Matrix',
  email: 'fay.matrix@example.com',
  confirmEmail: 'fay.matrix@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

const accountsWith = (email: string) => (state: { accounts: { email: string }[] }) => state.accounts.filter((a) => a.email === email).length;

const emailCheck: Row = {
  call: 'POST /v1/are/member/email (sign-up email check)',
  method: 'POST',
  path: '/v1/are/member/email',
  owner: 'auth: check email',
  api: 'checkEmail',
  rules: 'API-25 API-26 ERR-AUTH-5 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: SERVER_ERROR_PERIOD,
  usable: 'the form stays open and editable; leaving the email field checks again',
  async prepare(env) {
    const h = openAuth(env);
    h.child.send({ type: 'open sign-up', audience: 'individual' });
    fill(h, NEW_MEMBER);
    return {
      act: async () => {
        h.child.send({ type: 'blur field', field: 'email' });
        await notBusy(h);
      },
      seen: () => ({ inline: selectAuthDialog(h.snapshot()).fields.find((f) => f.name === 'email')?.error ?? null, dialog: null }),
      usable: () => h.snapshot().matches({ open: { 'individual sign-up': 'editing' } }),
      kept: keptValues(h, NEW_MEMBER),
      retry: async () => {
        h.child.send({ type: 'blur field', field: 'email' });
        await notBusy(h);
        return h.snapshot().context.emailCheck?.status === 'free' && selectAuthDialog(h.snapshot()).canSubmit;
      },
      stop: () => h.root.stop(),
    };
  },
};

const createAccount: Row = {
  call: 'POST /v1/are/member/profile (create account)',
  method: 'POST',
  path: '/v1/are/member/profile',
  owner: 'auth: create account',
  api: 'createAccount',
  rules: 'API-11 SIGNUP-FORM-6 ERR-AUTH-3 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: SERVER_ERROR_COMMA,
  usable: "the form stays open with 'Proceed to billing' enabled",
  writes: 'account per email',
  countWrites: (state) => accountsWith(NEW_MEMBER.email)(state),
  async prepare(env) {
    const h = openAuth(env);
    h.child.send({ type: 'open sign-up', audience: 'individual' });
    fill(h, NEW_MEMBER);
    h.child.send({ type: 'blur field', field: 'email' });
    await notBusy(h);
    return {
      act: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
      },
      seen: () => ({ inline: selectAuthDialog(h.snapshot()).message, dialog: null }),
      usable: () => selectAuthDialog(h.snapshot()).canSubmit,
      kept: keptValues(h, NEW_MEMBER),
      retry: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
        return signedIn(h.told, 'payment details', false);
      },
      stop: () => h.root.stop(),
    };
  },
};

const SIGN_IN = { email: 'member@example.com', password: PASSWORD };

const logIn: Row = {
  call: 'POST /v1/guest/are/log_in',
  method: 'POST',
  path: '/v1/guest/are/log_in',
  owner: 'auth: sign in',
  api: 'logIn',
  rules: 'API-27 ERR-AUTH-2 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: SERVER_ERROR_COMMA,
  usable: "'Welcome Back!' stays open with 'Continue' enabled",
  async prepare(env) {
    const h = openAuth(env);
    h.child.send({ type: 'open sign-in' });
    fill(h, SIGN_IN);
    return {
      act: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
      },
      seen: () => ({ inline: selectAuthDialog(h.snapshot()).message, dialog: null }),
      usable: () => selectAuthDialog(h.snapshot()).canSubmit,
      kept: keptValues(h, SIGN_IN),
      retry: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
        return signedIn(h.told, 'payment method', false);
      },
      stop: () => h.root.stop(),
    };
  },
};

// 'Hey, we know you!': the sister account's credentials (the catalogue's password) and new names.
const KNOWN = { password: PASSWORD, firstName: 'Sasha', lastName: 'Matrix' };

/** The known-account form filled in, waiting for 'Continue to billing' (KNOWN-8). */
async function knownAccountRun(h: AuthHost, savedNames: (env: Env) => Promise<boolean>, env: Env): Promise<Run> {
  h.child.send({ type: 'open sign-up', audience: 'individual' });
  fill(h, { email: 'sister@example.com', confirmEmail: 'sister@example.com' });
  h.child.send({ type: 'blur field', field: 'email' });
  await notBusy(h);
  h.child.send({ type: 'use known account' });
  fill(h, KNOWN);
  const editing = () => h.snapshot().matches({ open: { 'known account': 'editing' } });
  if (!editing()) throw new Error(`not on the known-account page: ${JSON.stringify(h.snapshot().value)}`);
  const done = () => signedIn(h.told, 'payment details', false);
  return {
    act: async () => {
      h.child.send({ type: 'submit' });
      await notBusy(h);
    },
    seen: () => ({ inline: selectAuthDialog(h.snapshot()).message, dialog: null }),
    // A body the call never reads lets it succeed: the dialog has then closed on billing.
    usable: () => done() || (editing() && selectAuthDialog(h.snapshot()).canSubmit),
    kept: () => done() || keptValues(h, KNOWN)(),
    retry: async () => {
      if (!done()) {
        h.child.send({ type: 'submit' });
        await notBusy(h);
      }
      return done() && (await savedNames(env));
    },
    stop: () => h.root.stop(),
  };
}

const namesSaved = async (env: Env) =>
  (await env.state()).accounts.some((a) => a.email === 'sister@example.com' && a.first_name === KNOWN.firstName && a.last_name === KNOWN.lastName);

const knownLogIn: Row = {
  call: "POST /v1/guest/are/log_in ('Hey, we know you!')",
  method: 'POST',
  path: '/v1/guest/are/log_in',
  owner: 'auth: sign in (known account)',
  api: 'logIn',
  rules: 'API-27 KNOWN-8 ERR-AUTH-4 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: SERVER_ERROR_PERIOD,
  usable: "'Hey, we know you!' stays open with 'Continue to billing' enabled",
  prepare: async (env) => knownAccountRun(openAuth(env), namesSaved, env),
};

const saveNames: Row = {
  call: 'PATCH /v1/are/member/profile (known account names)',
  method: 'PATCH',
  path: '/v1/are/member/profile',
  owner: 'auth: save the names',
  api: 'updateMemberProfile',
  rules: 'API-13 KNOWN-8 ERR-AUTH-4 ERR-2',
  reads: 'nothing',
  toasts: 'request id only',
  inline: SERVER_ERROR_PERIOD,
  usable: "'Hey, we know you!' stays open; 'Continue to billing' saves the names again without a second log-in",
  writes: 'nothing to duplicate: a second PATCH sets the same names',
  prepare: async (env) => {
    const h = openAuth(env);
    // A faulted 200 (not JSON, fails the schema) is answered without the handler: the names are
    // then not in the sandbox, though the app rightly takes the 200 as saved; the e2e reads them.
    const run = await knownAccountRun(h, async () => true, env);
    return {
      ...run,
      // The log-in succeeded before the save failed: the next press only saves (docs/decisions/0009).
      usable: () => run.usable() && (h.told.length > 0 || h.snapshot().context.knownAccountToken !== null),
    };
  },
};

const ADMIN = {
  firstName: 'Ari',
  lastName: 'Matrix',
  firmName: 'Matrix Architects',
  workEmail: 'ari@matrix-architects.example',
  confirmWorkEmail: 'ari@matrix-architects.example',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

const createAdminAccount: Row = {
  call: 'POST {hash} (create admin account)',
  method: 'POST',
  path: '/v1/guest/are/admin/account',
  owner: 'auth: create admin account',
  api: 'createAdminAccount',
  rules: 'API-35 ERR-AUTH-7 ERR-2',
  reads: 'json',
  toasts: 'request id only',
  inline: SERVER_ERROR_COMMA,
  usable: "the firm-admin form stays open with 'Continue to billing' enabled",
  writes: 'account per work email',
  countWrites: (state) => accountsWith(ADMIN.workEmail)(state),
  async prepare(env) {
    const h = openAuth(env);
    h.child.send({ type: 'open sign-up', audience: 'group' });
    fill(h, ADMIN);
    return {
      act: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
      },
      seen: () => ({ inline: selectAuthDialog(h.snapshot()).message, dialog: null }),
      usable: () => selectAuthDialog(h.snapshot()).canSubmit,
      kept: keptValues(h, ADMIN),
      retry: async () => {
        h.child.send({ type: 'submit' });
        await notBusy(h);
        return signedIn(h.told, 'payment details', true);
      },
      stop: () => h.root.stop(),
    };
  },
};

const passwordReset: Row = {
  call: "POST {identity provider}/dbconnections/change_password",
  method: 'POST',
  path: '/dbconnections/change_password',
  owner: 'auth: send password reset',
  api: 'requestPasswordReset',
  rules: 'API-37 KNOWN-6 ERR-AUTH-4 ERR-2',
  reads: 'text',
  toasts: 'request id only',
  inline: SERVER_ERROR_PERIOD,
  usable: "'Hey, we know you!' stays open; 'Forgot Password?' works again",
  async prepare(env) {
    const h = openAuth(env);
    h.child.send({ type: 'open sign-up', audience: 'individual' });
    fill(h, { email: 'sister@example.com', confirmEmail: 'sister@example.com' });
    h.child.send({ type: 'blur field', field: 'email' });
    await notBusy(h);
    h.child.send({ type: 'use known account' });
    const typed = { password: 'Typed#2026', firstName: 'Sam', lastName: 'Sister' };
    fill(h, typed);
    const editing = () => h.snapshot().matches({ open: { 'known account': 'editing' } });
    if (!editing()) throw new Error(`not on the known-account page: ${JSON.stringify(h.snapshot().value)}`);
    return {
      act: async () => {
        h.child.send({ type: 'forgot password' });
        await notBusy(h);
      },
      seen: () => ({ inline: selectAuthDialog(h.snapshot()).message, dialog: null }),
      usable: editing,
      kept: keptValues(h, typed),
      retry: async () => {
        h.child.send({ type: 'forgot password' });
        await notBusy(h);
        return selectAuthDialog(h.snapshot()).resetSent !== null;
      },
      stop: () => h.root.stop(),
    };
  },
};

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

export const FORM_ROWS: readonly Row[] = [
  coupon,
  reprice,
  prorate,
  taxRate,
  emailCheck,
  createAccount,
  logIn,
  knownLogIn,
  saveNames,
  createAdminAccount,
  passwordReset,
  nomaEmail,
  createCompany,
  seatCount,
  joinWaitlist,
];
