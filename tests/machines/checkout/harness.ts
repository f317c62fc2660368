// Runs the real checkout machine with every side effect stubbed through `.provide()`: the app's
// actions are recorded in one log (with the actors' calls, in order), the session is a stub
// 'watch session' actor driven by the test, and the account, coupon, pricing, payment, auth,
// company, noma and waitlist children are the real machines with stubbed calls (the last five
// handed over by the checkout's part loaders, at once unless a test holds a part back).
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom, type EventObject, type SimulatedClock } from 'xstate';
import {
  authMachine,
  type AuthMachine,
  type CreateAccountInput,
  type CreateAdminAccountInput,
  type NewAccount,
  type SaveNamesInput,
  type SignInInput,
  type SignInOutput,
} from '../../../machines/auth/auth.machine.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { companyMachine, type CompanyMachine, type CreateCompanyInput, type CreateCompanyOutput } from '../../../machines/company/company.machine.ts';
import { nomaMachine, type NomaMachine, type VerifyNomaEmailInput, type VerifyNomaEmailOutput } from '../../../machines/noma/noma.machine.ts';
import {
  waitlistMachine,
  type JoinWaitlistOutput,
  type LoadSeatCountOutput,
  type OrganisationCallInput,
  type WaitlistMachine,
} from '../../../machines/waitlist/waitlist.machine.ts';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckOrgDiscountOutput,
  type CreateFirmInput,
  type CreateFirmOutput,
  type OrganisationParts,
  type PaymentParts,
  type SignUpParts,
} from '../../../machines/checkout/checkout.machine.ts';
import type { OtherTabEvent, SessionWatchEvent } from '../../../machines/checkout/events.ts';
import { selectPage, type CheckoutPage, type CheckoutSnapshot } from '../../../machines/checkout/selectors.ts';
import { accountMachine, type AccountMachine } from '../../../machines/account/account.machine.ts';
import { couponMachine } from '../../../machines/coupon/coupon.machine.ts';
import type { CardConfirmation, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { LoadTaxRateInput, LoadTaxRateOutput, ProrateOrderInput, RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';
import type { ValidateCouponInput, ValidateCouponOutput } from '../../../machines/coupon/coupon.machine.ts';
import type { ConfirmPaymentWithProviderInput, RecordCheckoutEventInput } from '../../../machines/payment/payment.machine.ts';
import { pricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import type { SessionMember } from '../../../machines/session/rules.ts';
import { isSeededAccount, memberFor, paymentMethodsFor, productFor, subscriptionsFor } from './fixtures.ts';
export { deferred, type Deferred } from '../../support/async.ts';
export { prorateFor, repriceFor, seatCountFor, type Answers, type Logged } from './answers.ts';
import { prorateFor, repriceFor, seatCountFor, type Answers, type Logged } from './answers.ts';
import { settle as settleTasks } from '../../support/async.ts';
import type { DefaultPaymentMethodResult, PaymentMethod, PaymentMethodRecord } from '../../../machines/domain/payment-method.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { CompleteSubscriptionInput, CreateSubscriptionInput, UpgradeInput } from '../../../machines/domain/purchase.ts';
import type { CompletedSubscription, CreatedSubscription, Subscription, UpgradeResult } from '../../../machines/domain/subscription.ts';

/** Lets a chain of up to 5 stubbed answers arrive. */
export const settle = (rounds = 5): Promise<void> => settleTasks(rounds);

export interface BuildOptions {
  /** Keep the machine's own 'open network dialog' (it sends 'open' to systemId 'network'). */
  realNetworkDialog?: boolean;
}

/** The checkout logic with stubs, its call log and a session driver; not started. */
export function buildCheckout(answers: Answers = {}, options: BuildOptions = {}) {
  const log: Logged[] = [];
  const reprices: RepriceOrderInput[] = [];
  const prorations: ProrateOrderInput[] = [];
  const creates: CreateSubscriptionInput[] = [];
  const upgrades: UpgradeInput[] = [];
  let sendToCheckout: ((event: SessionWatchEvent) => void) | null = null;
  let tellFromAnotherTab: ((event: OtherTabEvent) => void) | null = null;
  let member: SessionMember | null = null;

  const pricing = pricingMachine.provide({
    actors: {
      'reprice order': fromPromise<RepriceResult, RepriceOrderInput>(async ({ input: order }) => {
        reprices.push(order);
        return answers.reprice ? answers.reprice(order) : repriceFor(order);
      }),
      'prorate order': fromPromise<ProrateResult, ProrateOrderInput>(async ({ input: order }) => {
        prorations.push(order);
        return answers.prorate ? answers.prorate(order) : prorateFor(order);
      }),
      'load tax rate': fromPromise<LoadTaxRateOutput, LoadTaxRateInput>(async () => ({ tax_rate_id: 'txr_us_ca' })),
    },
  });
  const coupon = couponMachine.provide({
    actors: { 'validate coupon': fromPromise<ValidateCouponOutput, ValidateCouponInput>(async () => ({ validCoupon: true })) },
  });
  const payment = paymentMachine.provide({
    actors: {
      'hold the purchase lock': fromCallback<EventObject, { name: string }>(({ input: lock, sendBack }) => {
        log.push({ name: 'hold the purchase lock', lock: lock.name });
        const grant = () => sendBack({ type: 'purchase lock.held' });
        if (answers.purchaseLock) answers.purchaseLock(grant);
        else grant();
      }),
      'read the subscriptions before buying': fromPromise<Subscription[]>(async () => {
        log.push({ name: 'read the subscriptions before buying' });
        return answers.subscriptionsBeforeBuying ? answers.subscriptionsBeforeBuying() : [];
      }),
      'check entered payment details': fromPromise<CardSubmission>(async () => ({ status: 'ready' })),
      'new idempotency key': fromPromise<string>(async () => 'idem-1'),
      'load payment method record': fromPromise<PaymentMethodRecord, { paymentMethodId: string }>(async ({ input: pm }) => ({
        id: pm.paymentMethodId,
        type: 'card',
        address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US', phone: '4155550101' },
      })),
      'create subscription': fromPromise<CreatedSubscription, CreateSubscriptionInput>(async ({ input: order }) => {
        creates.push(order);
        if (answers.createSubscription) return answers.createSubscription(order);
        return { cart_id: 'cart_1', items: [{ subscription_id: 'sub_new', client_secret: 'pi_1_secret_x', price_id: order.priceIds[0] ?? null }] };
      }),
      'confirm payment with card provider': fromPromise<CardConfirmation, ConfirmPaymentWithProviderInput>(async () => ({ status: 'succeeded', intentId: 'pi_1', paymentMethodId: 'pm_member_visa' })),
      'attach payment method': fromPromise<CompletedSubscription, CompleteSubscriptionInput>(async () => ({ invoice_id: 'in_1', status: 'active' })),
      'reload subscriptions': fromPromise<unknown>(async () => []),
      'record checkout event': fromPromise<unknown, RecordCheckoutEventInput>(async () => ({ ok: true })),
      'track upgrade': fromPromise<unknown, { origin: string; priceId: string }>(async () => ({ ok: true })),
      'upgrade subscription': fromPromise<UpgradeResult, UpgradeInput>(async ({ input: change }) => {
        upgrades.push(change);
        return { subscription: null, invoice_id: 'in_upgrade' };
      }),
      'create setup intent': fromPromise(async () => ({ client_secret: 'seti_1_secret_x' })),
      'confirm setup with card provider': fromPromise<CardConfirmation, { clientSecret: string }>(async () => ({ status: 'succeeded', intentId: 'seti_1', paymentMethodId: 'pm_new' })),
      'set default payment method': fromPromise<DefaultPaymentMethodResult, { paymentMethodId: string }>(async () => ({ status: 'success', id: 'pm_new' })),
    },
    actions: {
      'report unsuccessful checkout submission': () => {},
      'remember the payment under way': (_, record) => log.push({ name: 'remember the payment under way', priceIds: record.priceIds, path: record.path }),
      'forget the payment under way': () => log.push({ name: 'forget the payment under way' }),
      'tell the other tabs of the purchase': (_, bought) => log.push({ name: 'tell the other tabs of the purchase', priceIds: bought.priceIds }),
    },
  });

  const auth = authMachine.provide({
    actors: {
      'check email': fromPromise<EmailAccounts, { email: string }>(async ({ input: asked }) => {
        log.push({ name: 'check email', email: asked.email });
        return answers.emailCheck ? answers.emailCheck(asked.email) : { are: false, network: false };
      }),
      'create account': fromPromise<NewAccount, CreateAccountInput>(async ({ input: account }) => {
        log.push({ name: 'create account', email: account.email });
        return answers.createAccount ? answers.createAccount(account) : { memberId: 'mem_new', authToken: 'tok_new', slug: null };
      }),
      'sign in': fromPromise<SignInOutput, SignInInput>(async ({ input: credentials }) => {
        log.push({ name: 'sign in', email: credentials.email });
        return answers.signIn ? answers.signIn(credentials) : { authToken: 'tok_back' };
      }),
      'save the names': fromPromise<void, SaveNamesInput>(async ({ input: names }) => {
        log.push({ name: 'save the names', token: names.authToken, firstName: names.firstName, lastName: names.lastName });
      }),
      'create admin account': fromPromise<NewAccount, CreateAdminAccountInput>(async ({ input: admin }) => {
        log.push({ name: 'create admin account', workEmail: admin.workEmail });
        return answers.createAdminAccount
          ? answers.createAdminAccount(admin)
          : { memberId: 'mem_admin', authToken: 'tok_admin', slug: 'lloyd-partners' };
      }),
      'send password reset': fromPromise<void, { email: string }>(async () => undefined),
    },
    // The dialog's analytics and frame are checked with the auth machine (tests/machines/auth).
    actions: { 'track sign-up submitted': () => undefined, 'add learning site frame': () => undefined },
  });
  const company = companyMachine.provide({
    actors: {
      'create company': fromPromise<CreateCompanyOutput, CreateCompanyInput>(async ({ input: asked }) => {
        log.push({ name: 'create company', organization: asked.organization });
        return answers.createCompany ? answers.createCompany(asked) : { slug: 'new-company' };
      }),
    },
  });
  const noma = nomaMachine.provide({
    actors: {
      'verify association email': fromPromise<VerifyNomaEmailOutput, VerifyNomaEmailInput>(async ({ input: asked }) => {
        log.push({ name: 'verify association email', email: asked.email });
        return answers.nomaCheck ? answers.nomaCheck(asked.email) : { noma: asked.email.toLowerCase().endsWith('@noma.org') };
      }),
    },
    actions: {
      'store noma email': (_, params) => log.push({ name: 'store noma email', email: params.email }),
      'show validated toast': () => {},
    },
  });
  const waitlist = waitlistMachine.provide({
    actors: {
      'load seat count': fromPromise<LoadSeatCountOutput, OrganisationCallInput>(async ({ input: asked }) => {
        log.push({ name: 'load seat count', orgId: asked.orgId });
        return answers.seatCount ? answers.seatCount(asked.orgId) : seatCountFor(asked.orgId);
      }),
      'join waitlist': fromPromise<JoinWaitlistOutput, OrganisationCallInput>(async ({ input: asked }) => {
        log.push({ name: 'join waitlist', orgId: asked.orgId });
        return answers.joinWaitlist ? answers.joinWaitlist(asked.orgId) : { queuePosition: 5 };
      }),
    },
    actions: {
      'show joined toast': (_, params) => log.push({ name: 'show joined toast', position: params.position }),
    },
  });

  const account = accountMachine.provide({
    actors: {
      'load subscriptions': fromPromise<Subscription[]>(async () => {
        log.push({ name: 'load subscriptions' });
        if (answers.subscriptions) return answers.subscriptions();
        return member === null || !isSeededAccount(member.email) ? [] : subscriptionsFor(member.email);
      }),
      'load payment methods': fromPromise<PaymentMethod[]>(async () => {
        log.push({ name: 'load payment methods' });
        if (answers.paymentMethods) return answers.paymentMethods();
        return member === null || !isSeededAccount(member.email) ? [] : paymentMethodsFor(member.email);
      }),
    },
  });

  const logic = checkoutMachine.provide({
    actors: {
      'load product': fromPromise<Product[], { priceIds: string[] }>(async ({ input: asked }) => {
        log.push({ name: 'load product', priceIds: asked.priceIds });
        if (answers.products) return answers.products(asked.priceIds);
        return asked.priceIds.flatMap((id) => {
          try {
            return [productFor(id)];
          } catch {
            return [];
          }
        });
      }),
      'check org discount': fromPromise<CheckOrgDiscountOutput, { priceId: string; orgId: number }>(async ({ input: asked }) => {
        log.push({ name: 'check org discount', priceId: asked.priceId, orgId: asked.orgId });
        return answers.orgDiscount ? answers.orgDiscount() : { allow: true };
      }),
      'create the firm': fromPromise<CreateFirmOutput, CreateFirmInput>(async ({ input: asked }) => {
        log.push({ name: 'create the firm', organization: asked.organization });
        return answers.createFirm ? answers.createFirm(asked) : { slug: 'lloyd-partners' };
      }),
      'watch session': fromCallback<EventObject>(({ sendBack }) => {
        sendToCheckout = (event) => sendBack(event);
        return () => {
          sendToCheckout = null;
        };
      }),
      'hear purchases in other tabs': fromCallback<EventObject>(({ sendBack }) => {
        tellFromAnotherTab = (event) => sendBack(event);
        return () => {
          tellFromAnotherTab = null;
        };
      }),
      'read the subscriptions': fromPromise<Subscription[]>(async () => {
        log.push({ name: 'read the subscriptions' });
        if (answers.subscriptionsWhileCompleting) return answers.subscriptionsWhileCompleting();
        return member === null ? [] : subscriptionsFor(member.email);
      }),
      account: options.realNetworkDialog ? account : account.provide({ actions: { 'open network dialog': () => log.push({ name: 'open network dialog', reason: 'subscription' }) } }),
      coupon,
      pricing,
      // The parts page 0 does not run arrive through their loaders (docs/decisions/0035).
      'load the sign-up parts': fromPromise<SignUpParts>(async () => {
        await answers.partArrives?.('sign-up');
        return { auth };
      }),
      'load the payment parts': fromPromise<PaymentParts>(async () => {
        await answers.partArrives?.('payment');
        return { payment };
      }),
      'load the organisation parts': fromPromise<OrganisationParts>(async () => {
        await answers.partArrives?.('organisation');
        return { company, noma, waitlist };
      }),
    },
    actions: {
      'go to pricing page': () => log.push({ name: 'go to pricing page' }),
      'go to marketing home': () => log.push({ name: 'go to marketing home' }),
      'go to learning site': () => log.push({ name: 'go to learning site' }),
      'go to group management': () => log.push({ name: 'go to group management' }),
      'open the dashboard': () => log.push({ name: 'open the dashboard' }),
      'track price': (_, params) => log.push({ name: 'track price', ...params }),
      'record checkout origin': (_, params) => log.push({ name: 'record checkout origin', ...params }),
      'open sign-in popup': (_, params) => log.push({ name: 'open sign-in popup', offered: params?.offered === true }),
      'tell the session the login was handled': () => log.push({ name: 'tell the session the login was handled' }),
      'save direct to payment flag': () => log.push({ name: 'save direct to payment flag' }),
      'clear direct to payment flag': () => log.push({ name: 'clear direct to payment flag' }),
      'push purchase events': (_, params) => log.push({ name: 'push purchase events', analytics: params }),
      'report abandoned checkout': (_, params) => log.push({ name: 'report abandoned checkout', priceIds: params.priceIds }),
      'scroll to top': () => log.push({ name: 'scroll to top' }),
      'record the return to the pricing page': () => log.push({ name: 'record the return to the pricing page' }),
      'forget noma email': () => log.push({ name: 'forget noma email' }),
      'remove the stored payment under way': () => log.push({ name: 'remove the stored payment under way' }),
      'sign the session in with the member token': (_, params) =>
        log.push({ name: 'sign the session in with the member token', token: params.token }),
      'ask the session to reload the member': () => log.push({ name: 'ask the session to reload the member' }),
      'ask the session to log out': () => log.push({ name: 'ask the session to log out' }),
    },
  });

  const provided = options.realNetworkDialog
    ? logic
    : logic.provide({
        actions: { 'open network dialog': (_, params) => log.push({ name: 'open network dialog', reason: params.reason }) },
      });

  const session = {
    signIn(email: string) {
      member = memberFor(email);
      sendToCheckout?.({ type: 'session.signed in', member });
    },
    /** A member the catalogue does not hold (a new account); the account data defaults to none. */
    signInAs(who: SessionMember) {
      member = who;
      sendToCheckout?.({ type: 'session.signed in', member: who });
    },
    signOut() {
      member = null;
      sendToCheckout?.({ type: 'session.signed out' });
    },
    fail(message = 'Popup closed') {
      sendToCheckout?.({ type: 'session.sign-in failed', message });
    },
  };
  /** Another tab of the browser tells that it bought these plans for this member (docs/decisions/0060). */
  const otherTab = {
    bought(memberId: string, priceIds: string[]) {
      tellFromAnotherTab?.({ type: 'other tab.plan bought', memberId, priceIds });
    },
  };

  return { logic: provided, log, session, otherTab, reprices, prorations, creates, upgrades };
}

export function toInput(input: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    priceId: input.priceId === undefined ? 'price_are5_pro_monthly' : input.priceId,
    orgId: input.orgId ?? null,
    directToPaymentInfo: input.directToPaymentInfo ?? false,
    nomaEmail: input.nomaEmail ?? null,
    sisterProductName: input.sisterProductName ?? 'Atlas Network',
    paymentUnderWay: input.paymentUnderWay ?? null,
  };
}

/** `clock`: a SimulatedClock lets a test move the delays (the reprice's quiet period) on without waiting. */
export function startCheckout(input: Partial<CheckoutInput> = {}, answers: Answers = {}, clock?: SimulatedClock) {
  const { logic, log, session, otherTab, reprices, prorations, creates, upgrades } = buildCheckout(answers);
  const actor = createActor(logic, clock === undefined ? { input: toInput(input) } : { input: toInput(input), clock });
  actor.start();

  const snapshot = (): CheckoutSnapshot => actor.getSnapshot();
  const names = () => log.map((entry) => entry.name);
  const count = (name: Logged['name']) => log.filter((entry) => entry.name === name).length;
  const page = (): CheckoutPage | null => selectPage(snapshot());
  const untilPage = (wanted: CheckoutPage) => waitFor(actor, (s) => selectPage(s) === wanted, { timeout: 1000 });
  const system = <T extends 'coupon' | 'pricing' | 'payment'>(id: T) => actor.system.get(id);
  const auth = () => actor.system.get('auth') as ActorRefFrom<AuthMachine> | undefined;
  const company = () => actor.system.get('company') as ActorRefFrom<CompanyMachine> | undefined;
  const noma = () => actor.system.get('noma') as ActorRefFrom<NomaMachine> | undefined;
  const waitlist = () => actor.system.get('waitlist') as ActorRefFrom<WaitlistMachine> | undefined;
  const account = () => actor.system.get('account') as ActorRefFrom<AccountMachine> | undefined;
  /** RETRY-1: what the network dialog's Retry sends the account actor. */
  const subscriptionsReloaded = (subscriptions: Subscription[]) => {
    const running = account();
    if (running === undefined) throw new Error('no account actor');
    running.send({ type: 'network.subscriptions reloaded', subscriptions });
  };
  /** Types values into the open dialog's fields, leaving each, as a visitor would. */
  const fillDialog = (values: Partial<Record<AuthField, string>>) => {
    const dialog = auth();
    if (dialog === undefined) throw new Error('no auth actor');
    for (const [field, value] of Object.entries(values) as [AuthField, string][]) {
      dialog.send({ type: 'change field', field, value });
      dialog.send({ type: 'blur field', field });
    }
  };

  return {
    actor,
    log,
    names,
    count,
    session,
    otherTab,
    snapshot,
    page,
    untilPage,
    reprices,
    prorations,
    creates,
    upgrades,
    system,
    auth,
    company,
    noma,
    waitlist,
    account,
    subscriptionsReloaded,
    fillDialog,
  };
}

/** A member signed in on page 0 (the session restored at load), their account data loaded. */
export async function startSignedIn(email: string, input: Partial<CheckoutInput> = {}, answers: Answers = {}, clock?: SimulatedClock) {
  const t = startCheckout(input, answers, clock);
  await settle();
  t.session.signIn(email);
  await settle(10);
  return t;
}

export type CheckoutHarness = ReturnType<typeof startCheckout>;
