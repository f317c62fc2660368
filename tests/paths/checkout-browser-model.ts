// The checkout's browser model for an individual checkout (issue 29): the real machine (its calls and
// children stubbed) opened on a plan with no organisation in the address, offered what a person
// does on pages 0, 1 and 2, in the sign-up and company dialogs and on the completion, with the
// answers the sandbox gives each of them. The drivers (checkout.drivers.ts) say how each happens.
import { assign, fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';
import { NO_ACCOUNT_DATA } from '../../machines/account/account.machine.ts';
import type { AccountData } from '../../machines/account/events.ts';
import { checkoutMachine, type CheckOrgDiscountInput, type CheckOrgDiscountOutput, type CreateFirmInput, type CreateFirmOutput, type LoadProductInput } from '../../machines/checkout/checkout.machine.ts';
import { mayNotBuy } from '../../machines/checkout/rules.ts';
import type { Product } from '../../machines/domain/product.ts';
import type { SessionMember } from '../../machines/session/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { PaymentMethod } from '../../machines/domain/payment-method.ts';
import type { Subscription } from '../../machines/domain/subscription.ts';
import { type CheckoutSnapshot, FIRM_ESSENTIALS, FIRM_ESSENTIALS_PRODUCT, inert, isIn, LOG_OUT, OPEN, READY, SUMMARY } from './checkout-model-parts.ts';

const noop = () => {};

/** Every action that reaches outside the checkout (the app, the session, a child) does nothing here. */
const OUTSIDE = [
  'go to pricing page',
  'go to marketing home',
  'go to learning site',
  'go to group management',
  'open the dashboard',
  'track price',
  'record checkout origin',
  'save direct to payment flag',
  'clear direct to payment flag',
  'push purchase events',
  'report abandoned checkout',
  'record the return to the pricing page',
  'scroll to top',
  'forget noma email',
  'tell the session the login was handled',
  'sign the session in with the member token',
  'ask the session to reload the member',
  'ask the session to log out',
  'open network dialog',
  'ask the account to load',
  'ask the account to forget',
  'tell pricing the coupon changed',
  'tell the coupon what pricing found',
  'clear the coupon',
  'open the sign-up dialog',
  'prorate when the member holds ARE 5.0',
  'price at the saved address',
  'ask pricing for the settled price',
  'remove the stored payment under way',
  'ask the account to read the subscriptions again',
] as const;

/**
 * The payment child is asked to pay or to save the card: the model notes it (the stub's record of
 * the call), since its answer, 'payment.succeeded' or 'payment.card saved', comes only after that.
 */
const PAYMENT_ASKED = 'paymentAsked';
const askPayment = assign(() => ({ [PAYMENT_ASKED]: true }) as never);
export const paymentWasAsked = (snapshot: CheckoutSnapshot): boolean => (snapshot.context as unknown as Record<string, unknown>)[PAYMENT_ASKED] === true;

/** Set when the page opens the sign-in window; a sign-out forgets it. */
const POPUP_OPENED = 'popupOpened';
const popupWasOpened = (snapshot: CheckoutSnapshot): boolean => (snapshot.context as unknown as Record<string, unknown>)[POPUP_OPENED] === true;
/** The sign-in, in the window the page opened, of the member a LOG OUT forgot (`again`: typed in, not by itself). */
export const signingInAgain = (member: SessionMember): AnyEventObject => ({ type: 'session.signed in', member, again: true });
/** The member a sign-out forgot: the one who signs back in with page 1's re-enter button. */
const LAST_MEMBER = 'lastMember';
export const lastMemberOf = (snapshot: CheckoutSnapshot): SessionMember | null => ((snapshot.context as unknown as Record<string, unknown>)[LAST_MEMBER] as SessionMember | undefined) ?? null;

export const logic = checkoutMachine.provide({
  actors: {
    'load product': fromPromise<Product[], LoadProductInput>(() => never()),
    'check org discount': fromPromise<CheckOrgDiscountOutput, CheckOrgDiscountInput>(() => never()),
    'create the firm': fromPromise<CreateFirmOutput, CreateFirmInput>(() => never()),
    'watch session': fromCallback<EventObject>(noop),
    'hear purchases in other tabs': fromCallback<EventObject>(noop),
    'read the subscriptions': fromPromise(() => never()),
    account: fromCallback<EventObject>(noop) as never,
    coupon: fromCallback<EventObject>(noop) as never,
    pricing: fromCallback<EventObject>(noop) as never,
    'load the sign-up parts': fromPromise(() => never()),
    'load the payment parts': fromPromise(() => never()),
    'load the organisation parts': fromPromise(() => never()),
  },
  actions: {
    ...(Object.fromEntries(OUTSIDE.map((name) => [name, noop])) as Record<(typeof OUTSIDE)[number], typeof noop>),
    'ask payment to confirm': askPayment,
    'ask payment to pay': askPayment,
    'ask payment to save the card': askPayment,
    'tell the account a card was saved': assign(() => ({ [PAYMENT_ASKED]: false }) as never),
    // The model notes the sign-in window the page opens, and forgets it with the member on a sign-out,
    // so that page 1's re-enter button is pressed before the window answers.
    'open sign-in popup': assign(() => ({ [POPUP_OPENED]: true }) as never),
    'forget the member': assign(({ context }) => ({ member: null, [POPUP_OPENED]: false, [LAST_MEMBER]: context.member }) as never),
  } as never,
});

/** The plans a walk opens (sandbox/catalogue.json): an ARE plan (the thank-you dialog) and a firm's plan. */
export const EXPERT = 'price_are5_expert_monthly';
export const UNKNOWN_PRICE = 'price_nobody_sells';
export const PRODUCTS: Record<string, Product> = {
  [EXPERT]: {
    id: 'prod_are5_expert',
    name: 'ARE 5.0 Expert 1-Month Subscription',
    display_name: 'ARE 5.0 Expert',
    duration: 1,
    amount: 34900,
    product_details: '',
    audience: 'individual',
    access_level: 'expert',
    cap_limit: null,
    price_id: EXPERT,
    base_price: 34900,
  },
  [FIRM_ESSENTIALS]: FIRM_ESSENTIALS_PRODUCT,
};

/** Who signs in through the popup (the seeded accounts): a member with a card and an ARE plan, one with neither, a firm's member. */
const MEMBER = 'member@example.com';
const NO_CARD = 'nocard@example.com';
const FIRM_MEMBER = 'firm.member@example.com';
const person = (email: string, firstName: string, lastName: string, groupId: number | null, groupAccounts: SessionMember['groupAccounts']): SessionMember => ({
  id: `mem_${email.split('@')[0] ?? 'x'}`,
  email,
  firstName,
  lastName,
  groupId,
  groupAccounts,
  isGroupAdmin: groupAccounts.some((g) => g.admin),
  authToken: `token-for-${email}`,
});
export const SEEDED: Record<string, SessionMember> = {
  [MEMBER]: person(MEMBER, 'Maya', 'Member', null, []),
  [NO_CARD]: person(NO_CARD, 'Nora', 'Nocard', null, []),
  [FIRM_MEMBER]: person(FIRM_MEMBER, 'Finn', 'Member', 91, [{ admin: false, organization: 'Studio North' }]),
};
const SUBSCRIPTIONS: Record<string, Subscription[]> = {
  [MEMBER]: [
    {
      id: 'sub_member_pro',
      name: 'ARE 5.0 Pro 1-Month Subscription',
      price_id: 'price_are5_pro_monthly',
      base_price: 19900,
      status: 'active',
      current_period_end: '2026-12-15',
      carry_over_coupon: 'LOYAL20',
    },
  ],
};
const SAN_FRANCISCO = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };
const PAYMENT_METHODS: Record<string, PaymentMethod[]> = {
  [MEMBER]: [
    { id: 'pm_member_visa', type: 'card', brand: 'visa', last_4: '4242', exp_month: 12, exp_year: 2030, address: SAN_FRANCISCO, phone: '4155550101', phone_ext: null, is_default: true },
  ],
};
/** The member again after 'Submit' in the company dialog: the admin of the company made (API-41). */
const companyAdmin = (member: SessionMember): SessionMember => ({ ...member, groupAccounts: [{ admin: true, organization: WALK_COMPANY }], isGroupAdmin: true });
export const WALK_COMPANY = 'Walk Company';
/** A visitor the sign-up dialog creates (the walk types a fresh address). */
export const NEWCOMER_EMAIL = 'newcomer@example.com';
const NEWCOMER = person(NEWCOMER_EMAIL, 'Nia', 'Newcomer', null, []);

export function accountOf(email: string): AccountData {
  return {
    ...NO_ACCOUNT_DATA,
    subscriptions: SUBSCRIPTIONS[email] ?? [],
    subscriptionsStatus: 'succeeded',
    paymentMethods: PAYMENT_METHODS[email] ?? [],
    paymentMethodsStatus: 'succeeded',
    loaded: true,
  };
}

const PAGE_1 = `${OPEN}.payment method`;
const PAGE_2 = `${OPEN}.payment details`;
const COMPLETE = `${OPEN}.checkout complete`;

const paid = (products: readonly Product[]): AnyEventObject => ({
  type: 'payment.succeeded',
  path: 'new purchase',
  audience: products[0]?.audience ?? 'individual',
  names: products.map((p) => p.name),
  priceIds: products.map((p) => p.price_id),
  invoiceId: 'in_walk',
});

function events(snapshot: CheckoutSnapshot): AnyEventObject[] {
  const s = snapshot;
  const c = s.context;
  const at = (path: string) => isIn(s, path);
  const out: AnyEventObject[] = [];
  const product = c.products[0];
  const group = product?.audience === 'group';

  // The first screen: the product arrives, then the session says nobody is signed in.
  if (at('visitor.session unknown') && !at('checkout flow.loading the product') && !at('checkout flow.leaving for the pricing page')) {
    out.push({ type: 'session.signed out' });
  }
  if (at('checkout flow.loading the product')) {
    // The session answers only after the product's answer (even a slow one, or a failure); a plan
    // nobody sells leaves before it has answered.
    out.push(done('load product', [PRODUCTS[EXPERT]]), done('load product', [PRODUCTS[FIRM_ESSENTIALS]]), done('load product', []), failed('load product'));
  }
  // Nobody acts before the session has answered (it answers as the page opens).
  if (at('visitor.session unknown')) return out;

  // Page 0, a guest: the arrival popup is open ('waiting for sign-in') or closed ('showing the order').
  // After a LOG OUT the member who left signs back in, as the sandbox now knows them (a company they made stays theirs).
  const back = lastMemberOf(s);
  if (at(`${SUMMARY}.waiting for sign-in`) && c.member === null) {
    const who = group ? [MEMBER, FIRM_MEMBER] : [MEMBER, NO_CARD, FIRM_MEMBER];
    if (back === null) out.push(...who.map((email) => ({ type: 'session.signed in', member: SEEDED[email] })));
    else out.push(signingInAgain(back));
    out.push({ type: 'session.sign-in failed', message: 'Popup closed' });
  }
  if (at(`${SUMMARY}.showing the order`) || at(`${SUMMARY}.waiting for sign-in`)) {
    // ALREADY-SUB-2, FIRM-MEMBER-2: no Proceed (or a disabled one) for a member who may not buy the plan.
    if (!mayNotBuy(c.member, c.products, c.subscriptions)) out.push({ type: 'proceed to checkout' });
    out.push({ type: 'update selection' });
    if (c.member === null) out.push({ type: 'create an account' });
  }
  if (at(`${SUMMARY}.loading the sign-up parts`)) out.push(done('load the sign-up parts', { auth: inert }), failed('load the sign-up parts'));
  if (at(`${SUMMARY}.signing up`)) {
    if (!group) out.push({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    out.push({ type: 'auth.dialog closed' });
  }
  if (at(`${SUMMARY}.finishing the sign-in`)) out.push({ type: 'session.signed in', member: NEWCOMER });

  // Between the sign-in and the page after it: the account data, then the payment part's code.
  if (at(`${READY}.loading your account`) && c.member !== null && !c.accountLoaded) {
    out.push({ type: 'account.updated', account: accountOf(c.member.email) });
  }
  if (at(`${READY}.loading the payment parts`)) out.push(done('load the payment parts', { payment: inert }), failed('load the payment parts'));
  if (at(`${READY}.loading the organisation parts`)) {
    out.push(done('load the organisation parts', { company: inert, noma: inert, waitlist: inert }), failed('load the organisation parts'));
  }
  // COMPANY-1..6: the company dialog of a member who administers no company and buys a firm's plan.
  if (at(`${READY}.creating your company`) && c.member !== null) {
    if (c.member.groupAccounts.length === 0) out.push({ type: 'company.created', slug: 'walk-company' });
    out.push({ type: 'company.dialog closed' });
  }
  if (at(`${READY}.reloading the member`) && c.member !== null) out.push({ type: 'session.signed in', member: companyAdmin(c.member) });

  // Past the sign-in, the top bar's LOG OUT (the visitor stops the issuer's logout page from loading,
  // so the checkout stays): while the account data loads, on page 1, while it waits for the settled
  // price, and on page 2.
  const asked = paymentWasAsked(s);
  const loggedIn = c.member !== null;
  if (loggedIn && at(`${READY}.loading your account`) && !c.accountLoaded) out.push(LOG_OUT);
  if (loggedIn && ((at(`${PAGE_1}.showing the payment method`) && !asked) || at(`${PAGE_1}.waiting for the settled price`))) out.push(LOG_OUT);
  if (loggedIn && at(`${PAGE_2}.filling in the details`) && !asked) out.push(LOG_OUT);
  // PAGE1-9/10: signed out on page 1 or 2, the re-enter button opens the sign-in window. While a
  // payment runs, the walk lets its held answer come (what a visitor does on the re-enter screen
  // is walked without a payment running).
  if (at(`${PAGE_1}.re-entering credentials`) && asked) out.push(paid(c.products));
  if (at(`${PAGE_1}.re-entering credentials`) && !asked) {
    out.push({ type: 'sign in' }, { type: 'cancel' });
    if (popupWasOpened(s) && c.signInError === null && back !== null) out.push(signingInAgain(back), { type: 'session.sign-in failed', message: 'Popup closed' });
  }

  // Page 1.
  if (at(`${PAGE_1}.showing the payment method`) && asked) out.push(paid(c.products));
  // DIALOG-COMPLETE-4 (LOG OUT while the payment's last answer is held, then 'Log in' on the
  // completion) is not offered: the network dialog covers the completion (see checkout-reasons.ts).
  if (at(`${PAGE_1}.showing the payment method`) && !asked) {
    if (c.paymentMethods.length > 0) out.push({ type: 'confirm payment' }, { type: 'update payment method' });
    else out.push({ type: 'add payment method' });
    out.push({ type: 'cancel' });
  }
  if (at(`${PAGE_1}.waiting for the settled price`)) out.push({ type: 'pricing.price settled' }, { type: 'pricing.failed', message: 'Service unavailable' });
  // Page 2.
  if (at(`${PAGE_2}.filling in the details`) && !asked) out.push({ type: 'pay' }, { type: 'cancel' });
  if (at(`${PAGE_2}.filling in the details`) && asked) out.push(c.paymentFormPurpose === 'save card' ? { type: 'payment.card saved', paymentMethodId: 'pm_walk' } : paid(c.products));
  if (at(`${PAGE_2}.waiting for the settled price`)) out.push({ type: 'pricing.price settled' }, { type: 'pricing.failed', message: 'Service unavailable' });

  // The completion.
  if (at(`${COMPLETE}.thank-you dialog`)) out.push({ type: 'close thank-you' }, { type: 'get started' });
  // DIALOG-COMPLETE-4: 'Go to dashboard' signed in; signed out, 'Log in' (its window is left open).
  if (at(`${COMPLETE}.completion modal`) && c.member !== null) out.push({ type: 'go to dashboard' });
  if (at(`${COMPLETE}.completion modal`) && c.member === null && !popupWasOpened(s)) out.push({ type: 'sign in' });
  return out;
}

export const model: GraphModel = {
  logic,
  input: { priceId: EXPERT, orgId: null, directToPaymentInfo: false, nomaEmail: null },
  events: (snapshot) => events(snapshot as CheckoutSnapshot),
  serialize: (snapshot) => {
    const s = snapshot as CheckoutSnapshot;
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.products.map((p) => p.price_id),
      c.member?.id ?? null,
      c.member?.isGroupAdmin ?? null,
      lastMemberOf(s)?.id ?? null,
      c.accountLoaded,
      c.paymentMethods.length,
      c.directToPaymentInfo,
      c.signInOffered,
      c.nextPage,
      c.paymentFormPurpose,
      c.completion?.invoiceId ?? null,
      paymentWasAsked(s),
      popupWasOpened(s),
      c.signInError !== null,
      Object.entries(c.parts).flatMap(([part, loaded]) => (loaded === null ? [] : [part])),
    ]);
  },
};
