// The checkout's drivers (issue 29) for an individual checkout (no organisation in the address): how
// each event of the browser model (checkout-browser-model.ts) happens on the page. The page's controls
// are in checkout-page.ts, what each state shows in checkout-screens.ts, and why some events and
// transitions are left to other starts or to nobody in checkout-reasons.ts.
import type { Product } from '../../machines/domain/product.ts';
import { COMPLETION_TEXTS, PAGE_TEXTS, PAYMENT_METHOD_BUTTONS } from '../../machines/checkout/rules.ts';
import { COMPANY_TEXTS } from '../../machines/company/rules.ts';
import { expect, type Page } from '@playwright/test';
import { CARDS, fillAddress, fillCard, fillSignUp, newEmail, openPlan, PASSWORD, signInInPopup } from '../e2e/checkout-steps.ts';
import { THANK_YOU_TEXTS } from '../../src/views/checkout/texts.ts';
import { startsAMove, type MachineDrivers, type Walk } from './driver-types.ts';
import { isLogOut, isLogOutWhilePaying } from './checkout-model-parts.ts';
import { EXPERT, model, NEWCOMER_EMAIL, SEEDED, UNKNOWN_PRICE, WALK_COMPANY } from './checkout-browser-model.ts';
import {
  acceptTheTerms,
  answerEarlierPrices,
  answerThePrice,
  button,
  californiaNotYetPriced,
  cancelButton,
  confirmButton,
  holdAgain,
  holdThePrices,
  holdTheAccountBeforeALogOut,
  holdThePaymentBeforeALogOut,
  logOutAndStay,
  memberOf,
  popupOf,
  proceed,
  refuseFromNowOn,
  releaseThePayment,
  signUpDialog,
  submitButton,
  updateSelection,
} from './checkout-page.ts';
import { CHECKOUT_LEFT_OUT, NOT_FROM_THIS_START } from './checkout-reasons.ts';
import { CHECKOUT_SCREENS } from './checkout-screens.ts';

/** PAGE1-9/10 and DIALOG-COMPLETE-4: the button that opens the sign-in window once signed out. */
const signInAgain = (page: Page) => button(page, new RegExp(`^(${PAGE_TEXTS.reEnterCredentials}|Log in)$`));

/**
 * Presses the re-enter button (or the completion's 'Log in') and keeps the window it opens. Pressed
 * again while that window is still open, it opens none (the session is already logging in).
 */
async function openTheSignInAgain(walk: Walk): Promise<void> {
  const open = walk.world.popup as Page | undefined;
  if (open !== undefined && !open.isClosed()) {
    await signInAgain(walk.page).click();
    return;
  }
  const popup = walk.page.waitForEvent('popup', { timeout: 10_000 });
  await signInAgain(walk.page).click();
  walk.world.popup = await popup;
}

/**
 * ERR-NETWORK-4: the file of each part whose code a walk has fail to arrive. It is refused from the
 * first screen on: the page fetches a part's code ahead as soon as the visitor first reaches for
 * page 0 (ADR 0047), so a fault armed only before the step that starts the load would come after
 * the code is already there. A part's code loads once, so its failure ends the walk's use of it.
 */
const PART_FILES: Readonly<Record<string, string>> = {
  'xstate.error.actor.load the sign-up parts': '**/assets/auth-wiring-*.js',
  'xstate.error.actor.load the organisation parts': '**/assets/organisation-parts-*.js',
  'xstate.error.actor.load the payment parts': '**/assets/payment-wiring-*.js',
};

export const checkoutDrivers: MachineDrivers = {
  machine: 'checkout',
  model,
  async open(walk) {
    // The plan the product answer of this walk names (none: one nobody sells).
    const answer = walk.path.steps.find((step) => step.event.type === 'xstate.done.actor.load product');
    const products = (answer?.event as { output?: Product[] } | undefined)?.output ?? [];
    const priceId = answer === undefined ? EXPERT : (products[0]?.price_id ?? UNKNOWN_PRICE);
    // The model settles a price only by a 'pricing.price settled' step: a walk that answers prices, or
    // rests while Confirm Payment waits for one, holds them from the start.
    const answersPrices = (type: string) => type === 'pricing.price settled' || type === 'pricing.failed';
    if (walk.path.steps.some((step) => answersPrices(step.event.type) || step.value.includes('waiting for the settled price'))) await holdThePrices(walk);
    for (const [type, file] of Object.entries(PART_FILES)) if (walk.path.steps.some((step) => step.event.type === type)) await refuseFromNowOn(walk.page, file);
    // PAGELOAD-3: the sign-in popup opens on arrival, once the checkout is open.
    if (products.length > 0) walk.world.popup = await openPlan(walk.page, priceId);
    else await walk.page.goto(`/${priceId}`);
  },
  // The arrival's 'session.signed out' comes only while the session is unknown, so only at the start.
  atStart: ['xstate.done.actor.load product', 'xstate.error.actor.load product'],
  events: {
    // On arrival it comes by itself; past the sign-in it is the top bar's LOG OUT (LOG_OUT).
    // LOG OUT while paying is pressed by the price's driver, in the same move.
    'session.signed out': { perform: logOutAndStay, byItself: (event) => !isLogOut(event) || isLogOutWhilePaying(event) },
    'xstate.done.actor.load product': {},
    'xstate.error.actor.load product': {
      async arrange({ sandbox }) {
        // An answer the app cannot read fails at once (a 503 would be retried first).
        await sandbox.fault({ method: 'POST', path: '/v1/are/checkout/products', invalidShape: true });
      },
    },
    'session.signed in': {
      // A seeded member signs in through the popup; the others follow by themselves: the session's
      // silent sign-in with the dialog's token, or its reload of the member after the company.
      async perform(walk, event) {
        await holdTheAccountBeforeALogOut(walk);
        // The newcomer back after a LOG OUT signs in with the address the sign-up dialog typed.
        const typed = walk.world.signedUpAs as string | undefined;
        const email = memberOf(event).email === NEWCOMER_EMAIL && typed !== undefined ? typed : memberOf(event).email;
        await signInInPopup(await popupOf(walk), email, PASSWORD);
      },
      byItself: (event) => (event as { again?: boolean }).again !== true && JSON.stringify(SEEDED[memberOf(event).email]) !== JSON.stringify(memberOf(event)),
    },
    'session.sign-in failed': {
      async perform(walk) {
        await (await popupOf(walk)).close();
      },
    },
    'proceed to checkout': {
      async perform(walk) {
        const popup = walk.page.waitForEvent('popup', { timeout: 10_000 }).catch(() => null);
        await proceed(walk.page).click();
        const opened = await popup;
        if (opened !== null) walk.world.popup = opened;
      },
      control: proceed,
    },
    'create an account': {
      perform: ({ page }) => button(page, 'Create an account').click(),
      control: (page) => button(page, 'Create an account'),
    },
    'xstate.done.actor.load the sign-up parts': {},
    // ERR-NETWORK-4: the part's code does not arrive (its file is refused from the first screen on, see open).
    'xstate.error.actor.load the sign-up parts': {},
    'xstate.done.actor.load the organisation parts': {},
    'xstate.error.actor.load the organisation parts': {},
    'xstate.error.actor.load the payment parts': {},
    'update selection': {
      perform: ({ page }) => updateSelection(page).click(),
      control: updateSelection,
    },
    'company.created': {
      async perform({ page }) {
        const dialog = page.getByRole('dialog', { name: COMPANY_TEXTS.title });
        await dialog.getByLabel(COMPANY_TEXTS.nameLabel).fill(WALK_COMPANY);
        await dialog.getByRole('button', { name: COMPANY_TEXTS.submit }).click();
      },
    },
    'company.dialog closed': {
      perform: ({ page }) => page.getByRole('dialog', { name: /^(Create your company|You are not a company admin!)$/ }).getByRole('button', { name: COMPANY_TEXTS.close }).first().click(),
    },
    'auth.signed in': {
      async perform(walk) {
        await holdTheAccountBeforeALogOut(walk);
        const dialog = walk.page.getByRole('dialog', { name: 'Step 1: Create Account' });
        const email = newEmail('walk');
        walk.world.signedUpAs = email;
        await fillSignUp(dialog, email);
      },
    },
    'auth.dialog closed': {
      perform: ({ page }) => signUpDialog(page).getByRole('button', { name: 'Close' }).first().click(),
    },
    'account.updated': {},
    'xstate.done.actor.load the payment parts': {},
    'confirm payment': {
      async perform(walk) {
        const { page } = walk;
        await acceptTheTerms(page);
        holdAgain(walk);
        await confirmButton(page).click();
      },
      control: confirmButton,
    },
    // The held price answer comes: a move of its own, so the waiting state's screen is seen first.
    'pricing.price settled': {
      async perform(walk) {
        const next = walk.path.steps[walk.index + 1];
        if (next === undefined || !isLogOutWhilePaying(next.event)) return answerThePrice(walk, 'answer');
        // DIALOG-COMPLETE-4: the answer to the payment's last call is held, LOG OUT is pressed
        // while it waits, and the answer comes once page 1 shows the re-enter button.
        const { called } = await holdThePaymentBeforeALogOut(walk);
        await answerThePrice(walk, 'answer');
        await Promise.race([called, new Promise((_, reject) => setTimeout(() => reject(new Error('the payment made no last call')), 15_000))]);
        await logOutAndStay(walk);
        await releaseThePayment(walk, signInAgain(walk.page));
      },
    },
    'pricing.failed': { perform: (walk) => answerThePrice(walk, 'fail') },
    'payment.succeeded': {},
    'update payment method': {
      perform: ({ page }) => button(page, PAYMENT_METHOD_BUTTONS.update).click(),
      control: (page) => button(page, PAYMENT_METHOD_BUTTONS.update),
    },
    'add payment method': {
      perform: ({ page }) => button(page, PAYMENT_METHOD_BUTTONS.add).click(),
      control: (page) => button(page, PAYMENT_METHOD_BUTTONS.add),
    },
    cancel: {
      perform: ({ page }) => cancelButton(page).click(),
      control: cancelButton,
    },
    pay: {
      async perform(walk) {
        const { page } = walk;
        await answerEarlierPrices(walk);
        await fillCard(page, CARDS.visa);
        await fillAddress(page, californiaNotYetPriced(walk));
        await acceptTheTerms(page);
        await expect(submitButton(page)).toBeEnabled();
        holdAgain(walk);
        await submitButton(page).click();
      },
      control: submitButton,
    },
    'payment.card saved': {},
    // These follow by themselves around the planned steps (the runner lets other transitions come
    // between a move's own): the model does not offer them, the walks take them all the same.
    'account.payment methods stored': {},
    'coupon.changed': {},
    'pricing.carry-over coupon found': {},
    'pricing.auto coupon found': {},
    'pricing.no coupon found': {},
    'pricing.price changed': {},
    'close thank-you': {
      perform: ({ page }) => page.getByRole('dialog', { name: 'Thank you for your purchase!' }).getByRole('button', { name: 'Close' }).first().click(),
      control: (page) => page.getByRole('dialog', { name: 'Thank you for your purchase!' }).getByRole('button', { name: 'Close' }),
    },
    'get started': {
      perform: ({ page }) => button(page, THANK_YOU_TEXTS.getStarted).click(),
      control: (page) => button(page, THANK_YOU_TEXTS.getStarted),
    },
    'sign in': { perform: openTheSignInAgain, control: signInAgain },
    'go to dashboard': {
      perform: ({ page }) => button(page, COMPLETION_TEXTS.dashboardButton).click(),
      control: (page) => button(page, COMPLETION_TEXTS.dashboardButton),
    },
  },
  // The page leaves, or the network dialog (whose Retry reloads the page) covers it.
  settlesWith: (event) => !startsAMove(checkoutDrivers.events[event.type], event),
  endsTheWalk: [
    'get started',
    'go to dashboard',
    'update selection',
    'xstate.error.actor.load the sign-up parts',
    'xstate.error.actor.load the organisation parts',
    'xstate.error.actor.load the payment parts',
  ],
  notFromABrowser: NOT_FROM_THIS_START,
  leftOut: CHECKOUT_LEFT_OUT,
  screens: CHECKOUT_SCREENS,
};
