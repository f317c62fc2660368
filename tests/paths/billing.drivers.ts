// The billing widget's drivers (issue 29): the browser model of machines/billing (the real machine,
// the session watch, the account child and the save-card flow's code stubbed) with what the widget
// is told in a browser: signed out on arrival, the member who signs in through the popup
// (member@example.com: an active subscription and the Visa 4242; nocard@example.com: none), the
// account's answers for them, the form's code arriving or not, a declined card and a saved one.
// A second start (billing-restored) opens the widget with a session already there.
import { expect, type Page } from '@playwright/test';
import { enqueueActions, fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { PAGE_TEXTS, PAYMENT_METHOD_BUTTONS } from '../../machines/account/rules.ts';
import { billingMachine } from '../../machines/billing/billing.machine.ts';
import { BILLING_TEXTS } from '../../machines/billing/selectors.ts';
import type { PaymentMachine } from '../../machines/payment/payment.machine.ts';
import { WIDGET_TEXTS } from '../../src/views/billing/texts.ts';
import { PAYMENT_METHOD_TEXTS } from '../../src/views/shared/texts.ts';
import { CALIFORNIA, fillAddress, fillCard, openPlanSignedIn, signInInPopup } from '../e2e/checkout-steps.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { MachineDrivers, Walk } from './driver-types.ts';

/** Stands in for the save-card flow (systemId 'payment'): the model only needs a child to send to. */
const paymentStandIn = fromCallback(() => undefined);
const logic = billingMachine.provide({
  actors: {
    'watch session': fromCallback(() => undefined),
    account: fromCallback(() => undefined) as never,
    'load the payment parts': fromPromise(() => never()),
  },
  actions: {
    // The answer of 'load the payment parts' carries code; the model's answer carries none.
    'start the payment part': enqueueActions(({ enqueue }) => {
      enqueue.assign({ paymentPart: paymentStandIn as unknown as PaymentMachine });
      enqueue.spawnChild(paymentStandIn, { id: 'payment', systemId: 'payment' } as { systemId: string });
    }),
  },
});
type BillingSnapshot = SnapshotFrom<typeof billingMachine>;

const MEMBER = 'member@example.com';
const NO_SUBSCRIPTION = 'nocard@example.com';
const MEMBERS = [MEMBER, NO_SUBSCRIPTION];
const VISA = { id: 'pm_member_visa', type: 'card', brand: 'visa', last_4: '4242', is_default: true };
const MASTERCARD = { id: 'pm_new_mastercard', type: 'card', brand: 'mastercard', last_4: '4444', is_default: true };

const signedIn = (email: string, restored = false): AnyEventObject => ({
  type: 'session.signed in',
  member: { id: email, email, firstName: '', lastName: '', groupId: null, groupAccounts: [], isGroupAdmin: false, authToken: null },
  ...(restored ? { restored } : {}),
});
/** What the account child tells the widget: still reading, then what it read for the member. */
const reading: AnyEventObject = { type: 'account.updated', account: { subscriptions: [], paymentMethods: [], loaded: false } };
const accountOf = (email: string | undefined, cardSaved: boolean): AnyEventObject => ({
  type: 'account.updated',
  account:
    email === MEMBER
      ? { subscriptions: [{ id: 'sub_member', status: 'active' }], paymentMethods: [cardSaved ? MASTERCARD : VISA], loaded: true }
      : { subscriptions: [], paymentMethods: [], loaded: true },
});

function eventsIn(snapshot: unknown, start: 'signed out' | 'restored'): AnyEventObject[] {
  const s = snapshot as BillingSnapshot;
  const c = s.context;
  if (s.matches('checking session')) return start === 'restored' ? [signedIn(MEMBER, true)] : [{ type: 'session.signed out' }];
  if (s.matches('signed out')) return [{ type: 'sign in' }, ...MEMBERS.map((email) => signedIn(email))];
  if (s.matches('loading billing info')) return [reading, accountOf(c.member?.email, false)];
  if (s.matches('reloading payment methods')) return [reading, accountOf(c.member?.email, true)];
  // The widget opened with a session stops here: the rest of its walks are those of the signed-out start.
  if (start === 'restored') return [];
  if (s.matches({ 'showing billing info': 'payment method shown' })) return [{ type: 'update payment method' }];
  if (s.matches('loading the payment parts')) return [done('load the payment parts', {}), failed('load the payment parts')];
  if (s.matches('updating billing info')) return [{ type: 'save' }, { type: 'cancel' }, { type: 'payment.card saved', paymentMethodId: MASTERCARD.id }];
  return [];
}

const modelFor = (start: 'signed out' | 'restored'): GraphModel => ({
  logic,
  input: { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: null },
  systemId: 'billing',
  events: (snapshot) => eventsIn(snapshot, start),
  serialize: (snapshot) => {
    const c = (snapshot as BillingSnapshot).context;
    return JSON.stringify([snapshot.value, c.member?.email ?? null, c.paymentPart !== null, c.saved]);
  },
});

const WIDGET = '/updateBilling';
const PAYMENT_METHODS = { method: 'GET', url: '**/v1/are/member/payment_methods' };
const FORM_CODE = { method: 'GET', url: '**/assets/payment-wiring-*.js' };

const reEnter = (page: Page) => page.getByRole('button', { name: BILLING_TEXTS.reEnterCredentials });
const methodButton = (page: Page) => page.getByRole('button', { name: /^(Update|Add) Payment Method$/ });
const cancelButton = (page: Page) => page.getByRole('button', { name: PAYMENT_METHOD_TEXTS.cancel, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: PAYMENT_METHOD_TEXTS.saveCard });
const formTitle = (page: Page) => page.getByRole('heading', { name: BILLING_TEXTS.formTitle });
const networkDialog = (page: Page) => page.getByRole('dialog', { name: 'Network service issue' });

/** Whether a later step of the path is the account's answer with the member's data read. */
const loadedLater = (walk: Walk) =>
  walk.path.steps.slice(walk.index + 1).some((step) => step.event.type === 'account.updated' && (step.event as { account?: { loaded?: boolean } }).account?.loaded === true);

/** When the path ends while the account reads, its read of the payment methods is held for good. */
async function holdTheReadUnlessAnswered(walk: Walk): Promise<void> {
  if (loadedLater(walk)) return;
  await walk.page.route(PAYMENT_METHODS.url, (route) => (route.request().method() === PAYMENT_METHODS.method ? new Promise<void>(() => {}) : route.fallback()));
}

async function saveCard(page: Page, number: string): Promise<void> {
  await fillCard(page, number);
  await fillAddress(page, CALIFORNIA);
  await saveButton(page).click();
}

const POPUP = 'sign-in popup';

export const billingDrivers: MachineDrivers = {
  machine: 'billing',
  model: modelFor('signed out'),
  async open({ page }) {
    await page.goto(WIDGET);
  },
  atStart: ['session.signed out'],
  endsTheWalk: ['xstate.error.actor.load the payment parts'],
  events: {
    // A fresh browser has no session: the widget is told so as it opens.
    'session.signed out': {},
    'sign in': {
      async perform({ page, world }) {
        // A second click while the popup is open opens none.
        const popup = world[POPUP] === undefined ? page.waitForEvent('popup') : null;
        await reEnter(page).click();
        if (popup !== null) world[POPUP] = await popup;
      },
      control: reEnter,
    },
    'session.signed in': {
      async perform(walk, event) {
        const { page, world } = walk;
        await holdTheReadUnlessAnswered(walk);
        let popup = world[POPUP] as Page | undefined;
        if (popup === undefined) {
          const opened = page.waitForEvent('popup');
          await reEnter(page).click();
          popup = await opened;
        }
        delete world[POPUP];
        await signInInPopup(popup, String((event as { member?: { email?: string } }).member?.email));
      },
    },
    'account.updated': {},
    'update payment method': {
      async perform(walk) {
        const { page } = walk;
        // Held when the path ends while the form's code is on its way.
        if (!walk.path.steps.slice(walk.index + 1).some((step) => step.event.type.endsWith('.actor.load the payment parts'))) {
          await page.route(FORM_CODE.url, (route) => (route.request().method() === FORM_CODE.method ? new Promise<void>(() => {}) : route.fallback()));
        }
        await methodButton(page).click();
      },
      control: methodButton,
    },
    'xstate.done.actor.load the payment parts': {},
    'xstate.error.actor.load the payment parts': {
      // The code of the save-card flow does not arrive (a dropped connection).
      async arrange({ page }) {
        await page.route(FORM_CODE.url, (route) => route.abort('connectionfailed'));
      },
    },
    save: {
      // A card the provider declines: the form stays with the provider's message.
      async perform({ page }) {
        await saveCard(page, '4000 0000 0000 0002');
        await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });
      },
      control: saveButton,
    },
    cancel: {
      perform: ({ page }) => cancelButton(page).click(),
      control: cancelButton,
    },
    'payment.card saved': {
      // The Mastercard 5555 the provider accepts: saved, made the default, the form closes.
      async perform(walk) {
        await holdTheReadUnlessAnswered(walk);
        await saveCard(walk.page, '5555 5555 5555 4444');
      },
    },
  },
  notFromABrowser: {},

  screens: {
    'checking session': [{ says: `'${WIDGET_TEXTS.loading}'`, check: (page) => expect(page.getByText(WIDGET_TEXTS.loading)).toBeVisible() }],
    'signed out': [
      {
        says: `'${PAGE_TEXTS.page1Title}' with only the button '${BILLING_TEXTS.reEnterCredentials}'`,
        check: async (page) => {
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toBeVisible();
          await expect(reEnter(page)).toBeEnabled();
          await expect(methodButton(page)).toHaveCount(0);
        },
      },
    ],
    'loading billing info': [{ says: `'${WIDGET_TEXTS.loading}'`, check: (page) => expect(page.getByText(WIDGET_TEXTS.loading)).toBeVisible() }],
    'showing billing info.no subscription': [
      {
        says: `'${BILLING_TEXTS.noSubscription}' and no form, no payment method`,
        check: async (page) => {
          await expect(page.getByText(BILLING_TEXTS.noSubscription)).toBeVisible();
          await expect(methodButton(page)).toHaveCount(0);
          await expect(page.getByText(BILLING_TEXTS.noCard)).toHaveCount(0);
        },
      },
    ],
    'showing billing info.payment method shown': [
      {
        says: `'${PAGE_TEXTS.page1Title}' with the saved card (Visa 4242, or after a save Mastercard 4444; '${WIDGET_TEXTS.saved}' only then) and '${PAYMENT_METHOD_BUTTONS.update}'`,
        check: async (page) => {
          // Under the 'Network service issue' dialog the page is hidden from the accessibility tree, yet seen.
          const hidden = { includeHidden: true } as const;
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title, ...hidden })).toBeVisible();
          await expect(page.getByRole('button', { name: PAYMENT_METHOD_BUTTONS.update, exact: true, ...hidden })).toBeVisible();
          if ((await page.getByText('Ending in 4444').count()) > 0) {
            await expect(page.getByRole('img', { name: 'Mastercard', ...hidden })).toBeVisible();
            await expect(page.getByText('Ending in 4242')).toHaveCount(0);
          } else {
            await expect(page.getByText('Ending in 4242')).toBeVisible();
            await expect(page.getByRole('img', { name: 'Visa', ...hidden })).toBeVisible();
            await expect(page.getByText(WIDGET_TEXTS.saved)).toHaveCount(0);
          }
        },
      },
      {
        says: "when the form's code did not arrive, the 'Network service issue' dialog over it",
        check: async (page) => {
          if ((await networkDialog(page).count()) === 0) return;
          await expect(networkDialog(page).getByText('There was a network issue, please try again later.')).toBeVisible();
        },
      },
    ],
    'loading the payment parts': [{ says: `'${WIDGET_TEXTS.loading}'`, check: (page) => expect(page.getByText(WIDGET_TEXTS.loading)).toBeVisible() }],
    'updating billing info': [
      {
        says: `'${BILLING_TEXTS.formTitle}' with the card fields, Cancel and '${PAYMENT_METHOD_TEXTS.saveCard}'`,
        check: async (page) => {
          await expect(formTitle(page)).toBeVisible();
          await expect(page.getByLabel('Card number')).toBeVisible();
          await expect(cancelButton(page)).toBeVisible();
          await expect(saveButton(page)).toBeVisible();
        },
      },
    ],
    'reloading payment methods': [
      { says: `'${WIDGET_TEXTS.loading}' while the new default is read`, check: (page) => expect(page.getByText(WIDGET_TEXTS.loading)).toBeVisible() },
    ],
  },
};

/** A session already there (signed in earlier in this browser): the widget finds it as it opens. */
export const billingRestoredDrivers: MachineDrivers = {
  ...billingDrivers,
  name: 'billing-restored',
  model: modelFor('restored'),
  async open({ page, context }) {
    // The member signed in on the checkout in another tab; the issuer's session is the browser's.
    const checkout = await context.newPage();
    await openPlanSignedIn(checkout, 'price_are5_pro_monthly', MEMBER);
    await expect(checkout.getByRole('button', { name: 'LOG OUT' })).toBeVisible({ timeout: 20_000 });
    await checkout.close();
    await page.goto(WIDGET);
  },
  atStart: ['session.signed in', 'account.updated'],
  events: { ...billingDrivers.events, 'session.signed in': {} },
};
