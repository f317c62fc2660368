// The checkout's drivers for a returning member (issue 29, STORAGE-4, CHECKOUT-FLOW-5/6): the same
// browser model of machines/checkout, opened by a member whose session is already there (signed in
// on another page of the browser) on a tab that still holds the 'direct to payment info' flag, as
// after Proceed's popup was closed and the member signed in elsewhere, then reloaded the page. The
// page goes on to page 1 by itself: on arriving when the session answered before the product, or
// from the order once it answers after. The plan, ARE 5.0 Expert (yearly), comes with an automatic coupon.
import { expect } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Product } from '../../machines/domain/product.ts';
import type { SessionMember } from '../../machines/session/rules.ts';
import { done, type GraphModel } from '../machines/graph-support.ts';
import { openPlan, signInInPopup } from '../e2e/checkout-steps.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { accountOf, EXPERT, PRODUCTS, SEEDED } from './checkout-browser-model.ts';
import { holdUntilTheSessionIsKnown, logOutButton } from './checkout-page.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';
import { type CheckoutSnapshot, inert, isIn, READY } from './checkout-model-parts.ts';

/** A member with no plan yet (so no carry-over coupon), back on ARE 5.0 Expert (yearly), which comes with AUTOSAVE05. */
const MEMBER = 'nocard@example.com';
const RETURNING: SessionMember = SEEDED[MEMBER] as SessionMember;
const EXPERT_YEARLY = 'price_are5_expert_yearly';
const EXPERT_YEARLY_PRODUCT: Product = {
  ...(PRODUCTS[EXPERT] as Product),
  id: 'prod_are5_expert_yearly',
  price_id: EXPERT_YEARLY,
  name: 'ARE 5.0 Expert 12-Month Subscription',
  display_name: 'ARE 5.0 Expert (yearly)',
  duration: 12,
  amount: 299900,
  base_price: 299900,
};

function events(s: CheckoutSnapshot): AnyEventObject[] {
  const c = s.context;
  const at = (path: string) => isIn(s, path);
  const out: AnyEventObject[] = [];
  // The product's answer and the restored session's come in either order (the walk holds one back).
  if (at('checkout flow.loading the product')) out.push(done('load product', [EXPERT_YEARLY_PRODUCT]));
  if (at('visitor.session unknown')) out.push({ type: 'session.signed in', member: RETURNING });
  if (at(`${READY}.loading your account`) && c.member !== null && !c.accountLoaded) {
    out.push({ type: 'account.updated', account: accountOf(MEMBER) });
  }
  if (at(`${READY}.loading the payment parts`)) out.push(done('load the payment parts', { payment: inert }));
  return out;
}

const model: GraphModel = {
  logic: checkoutDrivers.model.logic,
  input: { priceId: EXPERT_YEARLY, orgId: null, directToPaymentInfo: true, nomaEmail: null },
  events: (snapshot) => events(snapshot as CheckoutSnapshot),
  serialize: (snapshot) => {
    const s = snapshot as CheckoutSnapshot;
    return JSON.stringify([s.value, s.context.products.length, s.context.member?.id ?? null, s.context.accountLoaded, s.context.directToPaymentInfo]);
  },
};

const PRODUCTS_CALL = '**/v1/are/checkout/products';
const PROFILE_CALL = '**/v1/are/member/profile';

/** Signs the member in on a page of its own, so the walk's page finds the session as it opens. */
async function signInOnAnotherPage(walk: Walk): Promise<void> {
  const before = await walk.context.newPage();
  await signInInPopup(await openPlan(before, EXPERT), MEMBER);
  await expect(logOutButton(before)).toBeVisible({ timeout: 20_000 });
  await before.close();
}

/** True when the walk's session answers before the product (the product's answer is held until then). */
const sessionFirst = (walk: Walk): boolean => walk.path.steps[0]?.event.type === 'session.signed in';

async function openReturning(walk: Walk): Promise<void> {
  const { page, context } = walk;
  await signInOnAnotherPage(walk);
  // STORAGE-4: the flag Proceed saved in this tab before its popup was closed.
  await context.addInitScript(() => {
    if (window.sessionStorage.getItem('walk-flag-stored') !== null) return;
    window.sessionStorage.setItem('walk-flag-stored', '1');
    window.sessionStorage.setItem('directToPaymentInfo', 'true');
  });
  if (sessionFirst(walk)) {
    // The product's answer waits until the checkout has heard who is here.
    await holdUntilTheSessionIsKnown(walk, PRODUCTS_CALL, 20_000);
  } else {
    // The restored member's profile waits for the product's answer.
    const productAnswered = page.waitForResponse((response) => response.url().endsWith('/v1/are/checkout/products'), { timeout: 20_000 }).catch(() => null);
    await page.route(PROFILE_CALL, async (route) => {
      await productAnswered;
      await page.waitForTimeout(300);
      await route.fallback();
    });
  }
  await page.goto(`/${EXPERT_YEARLY}`);
}

export const checkoutReturningMemberDrivers: MachineDrivers = {
  machine: 'checkout',
  name: 'checkout-returning-member',
  model,
  open: openReturning,
  atStart: ['xstate.done.actor.load product', 'session.signed in'],
  events: {
    ...checkoutDrivers.events,
    // The restored session's member: by itself, as the page opens.
    'session.signed in': {},
  },
  settlesWith: () => true,
  endsTheWalk: [...(checkoutDrivers.endsTheWalk ?? [])],
  notFromABrowser: checkoutDrivers.notFromABrowser,
  screens: checkoutDrivers.screens,
};
