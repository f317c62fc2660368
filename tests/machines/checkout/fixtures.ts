// Test data built from the sandbox catalogue (the same ids, names and e-mails the acceptance tests
// use), shaped as the parsed API answers the checkout's actors return.
import catalogue from '../../../sandbox/catalogue.json';
import type { SessionMember } from '../../../machines/session/rules.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

type SeedProduct = (typeof catalogue.products)[number];
type SeedAccount = (typeof catalogue.accounts)[number];

function toProduct(seed: SeedProduct): Product {
  return {
    id: seed.id,
    name: seed.name,
    display_name: seed.display_name,
    duration: seed.duration,
    amount: seed.amount,
    product_details: seed.product_details,
    audience: seed.audience === 'group' ? 'group' : 'individual',
    access_level: seed.access_level,
    cap_limit: seed.cap_limit,
    price_id: seed.price_id,
    base_price: seed.base_price,
  };
}

export function productFor(priceId: string): Product {
  const seed = catalogue.products.find((p) => p.price_id === priceId);
  if (seed === undefined) throw new Error(`no catalogue product for ${priceId}`);
  return toProduct(seed);
}

function account(email: string): SeedAccount {
  const seed = catalogue.accounts.find((a) => a.email === email);
  if (seed === undefined) throw new Error(`no catalogue account ${email}`);
  return seed;
}

/** A seeded sandbox account (a new account made in a test is not). */
export const isSeededAccount = (email: string): boolean => catalogue.accounts.some((a) => a.email === email);

/** A member made during a test (a new account): no group, nothing bought. */
export function newMember(overrides: Partial<SessionMember> = {}): SessionMember {
  return {
    id: 'mem_new',
    email: 'new.visitor@example.com',
    firstName: 'Nora',
    lastName: 'New',
    groupId: null,
    groupAccounts: [],
    isGroupAdmin: false,
    authToken: 'tok_new',
    ...overrides,
  };
}

/** The member as the session actor keeps it (what 'watch session' reports). */
export function memberFor(email: string): SessionMember {
  const seed = account(email);
  const groupAccounts = seed.group_accounts.map((g) => ({ admin: g.admin, organization: g.organization }));
  return {
    id: `mem_${seed.email.split('@')[0] ?? 'x'}`,
    email: seed.email,
    firstName: seed.first_name,
    lastName: seed.last_name,
    groupId: seed.group_id,
    groupAccounts,
    isGroupAdmin: groupAccounts.some((g) => g.admin),
    authToken: `token-for-${seed.email}`,
  };
}

/** The subscriptions answer for a seeded account: the name is the product's (as the sandbox does). */
export function subscriptionsFor(email: string): Subscription[] {
  return account(email).subscriptions.map((sub) => {
    const product = productFor(sub.price_id);
    return {
      id: sub.id,
      name: product.name,
      price_id: sub.price_id,
      base_price: product.base_price,
      status: sub.status === 'canceled' ? 'canceled' : 'active',
      current_period_end: sub.current_period_end,
      carry_over_coupon: 'carry_over_coupon' in sub ? (sub.carry_over_coupon ?? null) : null,
    };
  });
}

/** The plan of `priceId` as an active subscription, bought just now (in another tab, say). */
export function activeSubscriptionOf(priceId: string): Subscription {
  const product = productFor(priceId);
  return {
    id: `sub_${priceId}`,
    name: product.name,
    price_id: priceId,
    base_price: product.base_price,
    status: 'active',
    current_period_end: '2027-12-01',
    carry_over_coupon: null,
  };
}

export function paymentMethodsFor(email: string): PaymentMethod[] {
  return account(email).payment_methods.map((pm, index): PaymentMethod => {
    const shared = {
      id: pm.id,
      address: pm.address,
      phone: pm.phone,
      phone_ext: pm.phone_ext,
      is_default: index === 0,
    };
    if (pm.type === 'us_bank_account' && 'bankName' in pm) {
      return { ...shared, type: 'us_bank_account', bankName: pm.bankName, accountType: pm.accountType, accountHolderType: pm.accountHolderType, last4: pm.last4 };
    }
    if ('brand' in pm) {
      return { ...shared, type: 'card', brand: pm.brand, last_4: pm.last_4, exp_month: pm.exp_month, exp_year: pm.exp_year };
    }
    throw new Error(`unreadable seeded payment method ${pm.id}`);
  });
}

export const PRICE = {
  are5Standard: 'price_are5_standard_monthly',
  are5Pro: 'price_are5_pro_monthly',
  are5ProYearly: 'price_are5_pro_yearly',
  are5Expert: 'price_are5_expert_monthly',
  csePro: 'price_cse_pro_monthly',
  essentials: 'price_essentials_yearly',
  firmExpert: 'price_are5_expert_firm_monthly',
  firmEssentials: 'price_firm_essentials_yearly',
  noma: 'price_are5_pro_noma_yearly',
} as const;

/** A complete billing address in California, which the catalogue taxes at 7.25 %. */
export const CALIFORNIA = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };
