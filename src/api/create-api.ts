// The API as the app's actors call it: every call of spec section 7 bound to one Http instance.
import type { Http } from './client.ts';
import { contentKeys } from './content-keys.ts';
import { loadProducts, loadUpgradeProducts } from './calls/catalogue.ts';
import {
  completeSubscription,
  createSubscription,
  createSubscriptionAsGuest,
  loadTaxRate,
  prorate,
  repriceAsGuest,
  upgradeSubscription,
} from './calls/checkout.ts';
import { validateCoupon } from './calls/coupons.ts';
import { requestPasswordReset, type IdentityProviderRef } from './calls/identity-provider.ts';
import { checkEmail, createAccount, loadActiveSubscriptions, loadMemberProfile, logIn, updateMemberProfile } from './calls/member.ts';
import {
  checkOrgDiscount,
  createAdminAccount,
  createCompany,
  createFirm,
  joinWaitlist,
  loadSeatCount,
} from './calls/organisation.ts';
import {
  createSetupIntent,
  loadPaymentMethodRecord,
  loadPaymentMethods,
  loadSubscriptionPaymentMethod,
  setDefaultPaymentMethod,
} from './calls/payment-methods.ts';
import { abandonCheckout, trackCheckoutOrigin, trackPrice, trackTerms, trackUpgrade } from './calls/tracking.ts';

type Bound<F> = F extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;
type BoundWithIdentity<F> = F extends (http: Http, identity: IdentityProviderRef, ...args: infer A) => infer R ? (...args: A) => R : never;

export interface Api {
  loadProducts: Bound<typeof loadProducts>;
  loadUpgradeProducts: Bound<typeof loadUpgradeProducts>;
  loadTaxRate: Bound<typeof loadTaxRate>;
  repriceAsGuest: Bound<typeof repriceAsGuest>;
  prorate: Bound<typeof prorate>;
  createSubscription: Bound<typeof createSubscription>;
  createSubscriptionAsGuest: Bound<typeof createSubscriptionAsGuest>;
  completeSubscription: Bound<typeof completeSubscription>;
  upgradeSubscription: Bound<typeof upgradeSubscription>;
  validateCoupon: Bound<typeof validateCoupon>;
  loadMemberProfile: Bound<typeof loadMemberProfile>;
  updateMemberProfile: Bound<typeof updateMemberProfile>;
  loadActiveSubscriptions: Bound<typeof loadActiveSubscriptions>;
  checkEmail: Bound<typeof checkEmail>;
  logIn: Bound<typeof logIn>;
  createAccount: Bound<typeof createAccount>;
  loadPaymentMethods: Bound<typeof loadPaymentMethods>;
  loadSubscriptionPaymentMethod: Bound<typeof loadSubscriptionPaymentMethod>;
  loadPaymentMethodRecord: Bound<typeof loadPaymentMethodRecord>;
  createSetupIntent: Bound<typeof createSetupIntent>;
  setDefaultPaymentMethod: Bound<typeof setDefaultPaymentMethod>;
  checkOrgDiscount: Bound<typeof checkOrgDiscount>;
  loadSeatCount: Bound<typeof loadSeatCount>;
  joinWaitlist: Bound<typeof joinWaitlist>;
  createAdminAccount: Bound<typeof createAdminAccount>;
  createFirm: Bound<typeof createFirm>;
  createCompany: Bound<typeof createCompany>;
  trackTerms: Bound<typeof trackTerms>;
  trackUpgrade: Bound<typeof trackUpgrade>;
  trackPrice: Bound<typeof trackPrice>;
  trackCheckoutOrigin: Bound<typeof trackCheckoutOrigin>;
  abandonCheckout: Bound<typeof abandonCheckout>;
  requestPasswordReset: BoundWithIdentity<typeof requestPasswordReset>;
}

export interface ApiDeps {
  http: Http;
  /** From Config.identity: where the password-reset call goes. */
  identity: IdentityProviderRef;
}

export function createApi({ http, identity }: ApiDeps): Api {
  const keyFor = contentKeys();
  const email = (value: string) => value.trim().toLowerCase();
  return {
    loadProducts: (...args) => loadProducts(http, ...args),
    loadUpgradeProducts: (...args) => loadUpgradeProducts(http, ...args),
    loadTaxRate: (...args) => loadTaxRate(http, ...args),
    repriceAsGuest: (...args) => repriceAsGuest(http, ...args),
    prorate: (...args) => prorate(http, ...args),
    createSubscription: (...args) => createSubscription(http, ...args),
    createSubscriptionAsGuest: (...args) => createSubscriptionAsGuest(http, ...args),
    completeSubscription: (...args) => completeSubscription(http, ...args),
    upgradeSubscription: (...args) => upgradeSubscription(http, ...args),
    validateCoupon: (...args) => validateCoupon(http, ...args),
    loadMemberProfile: (...args) => loadMemberProfile(http, ...args),
    updateMemberProfile: (...args) => updateMemberProfile(http, ...args),
    loadActiveSubscriptions: (...args) => loadActiveSubscriptions(http, ...args),
    checkEmail: (...args) => checkEmail(http, ...args),
    logIn: (...args) => logIn(http, ...args),
    createAccount: async (details, options = {}) =>
      createAccount(http, details, {
        idempotencyKey: await keyFor('account', email(details.email), details.firstName.trim(), details.lastName.trim(), details.password),
        ...options,
      }),
    loadPaymentMethods: (...args) => loadPaymentMethods(http, ...args),
    loadSubscriptionPaymentMethod: (...args) => loadSubscriptionPaymentMethod(http, ...args),
    loadPaymentMethodRecord: (...args) => loadPaymentMethodRecord(http, ...args),
    createSetupIntent: (...args) => createSetupIntent(http, ...args),
    setDefaultPaymentMethod: (...args) => setDefaultPaymentMethod(http, ...args),
    checkOrgDiscount: (...args) => checkOrgDiscount(http, ...args),
    loadSeatCount: (...args) => loadSeatCount(http, ...args),
    joinWaitlist: (...args) => joinWaitlist(http, ...args),
    createAdminAccount: async (details, options = {}) =>
      createAdminAccount(http, details, {
        idempotencyKey: await keyFor(
          'admin account',
          email(details.workEmail),
          details.firstName.trim(),
          details.lastName.trim(),
          details.firmName.trim(),
          details.password,
        ),
        ...options,
      }),
    createFirm: async (input, options = {}) =>
      createFirm(http, input, { idempotencyKey: await keyFor('firm', input.organization.trim()), ...options }),
    createCompany: async (input, options = {}) =>
      createCompany(http, input, { idempotencyKey: await keyFor('company', input.organization.trim()), ...options }),
    trackTerms: (...args) => trackTerms(http, ...args),
    trackUpgrade: (...args) => trackUpgrade(http, ...args),
    trackPrice: (...args) => trackPrice(http, ...args),
    trackCheckoutOrigin: (...args) => trackCheckoutOrigin(http, ...args),
    abandonCheckout: (...args) => abandonCheckout(http, ...args),
    requestPasswordReset: (...args) => requestPasswordReset(http, identity, ...args),
  };
}

/** One key per submit: reuse it when the same submit is retried (create, upgrade). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
