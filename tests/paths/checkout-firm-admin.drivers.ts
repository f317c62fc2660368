// The checkout's drivers for a new firm admin (issue 29, docs/decisions/0020): the same browser model
// of machines/checkout as the individual checkout's drivers, opened on Firm Essentials by a visitor
// who signs up with 'Step 1: Create your account' and a firm name. The firm is created once the
// session holds the new member's token; its request is held in the browser until the path answers
// it, so the account data's answer comes first (the two calls would otherwise race), and the
// session's reload of the new admin can be made to fail.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SessionMember } from '../../machines/session/rules.ts';
import { done, failed, type GraphModel } from '../machines/graph-support.ts';
import { fillFirmAdminSignUp, newEmail, openPlan } from '../e2e/checkout-steps.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { lastMemberOf } from './checkout-browser-model.ts';
import { startsAMove, type MachineDrivers } from './driver-types.ts';
import { type CheckoutSnapshot, FIRM_ESSENTIALS, FIRM_ESSENTIALS_PRODUCT, inert, isIn, isLogOut, LOADED_ACCOUNT, LOG_OUT, READY, SUMMARY } from './checkout-model-parts.ts';

const FIRM = 'Walk Firm';
const REFUSED_MESSAGE = 'The firm registry is closed for maintenance';

/** The firm-admin form's account (API-35) is a group admin in the sandbox: no company dialog follows, even when the firm fails. */
const FOUNDER: SessionMember = {
  id: 'mem_founder',
  email: 'founder@example.com',
  firstName: 'Fay',
  lastName: 'Founder',
  groupId: null,
  groupAccounts: [{ admin: true, organization: FIRM }],
  isGroupAdmin: true,
  authToken: 'tok_founder',
};

function events(s: CheckoutSnapshot): AnyEventObject[] {
  const c = s.context;
  const at = (path: string) => isIn(s, path);
  const out: AnyEventObject[] = [];
  if (at('checkout flow.loading the product')) out.push(done('load product', [FIRM_ESSENTIALS_PRODUCT]));
  if (at('visitor.session unknown') && at('checkout flow.checkout open')) out.push({ type: 'session.signed out' });
  if (at('visitor.session unknown')) return out;
  // After the LOG OUT the walk ends on page 0 (a second sign-up would name the same firm again).
  if (lastMemberOf(s) !== null) return out;

  // ADMIN-1/2/5: a group product's 'Create an account' opens the firm-admin form.
  if ((at(`${SUMMARY}.waiting for sign-in`) || at(`${SUMMARY}.showing the order`)) && c.member === null && c.signInError === null) out.push({ type: 'create an account' });
  if (at(`${SUMMARY}.loading the sign-up parts`)) out.push(done('load the sign-up parts', { auth: inert }));
  if (at(`${SUMMARY}.signing up`)) out.push({ type: 'auth.signed in', authToken: FOUNDER.authToken, nextPage: 'payment details', firmName: FIRM });
  if (at(`${SUMMARY}.finishing the sign-in`)) out.push({ type: 'session.signed in', member: FOUNDER });
  // API-36: the firm's request is held until the account data has come.
  if (at(`${SUMMARY}.creating the firm`)) {
    if (!c.accountLoaded) out.push({ type: 'account.updated', account: LOADED_ACCOUNT });
    else out.push(done('create the firm', { slug: 'walk-firm' }), failed('create the firm'));
  }
  // The top bar's LOG OUT while the firm is created (the dialog has gone; its request never answers).
  if (at(`${SUMMARY}.creating the firm`) && c.accountLoaded) out.push(LOG_OUT);
  if (at(`${SUMMARY}.reloading the new admin`)) out.push({ type: 'session.signed in', member: FOUNDER }, { type: 'session.sign-in failed', message: 'Service unavailable' });
  // A failed reload ends anonymous: the session says so after the failure.
  if (at(`${SUMMARY}.showing the order`) && c.member !== null && c.signInError !== null) out.push({ type: 'session.signed out' });

  if (at(`${READY}.loading your account`) && c.member !== null && !c.accountLoaded) out.push({ type: 'account.updated', account: LOADED_ACCOUNT });
  if (at(`${READY}.loading the organisation parts`)) out.push(done('load the organisation parts', { company: inert, noma: inert, waitlist: inert }));
  if (at(`${READY}.loading the payment parts`)) out.push(done('load the payment parts', { payment: inert }));
  return out;
}

const model: GraphModel = {
  logic: checkoutDrivers.model.logic,
  input: { priceId: FIRM_ESSENTIALS, orgId: null, directToPaymentInfo: false, nomaEmail: null },
  events: (snapshot) => events(snapshot as CheckoutSnapshot),
  serialize: (snapshot) => {
    const s = snapshot as CheckoutSnapshot;
    const c = s.context;
    return JSON.stringify([s.value, c.products.length, c.member?.id ?? null, c.member?.isGroupAdmin ?? null, c.accountLoaded, c.firmToCreate, c.signInError, c.nextPage, lastMemberOf(s) !== null]);
  },
};

const FIRM_CALL = { method: 'POST', url: '**/v1/network/group' };
const firmDialog = (page: Page) => page.getByRole('dialog', { name: 'Step 1: Create your account' });

export const checkoutFirmAdminDrivers: MachineDrivers = {
  machine: 'checkout',
  name: 'checkout-firm-admin',
  model,
  async open(walk) {
    // A walk that logs out while the firm is created: the firm's request never answers.
    if (walk.path.steps.some((step) => isLogOut(step.event))) await walk.page.route(FIRM_CALL.url, (route) => (route.request().method() === FIRM_CALL.method ? undefined : route.fallback()), { times: 1 });
    // PAGELOAD-3: the arrival popup; a new admin has no account yet and leaves it open.
    walk.world.popup = await openPlan(walk.page, FIRM_ESSENTIALS);
  },
  // 'session.signed out' comes on arrival and again after a failed reload of the new admin.
  atStart: ['xstate.done.actor.load product'],
  events: {
    ...checkoutDrivers.events,
    'auth.signed in': {
      async perform({ page }) {
        const dialog = firmDialog(page);
        const email = newEmail('firm-walk');
        await fillFirmAdminSignUp(dialog, email, FIRM);
      },
    },
    // The session's sign-ins all follow by themselves here (the dialog's token, the reload).
    'session.signed in': {},
    // The held firm request is let through: a move of its own, after the account data.
    'xstate.done.actor.create the firm': {
      call: FIRM_CALL,
      // When the session's reload of the new admin fails on the path, its profile read is refused
      // (three times: a read is retried twice) before the firm's answer lets the reload start.
      async perform(walk) {
        const reloadFails = walk.path.steps.slice(walk.index + 1).some((step) => step.event.type === 'session.sign-in failed');
        if (reloadFails) await walk.sandbox.fault({ method: 'GET', path: '/v1/are/member/profile', status: 503, times: 3 });
      },
    },
    'xstate.error.actor.create the firm': {
      call: FIRM_CALL,
      perform: async () => {},
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/v1/network/group', status: 422, message: REFUSED_MESSAGE });
      },
    },
    'session.sign-in failed': {},
  },
  settlesWith: (event) => !startsAMove(checkoutFirmAdminDrivers.events[event.type], event),
  endsTheWalk: [...(checkoutDrivers.endsTheWalk ?? [])],
  // The individual checkout's reasons, less those of the firm's answers, driven here.
  notFromABrowser: Object.fromEntries(Object.entries(checkoutDrivers.notFromABrowser).filter(([type]) => !type.endsWith('.actor.create the firm'))),
  screens: {
    ...checkoutDrivers.screens,
    'checkout flow.checkout open.page.order summary.creating the firm': [
      { says: "the sign-up dialog gone while the firm is created", check: (page) => expect(firmDialog(page)).toHaveCount(0) },
    ],
  },
};
