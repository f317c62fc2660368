// What the checkout harness's stubs answer by default and what its call log records
// (harness.ts): the sandbox's seat counts, a reprice at the cart's amounts with no tax, and a
// proration with a 50.00 credit. A test passes its own answers to change one call.
import type { CreateAccountInput, CreateAdminAccountInput, NewAccount, SignInInput, SignInOutput } from '../../../machines/auth/auth.machine.ts';
import type { EmailAccounts } from '../../../machines/auth/rules.ts';
import type { CreateCompanyInput, CreateCompanyOutput } from '../../../machines/company/company.machine.ts';
import type { VerifyNomaEmailOutput } from '../../../machines/noma/noma.machine.ts';
import type { JoinWaitlistOutput, LoadSeatCountOutput } from '../../../machines/waitlist/waitlist.machine.ts';
import type { CheckOrgDiscountOutput, CreateFirmInput, CreateFirmOutput, PurchaseAnalytics } from '../../../machines/checkout/checkout.machine.ts';
import type { NetworkReason } from '../../../machines/network/events.ts';
import type { ProrateOrderInput, RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { CreateSubscriptionInput } from '../../../machines/domain/purchase.ts';
import type { CreatedSubscription, Subscription } from '../../../machines/domain/subscription.ts';

export type Logged =
  | { name: 'load product'; priceIds: string[] }
  | { name: 'check org discount'; priceId: string; orgId: number }
  | { name: 'load subscriptions' }
  | { name: 'load payment methods' }
  | { name: 'go to pricing page' }
  | { name: 'go to marketing home' }
  | { name: 'go to learning site' }
  | { name: 'go to group management' }
  | { name: 'open the dashboard' }
  | { name: 'track price'; origin: string; priceId: string }
  | { name: 'record checkout origin'; priceId: string }
  | { name: 'open sign-in popup'; offered: boolean }
  | { name: 'tell the session the login was handled' }
  | { name: 'open network dialog'; reason: NetworkReason }
  | { name: 'save direct to payment flag' }
  | { name: 'clear direct to payment flag' }
  | { name: 'push purchase events'; analytics: PurchaseAnalytics }
  | { name: 'report abandoned checkout'; priceIds: string[] }
  | { name: 'scroll to top' }
  | { name: 'record the return to the pricing page' }
  | { name: 'forget noma email' }
  | { name: 'sign the session in with the member token'; token: string }
  | { name: 'ask the session to reload the member' }
  | { name: 'ask the session to log out' }
  | { name: 'check email'; email: string }
  | { name: 'create account'; email: string }
  | { name: 'sign in'; email: string }
  | { name: 'save the names'; token: string; firstName: string; lastName: string }
  | { name: 'create admin account'; workEmail: string }
  | { name: 'create company'; organization: string }
  | { name: 'create the firm'; organization: string }
  | { name: 'verify association email'; email: string }
  | { name: 'store noma email'; email: string }
  | { name: 'load seat count'; orgId: number }
  | { name: 'join waitlist'; orgId: number }
  | { name: 'show joined toast'; position: number }
  | { name: 'read the subscriptions' }
  | { name: 'read the subscriptions before buying' }
  | { name: 'hold the purchase lock'; lock: string }
  | { name: 'remember the payment under way'; priceIds: readonly string[]; path: string }
  | { name: 'forget the payment under way' }
  | { name: 'remove the stored payment under way' }
  | { name: 'tell the other tabs of the purchase'; priceIds: readonly string[] };

export interface Answers {
  /** Default: the cart's amounts, no tax (see taxedReprice in page-one-pricing.test.ts for one with tax). */
  reprice?: (input: RepriceOrderInput) => Promise<RepriceResult>;
  prorate?: (input: ProrateOrderInput) => Promise<ProrateResult>;
  /** Default: the catalogue product for each id (none for an unknown id). */
  products?: (priceIds: string[]) => Promise<Product[]>;
  orgDiscount?: () => Promise<CheckOrgDiscountOutput>;
  /** Default: the signed-in member's seeded subscriptions. */
  subscriptions?: () => Promise<Subscription[]>;
  /** Default: the signed-in member's seeded payment methods. */
  paymentMethods?: () => Promise<PaymentMethod[]>;
  createSubscription?: (input: CreateSubscriptionInput) => Promise<CreatedSubscription>;
  /** The payment's read right before it buys (ROLE-9). Default: none held. */
  subscriptionsBeforeBuying?: () => Promise<Subscription[]>;
  /** The reloaded page's reads while it waits for its payment (0060). Default: the member's seeded ones. */
  subscriptionsWhileCompleting?: () => Promise<Subscription[]>;
  /** Default: granted at once. A test that holds it calls the function it is given to grant it. */
  purchaseLock?: (grant: () => void) => void;
  /** Default: the email is free. */
  emailCheck?: (email: string) => Promise<EmailAccounts>;
  /** Default: { memberId 'mem_new', authToken 'tok_new' }. */
  createAccount?: (input: CreateAccountInput) => Promise<NewAccount>;
  /** Default: { authToken 'tok_back' }. */
  signIn?: (input: SignInInput) => Promise<SignInOutput>;
  /** Default: { memberId 'mem_admin', authToken 'tok_admin', slug 'lloyd-partners' }. */
  createAdminAccount?: (input: CreateAdminAccountInput) => Promise<NewAccount>;
  /** Default: { slug 'lloyd-partners' }. */
  createFirm?: (input: CreateFirmInput) => Promise<CreateFirmOutput>;
  /** Default: { slug 'new-company' }. */
  createCompany?: (input: CreateCompanyInput) => Promise<CreateCompanyOutput>;
  /** Default: a NOMA email when its domain is noma.org (the sandbox's rule). */
  nomaCheck?: (email: string) => Promise<VerifyNomaEmailOutput>;
  /** Default: the sandbox's organisations (101 open, 102 full), queue position 0. */
  seatCount?: (orgId: number) => Promise<LoadSeatCountOutput>;
  /** Default: queue position 5. */
  joinWaitlist?: (orgId: number) => Promise<JoinWaitlistOutput>;
  /** Default: a part's code arrives at once; a test holds it back (or fails it) with its own promise. */
  partArrives?: (part: 'sign-up' | 'payment' | 'organisation') => Promise<void>;
}

/** The sandbox's organisations (sandbox/catalogue.json): 101 has seats, 102 is full. */
export function seatCountFor(orgId: number): LoadSeatCountOutput {
  if (orgId === 102) return { count: 10, allowed: 10, queuePosition: 0 };
  if (orgId === 101) return { count: 3, allowed: 25, queuePosition: 0 };
  return { count: 0, allowed: 25, queuePosition: 0 };
}

export function repriceFor(input: RepriceOrderInput): RepriceResult {
  const subTotal = input.items.reduce((sum, item) => sum + item.amount, 0);
  return {
    items: input.items.map((item) => ({ price_id: item.price_id, amount: item.amount, coupon: null, coupon_type: null, discount: 0, client_secret: null, subscription_id: null })),
    sub_total: subTotal,
    discount: 0,
    tax: 0,
    total: subTotal,
    address: null,
    tax_rate_id: null,
  };
}

export function prorateFor(input: ProrateOrderInput): ProrateResult {
  const subTotal = input.items.reduce((sum, item) => sum + item.amount, 0);
  const credit = 5000;
  return {
    items: input.items.map((item) => ({ price_id: item.price_id, billing_period_credit: credit, discount: 0, billing_period_end: '2026-12-15', coupon_type: null, coupon: null })),
    credit,
    discount: 0,
    proration: subTotal - credit,
    sub_total: subTotal,
    tax: 0,
    total: Math.max(0, subTotal - credit),
    tax_rate_id: null,
  };
}
