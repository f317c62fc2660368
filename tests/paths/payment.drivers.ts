// The payment's drivers (issue 29): the browser model of machines/payment (the real machine, its
// calls stubbed) offered what a person causes on page 1 (Confirm Payment) and page 2 (Pay, Save
// payment method) as one of four seeded members, the answers the sandbox gives each call (test
// cards for the card provider's no, faults for failing calls), and how each happens on the page.
// Every answer that comes over the network is held in the browser until its step, so each state
// a payment passes through is checked on the screen while the payment waits there.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../machines/payment/payment.machine.ts';
import type { CardFormState } from '../../machines/payment/card-provider-port.ts';
import type { Purchase } from '../../machines/payment/rules.ts';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { CHECKOUT_TEXTS } from '../../src/views/checkout/texts.ts';
import { CONNECTION_MESSAGE } from '../../src/adapters/card-provider/results.ts';
import { openPlanSignedIn, signInInPopup } from '../e2e/checkout-steps.ts';
import type { Driver, MachineDrivers, ScreenCheck, Walk } from './driver-types.ts';

const CALLS = [
  'check entered payment details',
  'new idempotency key',
  'load payment method record',
  'create subscription',
  'confirm payment with card provider',
  'attach payment method',
  'reload subscriptions',
  'record checkout event',
  'track upgrade',
  'upgrade subscription',
  'create setup intent',
  'confirm setup with card provider',
  'set default payment method',
];
const logic = paymentMachine.provide({
  actors: Object.fromEntries(CALLS.map((name) => [name, fromPromise(() => never())])),
  actions: { 'report unsuccessful checkout submission': () => {} },
});
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** Every walk buys ARE 5.0 Expert (monthly): a plan switch for the member who holds ARE 5.0 Pro. */
const PRICE = 'price_are5_expert_monthly';
const EXPERT = { price_id: PRICE, name: 'ARE 5.0 Expert 1-Month Subscription', audience: 'individual' as const };

type Who = 'member' | 'cse' | 'nocard' | 'widget';
/** Who pays (or saves) on the checkout: the widget's member saves only. */
type Buyer = Exclude<Who, 'widget'>;
/** The seeded members (sandbox/catalogue.json), by what their walks do. */
const EMAILS: Record<Who, string> = {
  // ARE 5.0 Pro and a saved Visa: Confirm Payment switches the plan; 'Update payment method' saves a card.
  member: 'member@example.com',
  // A CSE subscription and a saved Mastercard: Confirm Payment buys with the saved card.
  cse: 'cse.member@example.com',
  // Nothing saved: Confirm Payment asks for a payment method; page 2 pays with a typed card.
  nocard: 'nocard@example.com',
  // The billing widget (/updateBilling) for the same member: the form opens and closes there.
  widget: 'member@example.com',
};

const MC = {
  id: 'pm_cse_mc',
  type: 'card' as const,
  brand: 'mastercard',
  last_4: '4444',
  exp_month: 8,
  exp_year: 2029,
  phone: '2125550199',
  phone_ext: '12',
  is_default: true,
  address: { address1: '350 5th Ave', address2: 'Floor 21', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
};

const purchaseOf = (who: Buyer): Purchase => ({
  items: [EXPERT],
  coupon: null,
  taxRateId: null,
  total: 0,
  subscriptions: who === 'member' ? [{ id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription' }] : who === 'cse' ? [{ id: 'sub_cse', name: 'CSE Pro 1-Month Subscription' }] : [],
  savedPaymentMethod: who === 'cse' ? (MC as unknown as Purchase['savedPaymentMethod']) : null,
  memberId: who,
});

/** The card typed on page 2: a Visa that succeeds or one the card provider declines (README's test cards). */
type Card = 'visa' | 'declined';
const CARD_NUMBERS: Record<Card, string> = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/**
 * What the form tells the payment once the driver has filled it. `card` and `who` are the model's
 * own notes (which card was typed, on whose page 2); the machine keeps the form as it is given.
 */
type Typist = 'nocard' | 'member' | 'widget';
type TypedForm = CardFormState & { card: Card; who: Typist };
const ADDRESSES = {
  nocard: { line1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' },
  member: { line1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
  widget: { line1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
} as const;
const typedForm = (who: Typist, card: Card): TypedForm => {
  const a = ADDRESSES[who];
  return {
    paymentComplete: true,
    addressComplete: true,
    address: { address1: a.line1, address2: null, city: a.city, state: a.state, postalCode: a.zip, country: 'US' },
    phone: '4155550101',
    card,
    who,
  };
};

const typed = (s: PaymentSnapshot): TypedForm | null => {
  const form = s.context.form as Partial<TypedForm>;
  return form.card === undefined ? null : (form as TypedForm);
};

/** Whose page the walk is on, from what it did so far; null while nothing tells. */
function whoseWalk(s: PaymentSnapshot): Who | null {
  const memberId = s.context.purchase?.memberId;
  if (memberId === 'member' || memberId === 'cse' || memberId === 'nocard') return memberId;
  return typed(s)?.who ?? (s.context.flow === 'save card' ? 'member' : null);
}

const created = { cart_id: 'cart_1', items: [{ subscription_id: 'sub_1', client_secret: 'pi_1_secret', price_id: PRICE }] };
const succeeded = (pm: string) => ({ status: 'succeeded', intentId: 'pi_1', paymentMethodId: pm });
const DECLINED = 'Your card was declined.';
const declined = { status: 'failed', error: { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED } };
/** The API client's errors as the machine reads them: a refusal (4xx) or the server failing (5xx). */
const refusal = { name: 'ApiError', kind: 'http', status: 402, message: DECLINED };
const serverError = { name: 'ApiError', kind: 'http', status: 503, message: 'Service unavailable' };
const notFound = { name: 'ApiError', kind: 'http', status: 404, message: 'payment method not found' };
const record = { id: MC.id, type: 'card', address: { ...MC.address, phone: MC.phone } };
const unanswered = { name: 'CardServiceUnreachable', message: CONNECTION_MESSAGE };

/** The answers each running call can get from the sandbox in this walk. */
function answers(s: PaymentSnapshot): AnyEventObject[] {
  const children = Object.keys(s.children);
  const card = typed(s)?.card ?? 'visa';
  const out: AnyEventObject[] = [];
  for (const id of children) {
    switch (id) {
      case 'check entered payment details':
      case 'check entered card details':
        out.push(done(id, { status: 'ready' }));
        break;
      case 'new idempotency key':
      case 'new idempotency key for plan switch':
        out.push(done(id, 'idem-1'));
        break;
      case 'validate saved payment method':
        out.push(done(id, record), failed(id, notFound));
        break;
      case 'create subscription':
      case 'upgrade subscription':
        out.push(done(id, id === 'create subscription' ? created : { subscription: null, invoice_id: 'in_up' }), failed(id, refusal), failed(id, serverError));
        break;
      case 'confirm payment with card provider':
        // Page 2: the typed card answers; page 1's saved card is refused only by a fault.
        if (s.context.flow === 'pay') out.push(done(id, card === 'visa' ? succeeded('pm_typed') : declined));
        else out.push(done(id, succeeded(MC.id)), done(id, declined));
        // The connection drops before the answer comes: the outcome is unknown, the intent is kept.
        out.push(failed(id, unanswered));
        break;
      case 'confirm setup with card provider':
        out.push(done(id, card === 'visa' ? succeeded('pm_saved') : declined));
        break;
      case 'attach payment method':
        out.push(done(id, { invoice_id: 'in_1', status: 'active' }), failed(id, serverError));
        break;
      case 'reload subscriptions':
      case 'reload subscriptions after plan switch':
      case 'create setup intent':
      case 'set default payment method':
        out.push(done(id, id === 'create setup intent' ? { client_secret: 'seti_secret' } : id === 'set default payment method' ? { status: 'success', id: 'pm_saved' } : []), failed(id, serverError));
        break;
      // Tracking calls answer even when they fail (src/api/calls/tracking.ts swallows every error).
      case 'record checkout event':
      case 'track upgrade':
        out.push(done(id, { ok: true }));
        break;
      default:
        break;
    }
  }
  return out;
}

/** What a person can do in `ready`, on the page of whoever the walk is. */
function buttons(s: PaymentSnapshot): AnyEventObject[] {
  const who = whoseWalk(s);
  const form = typed(s);
  const out: AnyEventObject[] = [];
  // The save-card forms have no renewal consent: it is ticked on page 1 or on page 2's pay form.
  if (!s.context.renewalConsent && who !== 'widget' && form?.who !== 'member') out.push({ type: 'accept renewal terms', accepted: true });
  // Confirm Payment is on page 1: not for the member who pays on page 2.
  if (form === null || who === 'member') {
    for (const one of ['member', 'cse', 'nocard'] as const) if (who === null || who === one) out.push({ type: 'confirm payment', purchase: purchaseOf(one) });
  }
  if (who === null || who === 'nocard') {
    for (const card of ['visa', 'declined'] as const) if (form?.card !== card) out.push({ type: 'card form changed', form: typedForm('nocard', card) });
    if (form?.who === 'nocard') out.push({ type: 'pay', purchase: purchaseOf('nocard') });
  }
  if (who === null || who === 'member') {
    for (const card of ['visa', 'declined'] as const) if (form?.card !== card || form.who !== 'member') out.push({ type: 'card form changed', form: typedForm('member', card) });
    if (form?.who === 'member') out.push({ type: 'save card' });
  }
  // The billing widget: a walk there starts with the form (no consent on that page).
  if ((who === null && !s.context.renewalConsent) || who === 'widget') {
    for (const card of ['visa', 'declined'] as const) if (form?.card !== card || form.who !== 'widget') out.push({ type: 'card form changed', form: typedForm('widget', card) });
    if (form?.who === 'widget') out.push({ type: 'save card' }, { type: 'dismiss message' });
  }
  return out;
}

const model: GraphModel = {
  logic,
  systemId: 'payment',
  events: (snapshot) => {
    const s = snapshot as PaymentSnapshot;
    if (s.matches('ready')) return buttons(s);
    // While a payment runs the form, the consent and the buttons are disabled: only answers come.
    return answers(s);
  },
  serialize: (snapshot) => {
    const s = snapshot as PaymentSnapshot;
    const c = s.context;
    const form = typed(s);
    return JSON.stringify([
      s.value,
      c.flow,
      c.renewalConsent,
      form === null ? null : `${form.who}/${form.card}`,
      c.purchase?.memberId ?? null,
      c.idempotency !== null,
      c.paymentResponse !== null,
      c.confirmation !== null,
      c.setupPaymentMethodId !== null,
      c.message !== null,
    ]);
  },
};

// ── The page ──────────────────────────────────────────────────────────────────────────────────

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });
const confirmButton = (page: Page) => page.getByRole('button', { name: CHECKOUT_TEXTS.confirmPayment });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });
const saveButton = (page: Page) => page.getByRole('button', { name: CHECKOUT_TEXTS.saveCard, exact: true });
const busy = (page: Page, label: string) => page.getByRole('status').filter({ hasText: label });

/** Page 1 shows, or it is reached from page 2 by its Cancel. */
async function toPageOne(page: Page): Promise<void> {
  const pageOne = heading(page, PAGE_TEXTS.page1Title);
  if (await pageOne.isVisible()) return;
  await page.getByRole('button', { name: CHECKOUT_TEXTS.cancel, exact: true }).click();
  await expect(pageOne).toBeVisible();
}

/** Page 2 shows, or it is reached from page 1 by 'Add payment method' / 'Update payment method'. */
async function toPageTwo(page: Page, title: string): Promise<void> {
  const pageTwo = heading(page, title);
  if (await pageTwo.isVisible()) return;
  await page.getByRole('button', { name: /^(add|update) payment method$/i }).click();
  await expect(pageTwo).toBeVisible();
}

async function fillForm(page: Page, form: TypedForm): Promise<void> {
  await toPageTwo(page, form.who === 'nocard' ? PAGE_TEXTS.page2PayTitle : PAGE_TEXTS.page2UpdateTitle);
  const a = ADDRESSES[form.who];
  await page.getByLabel('Card number').fill(CARD_NUMBERS[form.card]);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Country or region').selectOption('US');
  await page.getByLabel('Address line 1').fill(a.line1);
  await page.getByLabel('City', { exact: true }).fill(a.city);
  await page.getByLabel('State', { exact: true }).fill(a.state);
  await page.getByLabel('ZIP code').fill(a.zip);
  await page.getByLabel('Phone number').fill('4155550101');
}

/** The member a path walks as: the first step that tells. */
function walker(walk: Walk): Who {
  for (const { event } of walk.path.steps) {
    const purchase = (event as { purchase?: Purchase }).purchase;
    if (purchase?.memberId === 'member' || purchase?.memberId === 'cse' || purchase?.memberId === 'nocard') return purchase.memberId;
    if (event.type === 'card form changed') return (event.form as TypedForm).who;
    if (event.type === 'dismiss message') return 'widget';
    if (event.type === 'save card') return 'member';
  }
  return 'member';
}

// ── The answers' calls: held in the browser until their step ──────────────────────────────────

const SANDBOX_PATHS = {
  validate: '/v1/are/checkout/payment/payment_method/pm_cse_mc',
  create: '/v1/are/checkout/subscription/create',
  confirm: '/__cards/confirm_payment',
  attach: '/v1/are/checkout/subscription/success',
  reload: '/v1/are/member/active_subscriptions',
  terms: '/v1/are/member/track/terms',
  track: '/v1/are/member/track/upgrade',
  upgrade: '/v1/are/checkout/subscription/upgrade',
  setup: '/v1/are/checkout/payment/setup_intent',
  confirmSetup: '/__cards/confirm_setup',
  default: '/v1/are/member/payment_method/default/*',
} as const;

const callOf = (method: string, path: string) => ({ method, url: `**${path.replace(/\*$/, '**')}` });

/** The call each waiting state makes, by the state's path. */
const CALL_IN: Record<string, readonly [string, string]> = {
  'purchasing.validating saved payment method': ['GET', SANDBOX_PATHS.validate],
  'purchasing.creating subscription': ['POST', SANDBOX_PATHS.create],
  'purchasing.confirming payment with card provider': ['POST', SANDBOX_PATHS.confirm],
  'purchasing.attaching payment method': ['POST', SANDBOX_PATHS.attach],
  'purchasing.reloading subscriptions': ['GET', SANDBOX_PATHS.reload],
  'purchasing.recording checkout event': ['POST', SANDBOX_PATHS.terms],
  'switching plan.tracking upgrade': ['POST', SANDBOX_PATHS.track],
  'switching plan.upgrading subscription': ['POST', SANDBOX_PATHS.upgrade],
  'switching plan.reloading subscriptions': ['GET', SANDBOX_PATHS.reload],
  'saving card.creating setup intent': ['POST', SANDBOX_PATHS.setup],
  'saving card.confirming setup with card provider': ['POST', SANDBOX_PATHS.confirmSetup],
  'saving card.setting default payment method': ['PUT', SANDBOX_PATHS.default],
};

/**
 * A path that ends while a call runs ends there: the call's request is held until the walk is over,
 * so the page still shows the payment waiting when its screen is checked.
 */
async function holdTheLastCall({ page, path, index }: Walk): Promise<void> {
  // The path ends with this move: no step after this one is performed.
  if (path.steps.slice(index + 1).some((later) => paymentDrivers.events[later.event.type]?.perform !== undefined)) return;
  const step = path.steps.at(-1);
  if (step === undefined) return;
  const value = JSON.parse(step.value) as unknown;
  if (typeof value !== 'object' || value === null) return;
  const [[parent, child] = []] = Object.entries(value as Record<string, unknown>);
  const call = CALL_IN[`${String(parent)}.${String(child)}`];
  if (call === undefined) return;
  const [method, url] = call;
  await page.route(callOf(method, url).url, (route) => (route.request().method() === method ? new Promise<void>(() => {}) : route.fallback()));
}

/** A perform that first holds the call the path ends in, if it ends in one. */
const performing =
  (run: (walk: Walk, event: AnyEventObject) => Promise<void>) =>
  async (walk: Walk, event: AnyEventObject): Promise<void> => {
    await holdTheLastCall(walk);
    await run(walk, event);
  };

/**
 * A network answer: its request is held until the step (so the state before it is checked on
 * screen); `fault` arms the sandbox for a failing answer. A GET is retried twice by the API client
 * on a 5xx, so its fault lasts three calls.
 */
function answer(method: string, path: string, fault?: { status: number; message?: string }): Driver {
  return {
    call: callOf(method, path),
    // The cause is the answer arriving: the held request goes on.
    perform: performing(async () => {}),
    ...(fault === undefined
      ? {}
      : {
          async arrange({ sandbox }: Walk) {
            await sandbox.fault({ method, path, status: fault.status, ...(fault.message === undefined ? {} : { message: fault.message }), times: method === 'GET' && fault.status >= 500 ? 3 : 1 });
          },
        }),
  };
}

/** Done and failed of one call, the failure's fault read from the event's error. */
function answersOf(method: string, path: string): { done: Driver; failed: Driver } {
  const held = answer(method, path);
  return {
    done: held,
    failed: {
      ...held,
      async arrange({ sandbox }, event) {
        const error = event.error as { status: number; message: string };
        await sandbox.fault({ method, path, status: error.status, message: error.message, times: method === 'GET' && error.status >= 500 ? 3 : 1 });
      },
    },
  };
}

const validate = answersOf('GET', SANDBOX_PATHS.validate);
const create = answersOf('POST', SANDBOX_PATHS.create);
const attach = answersOf('POST', SANDBOX_PATHS.attach);
const reload = answersOf('GET', SANDBOX_PATHS.reload);
const upgrade = answersOf('POST', SANDBOX_PATHS.upgrade);
const setup = answersOf('POST', SANDBOX_PATHS.setup);
const setDefault = answersOf('PUT', SANDBOX_PATHS.default);

/** Page 1's saved card is refused by the card service (a fault); page 2's by the declined test card. */
const confirmWithProvider: Driver = {
  ...answer('POST', SANDBOX_PATHS.confirm),
  async arrange({ sandbox, path, index }, event) {
    const output = event.output as { status: string };
    const paidWithSavedCard = path.steps.slice(0, index).some((step) => step.event.type === 'xstate.done.actor.validate saved payment method');
    if (output.status === 'failed' && paidWithSavedCard) await sandbox.fault({ method: 'POST', path: SANDBOX_PATHS.confirm, status: 402, message: DECLINED });
  },
};

/**
 * The connection drops as the card provider is asked to confirm: the request is cut in the browser
 * (once), so no answer comes; the retry confirms the same intent, which the sandbox then answers.
 */
const confirmUnanswered: Driver = {
  call: callOf('POST', SANDBOX_PATHS.confirm),
  perform: performing(async () => {}),
  async arrange({ page }) {
    let cut = false;
    // A pattern of its own: the runner's hold lets go of its request with unroute(url), which would drop this route too.
    await page.route((url) => url.pathname === SANDBOX_PATHS.confirm, (route) => {
      if (cut || route.request().method() !== 'POST') return route.fallback();
      cut = true;
      return route.abort('connectionreset');
    });
  },
};

// ── Screens ───────────────────────────────────────────────────────────────────────────────────

const PROCESSING = CHECKOUT_TEXTS.processing;
const SAVING = CHECKOUT_TEXTS.saving;

const pageOneBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page1Title}' with '${PROCESSING}' over it and 'Confirm Payment' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page1Title)).toBeVisible();
    await expect(busy(page, PROCESSING)).toBeVisible();
    await expect(confirmButton(page)).toBeDisabled();
  },
};
const pageTwoBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page2PayTitle}' with '${PROCESSING}' over it and 'Pay $…' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page2PayTitle)).toBeVisible();
    await expect(busy(page, PROCESSING)).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
  },
};
const eitherPageBusy: ScreenCheck = {
  says: `page 1 ('${PAGE_TEXTS.page1Title}', 'Confirm Payment' disabled) or page 2 ('${PAGE_TEXTS.page2PayTitle}', 'Pay $…' disabled) with '${PROCESSING}' over it`,
  check: async (page) => {
    await expect(busy(page, PROCESSING)).toBeVisible();
    if (await heading(page, PAGE_TEXTS.page1Title).isVisible()) await expect(confirmButton(page)).toBeDisabled();
    else {
      await expect(heading(page, PAGE_TEXTS.page2PayTitle)).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
    }
  },
};
const savingBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page2UpdateTitle}' with '${SAVING}' over it and 'Save payment method' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page2UpdateTitle)).toBeVisible();
    await expect(busy(page, SAVING)).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
  },
};

const screens: Record<string, readonly ScreenCheck[]> = {
  ready: [
    {
      says: `page 1 ('${PAGE_TEXTS.page1Title}' with 'Confirm Payment', or 'Update Payment Method' in the billing widget) or page 2 ('${PAGE_TEXTS.page2PayTitle}' with 'Pay $…', '${PAGE_TEXTS.page2UpdateTitle}' with 'Save payment method'), nothing processing`,
      check: async (page) => {
        await expect(page.getByRole('heading', { level: 2, name: /^Step \d: (Payment Method|Secure Checkout|Update Billing Info)$/ })).toBeVisible();
        await expect(busy(page, PROCESSING)).toHaveCount(0);
        await expect(busy(page, SAVING)).toHaveCount(0);
        // Page 1 of the checkout, or the billing widget's saved method with its button to the form.
        if (await heading(page, PAGE_TEXTS.page1Title).isVisible()) await expect(confirmButton(page).or(page.getByRole('button', { name: /^update payment method$/i })).first()).toBeVisible();
        else if (await heading(page, PAGE_TEXTS.page2PayTitle).isVisible()) await expect(payButton(page)).toBeVisible();
        else await expect(saveButton(page)).toBeVisible();
      },
    },
  ],
  purchasing: [eitherPageBusy],
  'purchasing.validating saved payment method': [pageOneBusy],
  'purchasing.checking entered details': [pageTwoBusy],
  'switching plan': [pageOneBusy],
  'saving card': [savingBusy],
  paid: [
    {
      says: "the 'Thank you for your purchase!' dialog (an ARE plan) or 'Checkout complete'",
      check: (page) => expect(page.getByRole('dialog', { name: /^(Thank you for your purchase!|Checkout complete)$/ })).toBeVisible({ timeout: 15_000 }),
    },
  ],
};

const FORM_RULES = "Pay and Save payment method are enabled only when the form reports both parts complete, and the form's submit check applies the same field rules, so the check never says no";

export const paymentDrivers: MachineDrivers = {
  machine: 'payment',
  model,
  async open(walk) {
    const who = walker(walk);
    walk.world.who = who;
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
      perform: performing(({ page }) => payButton(page).click()),
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
      perform: performing(async ({ page, path, index }) => {
        if (!(await saveButton(page).isVisible()) || (await saveButton(page).isDisabled())) {
          const typedBefore = path.steps.slice(0, index).findLast((step) => step.event.type === 'card form changed');
          if (typedBefore !== undefined) await fillForm(page, typedBefore.event.form as TypedForm);
        }
        await saveButton(page).click();
      }),
      control: saveButton,
    },
    // Made in the browser: they answer within the move.
    'xstate.done.actor.check entered payment details': {},
    'xstate.done.actor.check entered card details': {},
    'xstate.done.actor.new idempotency key': {},
    'xstate.done.actor.new idempotency key for plan switch': {},
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
      "no seeded member's saved method has an incomplete billing address, and neither the sandbox nor the save-card form (which requires every address field) can make one",
    'purchasing › checking entered details → ready : check entered payment details done [provider said no]': FORM_RULES,
    'saving card › checking entered details → ready : check entered card details done [provider said no]': FORM_RULES,
  },
  screens,
};
