// The checkout's page as its drivers and screen checks reach it (issue 29): its controls, the price
// answers a walk holds while Confirm Payment or Pay waits for them, the account answers held while
// the visitor logs out, and the top bar's LOG OUT whose issuer page never loads.
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SessionMember } from '../../machines/session/rules.ts';
import { acceptRenewalTerms, CALIFORNIA, type TypedAddress } from '../e2e/checkout-steps.ts';
import { CHECKOUT_TEXTS } from '../../src/views/checkout/texts.ts';
import type { Walk } from './driver-types.ts';
import { isLogOut } from './checkout-model-parts.ts';

export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
export const proceed = (page: Page) => button(page, 'Proceed to Checkout');
export const proceedUnderADialog = (page: Page) => page.getByRole('button', { name: 'Proceed to Checkout', exact: true, includeHidden: true });
export const confirmButton = (page: Page) => button(page, 'Confirm Payment');
export const submitButton = (page: Page) => page.getByRole('button', { name: /^(Pay \$[\d,.]+|Save payment method)$/ });
export const stepTitle = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
export const updateSelection = (page: Page) => page.getByRole('link', { name: 'Update Selection' });
export const stepTitles = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name });
export const cancelButton = (page: Page) => page.getByRole('main').getByRole('button', { name: CHECKOUT_TEXTS.cancel, exact: true });
export const signUpDialog = (page: Page) => page.getByRole('dialog', { name: /^Step 1: Create (Account|your account)$/ });

/**
 * The price answers of a walk that waits for the settled price: every price question the page
 * asks is held in the browser until a step lets the answer come ('pricing.price settled') or makes
 * it fail ('pricing.failed'), so that Confirm Payment and Pay are seen while they wait for it.
 */
interface PriceHold {
  held: Route[];
  /** After a released answer, questions pass until the next Confirm Payment or Pay. */
  passing: boolean;
  /** The streets the page has asked a price for, so that Pay can type one it has not. */
  askedStreets: Set<string>;
}
const PRICE_CALL = /\/v1\/are\/checkout\/(guest\/)?reprice$/;

export async function holdThePrices(walk: Walk): Promise<void> {
  const hold: PriceHold = { held: [], passing: false, askedStreets: new Set() };
  walk.world.priceHold = hold;
  await walk.page.route(PRICE_CALL, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const asked = route.request().postDataJSON() as { address?: { address1?: string } | null } | null;
    if (asked?.address?.address1 !== undefined) hold.askedStreets.add(asked.address.address1);
    if (hold.passing) return route.fallback();
    hold.held.push(route);
  });
}

/**
 * Lets the questions asked before this step be answered. The page gives up on a call after 10 s: one
 * held since an earlier step (the saved address's price, asked before a LOG OUT the walk stays
 * through) would otherwise fail while Pay waits for the price of the address it typed.
 */
export async function answerEarlierPrices(walk: Walk): Promise<void> {
  const hold = walk.world.priceHold as PriceHold | undefined;
  if (hold !== undefined) await releaseTheHeld(hold, 'answer');
}

/**
 * A California address the page has not priced yet, so that Pay waits for its price: for one it
 * has priced, nothing is asked again and Pay goes straight on.
 */
export function californiaNotYetPriced(walk: Walk): TypedAddress {
  const hold = walk.world.priceHold as PriceHold | undefined;
  return hold?.askedStreets.has(CALIFORNIA.line1) === true ? SECOND_CALIFORNIA : CALIFORNIA;
}
const SECOND_CALIFORNIA: TypedAddress = { ...CALIFORNIA, line1: '500 Howard St' };

export function holdAgain(walk: Walk): void {
  const hold = walk.world.priceHold as PriceHold | undefined;
  if (hold !== undefined) hold.passing = false;
}

export async function answerThePrice(walk: Walk, outcome: 'answer' | 'fail'): Promise<void> {
  const hold = walk.world.priceHold as PriceHold | undefined;
  if (hold === undefined) throw new Error('the walk holds no price answer');
  await expect.poll(() => hold.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
  if (outcome === 'answer') hold.passing = true;
  await releaseTheHeld(hold, outcome);
}

async function releaseTheHeld(hold: PriceHold, outcome: 'answer' | 'fail'): Promise<void> {
  for (const route of hold.held.splice(0)) {
    const answered = outcome === 'answer' ? route.fallback() : route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
    await answered.catch(() => undefined);
  }
}

/** VALID-CHECKOUT-8/9: ticks the renewal consent unless it is ticked already. */
export async function acceptTheTerms(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox', { name: CHECKOUT_TEXTS.renewalConsent });
  if ((await consent.count()) > 0 && !(await consent.isChecked())) await acceptRenewalTerms(page);
}

export function memberOf(event: AnyEventObject): SessionMember {
  return (event as unknown as { member: SessionMember }).member;
}

/**
 * ERR-NETWORK-4: a part's code does not arrive. Every request for it is refused, not only the
 * first: the page may ask for the file ahead (a prefetch once the visitor acts, ADR 0047), and the
 * browser fetches a module whose fetch failed again on the next import(), so a single refusal
 * could be spent on the prefetch and the machine's own load then succeed.
 */
export async function refuseFromNowOn(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.abort());
}

export async function popupOf(walk: Walk): Promise<Page> {
  const popup = walk.world.popup as Page | undefined;
  if (popup === undefined || popup.isClosed()) throw new Error('no sign-in popup is open');
  return popup;
}

export const logOutButton = (page: Page) => page.getByRole('button', { name: 'LOG OUT', exact: true });
/** The issuer's logout page (sandbox/identity/session-routes.ts), on the sandbox's origin. */
const ISSUER_LOGOUT = '**/v2/logout*';

/**
 * LOG OUT, with the issuer's logout page reached (it ends the issuer's session) but its answer never
 * back: the navigation is cancelled as when the visitor stops it, and the page stays, signed out.
 */
export async function logOutAndStay(walk: Walk): Promise<void> {
  await walk.page.route(
    ISSUER_LOGOUT,
    async (route) => {
      await route.fetch({ maxRedirects: 0 }).catch(() => undefined);
      await route.abort('aborted');
    },
    { times: 1 },
  );
  await logOutButton(walk.page).click();
}

/**
 * The payment's last call that still needs the member's token: the plan switch's upgrade (POST
 * /v1/are/checkout/subscription/upgrade) or, for a new purchase, the checkout's record of the
 * terms (POST /v1/are/member/track/terms). After it, nothing the payment asks needs the token
 * (the subscriptions' reload may fail without one and the payment is still paid).
 */
const PAYMENT_LAST_CALL = /\/v1\/are\/(checkout\/subscription\/upgrade|member\/track\/terms)$/;

/**
 * DIALOG-COMPLETE-4: for a LOG OUT while the payment runs, the answer to the payment's last call is
 * held until the LOG OUT has been taken ('releaseThePayment'). `called` resolves once the call has
 * been made (the payment is then surely running). It is wrapped: an async function returning the
 * promise itself would wait for the call before the price could be answered, and the call needs
 * the price.
 */
export async function holdThePaymentBeforeALogOut(walk: Walk): Promise<{ called: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const made = new Promise<void>((resolve) => {
    asked = resolve;
  });
  walk.world.releaseThePayment = release;
  await walk.page.route(PAYMENT_LAST_CALL, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // The call leaves now, with the member's token; its answer waits for the LOG OUT.
    const response = await route.fetch();
    asked();
    await released;
    return route.fulfill({ response });
  });
  return { called: made };
}

/** Lets the held payment answer come, once the page shows the re-enter button (the sign-out was taken). */
export async function releaseThePayment(walk: Walk, reEnter: Locator): Promise<void> {
  const release = walk.world.releaseThePayment as (() => void) | undefined;
  if (release === undefined) return;
  delete walk.world.releaseThePayment;
  await expect(reEnter).toBeVisible({ timeout: 10_000 });
  release();
}

/** The member's payment methods (one of the account data's two reads), never answered: the account stays loading. */
const PAYMENT_METHODS_CALL = /\/v1\/are\/member\/payment_methods$/;

/**
 * Holds the account data when the visitor logs out while it loads: a LOG OUT right after this sign-in,
 * or after the session's silent sign-in that follows it (the sign-up dialog's).
 */
export async function holdTheAccountBeforeALogOut(walk: Walk): Promise<void> {
  const { steps } = walk.path;
  const at = [walk.index + 1, walk.index + 2].find((index) => {
    const step = steps[index];
    return step !== undefined && isLogOut(step.event) && steps[index - 1]?.value.includes('"loading your account"') === true;
  });
  if (at === undefined) return;
  await walk.page.route(PAYMENT_METHODS_CALL, (route) => (route.request().method() === 'GET' ? undefined : route.fallback()));
}


/**
 * Holds a request in the browser until the checkout has heard who is here (its step feed, read on
 * the way), for walks whose model has the session's answer come first.
 */
export async function holdUntilTheSessionIsKnown(walk: Walk, url: string, timeout: number): Promise<void> {
  const { context, page } = walk;
  await context.addInitScript(() => {
    const w = window as unknown as { __statechartSteps?: (step: { machine: string; value: string }) => unknown; __walkSessionKnown?: boolean };
    const sink = w.__statechartSteps;
    if (typeof sink !== 'function') return;
    w.__statechartSteps = (step) => {
      if (step.machine === 'checkout' && !step.value.includes('"session unknown"')) w.__walkSessionKnown = true;
      return sink(step);
    };
  });
  await page.route(url, async (route) => {
    const known = () => page.evaluate(() => (window as unknown as { __walkSessionKnown?: boolean }).__walkSessionKnown === true);
    await expect.poll(known, { timeout }).toBe(true).catch(() => undefined);
    await route.fallback();
  });
}
