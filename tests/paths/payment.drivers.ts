// The payment's drivers (issue 29): the browser model of machines/payment (the real machine, its
// calls stubbed) offered what a person causes on page 1 (Confirm Payment) and page 2 (Pay, Save
// payment method) as one of four seeded members, the answers the sandbox gives each call (test
// cards for the card provider's no, faults for failing calls), and how each happens on the page.
// Every answer that comes over the network is held in the browser until its step, so each state
// a payment passes through is checked on the screen while the payment waits there.
import { expect } from '@playwright/test';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { CHECKOUT_TEXTS } from '../../src/views/checkout/texts.ts';
import { openPlanSignedIn, signInInPopup } from '../e2e/checkout-steps.ts';
import type { MachineDrivers } from './driver-types.ts';
import { EMAILS, model, PRICE, type TypedForm } from './payment-model.ts';
import { confirmButton, fillForm, heading, payButton, pressPastTheMonthEndIfExpiring, saveButton, screens, toPageOne, toPageTwo, typesAnExpiringCard, walker } from './payment-page.ts';
import { answer, attach, confirmUnanswered, confirmWithProvider, create, MADE_IN_THE_BROWSER, performing, reload, SANDBOX_PATHS, setDefault, setup, upgrade, validate } from './payment-calls.ts';

export const paymentDrivers: MachineDrivers = {
  machine: 'payment',
  model,
  async open(walk) {
    const who = walker(walk);
    walk.world.who = who;
    if (typesAnExpiringCard(walk)) await walk.page.clock.install();
    if (who === 'widget') {
      // The widget asks a signed-out visitor to sign in; the payment starts when its form first opens.
      const { page } = walk;
      await page.goto('/updateBilling');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: PAGE_TEXTS.reEnterCredentials }).click({ timeout: 20_000 });
      await signInInPopup(await popup, EMAILS.widget);
      await toPageTwo(page, PAGE_TEXTS.page2UpdateTitle);
      return;
    }
    await openPlanSignedIn(walk.page, PRICE, EMAILS[who]);
    await expect(heading(walk.page, PAGE_TEXTS.page1Title)).toBeVisible({ timeout: 20_000 });
  },
  // The card form's check and the idempotency key answer inside the browser, at once.
  passesThrough: [
    'purchasing.waiting for the purchase lock',
    'switching plan.waiting for the purchase lock',
    'purchasing.checking entered details',
    'purchasing.getting new idempotency key',
    'switching plan.getting new idempotency key',
    'saving card.checking entered details',
  ],
  events: {
    'accept renewal terms': {
      perform: performing(async ({ page }) => {
        const box = page.getByRole('checkbox', { name: CHECKOUT_TEXTS.renewalConsent });
        await page.getByText(CHECKOUT_TEXTS.renewalConsent).click();
        await expect(box).toBeChecked();
      }),
    },
    'card form changed': {
      perform: performing(({ page }, event) => fillForm(page, event.form as TypedForm)),
    },
    'confirm payment': {
      perform: performing(async ({ page }) => {
        await toPageOne(page);
        await confirmButton(page).click();
      }),
      control: confirmButton,
    },
    pay: {
      perform: performing((walk) => pressPastTheMonthEndIfExpiring(walk, () => payButton(walk.page).click())),
      control: payButton,
    },
    // The widget clears its message as the form opens again (machines/billing): Cancel, then the button.
    'dismiss message': {
      perform: performing(async ({ page }) => {
        if (await saveButton(page).isVisible()) await page.getByRole('button', { name: CHECKOUT_TEXTS.cancel, exact: true }).click();
        await toPageTwo(page, PAGE_TEXTS.page2UpdateTitle);
      }),
    },
    'save card': {
      // After a card is saved the form closes (SAVECARD-7): the member opens it and types the card again.
      perform: performing(async (walk) => {
        const { page, path, index } = walk;
        if (!(await saveButton(page).isVisible()) || (await saveButton(page).isDisabled())) {
          const typedBefore = path.steps.slice(0, index).findLast((step) => step.event.type === 'card form changed');
          if (typedBefore !== undefined) await fillForm(page, typedBefore.event.form as TypedForm);
        }
        await pressPastTheMonthEndIfExpiring(walk, () => saveButton(page).click());
      }),
      control: saveButton,
    },
    // Made in the browser: they answer within the move.
    ...Object.fromEntries(MADE_IN_THE_BROWSER.map((type) => [type, {}])),
    'xstate.done.actor.read the subscriptions before buying': reload.done,
    'xstate.error.actor.read the subscriptions before buying': reload.failed,
    'xstate.done.actor.read the subscriptions before switching': reload.done,
    'xstate.error.actor.read the subscriptions before switching': reload.failed,
    'xstate.done.actor.validate saved payment method': validate.done,
    'xstate.error.actor.validate saved payment method': validate.failed,
    'xstate.done.actor.create subscription': create.done,
    'xstate.error.actor.create subscription': create.failed,
    'xstate.done.actor.confirm payment with card provider': confirmWithProvider,
    'xstate.error.actor.confirm payment with card provider': confirmUnanswered,
    'xstate.done.actor.attach payment method': attach.done,
    'xstate.error.actor.attach payment method': attach.failed,
    'xstate.done.actor.reload subscriptions': reload.done,
    'xstate.error.actor.reload subscriptions': reload.failed,
    'xstate.done.actor.record checkout event': answer('POST', SANDBOX_PATHS.terms),
    'xstate.done.actor.track upgrade': answer('POST', SANDBOX_PATHS.track),
    'xstate.done.actor.upgrade subscription': upgrade.done,
    'xstate.error.actor.upgrade subscription': upgrade.failed,
    'xstate.done.actor.reload subscriptions after plan switch': reload.done,
    'xstate.error.actor.reload subscriptions after plan switch': reload.failed,
    'xstate.done.actor.create setup intent': setup.done,
    'xstate.error.actor.create setup intent': setup.failed,
    'xstate.done.actor.confirm setup with card provider': answer('POST', SANDBOX_PATHS.confirmSetup),
    'xstate.done.actor.set default payment method': setDefault.done,
    'xstate.error.actor.set default payment method': setDefault.failed,
  },
  notFromABrowser: {},
  leftOut: {
    'checking confirm request → ready : always [billing address incomplete]':
      "a saved method with an incomplete billing address comes only from outside this checkout (its save-card form requires every field) and no seeded member has one; a walk could first store one through the sandbox card provider's setup confirmation without an address: not written yet",
  },
  screens,
};
