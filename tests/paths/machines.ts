// Every machine the path runner walks, by the name `--machine` takes (the machine's id, or for
// another start of a machine, its drivers' name).
import type { MachineDrivers } from './driver-types.ts';
import { accountDrivers, accountRestoredDrivers, accountWidgetDrivers } from './account.drivers.ts';
import { authDrivers } from './auth.drivers.ts';
import { billingDrivers, billingRestoredDrivers } from './billing.drivers.ts';
import { companyDrivers, companyNotAdminDrivers } from './company.drivers.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { checkoutFirmAdminDrivers } from './checkout-firm-admin.drivers.ts';
import { checkoutOrganisationDrivers, checkoutStoredNomaEmailDrivers } from './checkout-organisation.drivers.ts';
import { checkoutReturningMemberDrivers } from './checkout-returning-member.drivers.ts';
import { couponAutoDrivers, couponDrivers, couponPurchaseDrivers } from './coupon.drivers.ts';
import { networkDrivers } from './network.drivers.ts';
import { nomaDrivers } from './noma.drivers.ts';
import { sessionDrivers } from './session.drivers.ts';
import { waitlistDrivers } from './waitlist.drivers.ts';
import { paymentDrivers } from './payment.drivers.ts';
import { pricingDrivers, pricingMemberDrivers } from './pricing.drivers.ts';

export const DRIVERS: Readonly<Record<string, MachineDrivers>> = {
  session: sessionDrivers,
  network: networkDrivers,
  account: accountDrivers,
  'account-restored': accountRestoredDrivers,
  'account-widget': accountWidgetDrivers,
  coupon: couponDrivers,
  'coupon-auto': couponAutoDrivers,
  'coupon-purchase': couponPurchaseDrivers,
  pricing: pricingDrivers,
  'pricing-member': pricingMemberDrivers,
  auth: authDrivers,
  company: companyDrivers,
  'company-not-admin': companyNotAdminDrivers,
  noma: nomaDrivers,
  waitlist: waitlistDrivers,
  billing: billingDrivers,
  'billing-restored': billingRestoredDrivers,
  checkout: checkoutDrivers,
  'checkout-organisation': checkoutOrganisationDrivers,
  'checkout-firm-admin': checkoutFirmAdminDrivers,
  'checkout-organisation-stored-noma': checkoutStoredNomaEmailDrivers,
  'checkout-returning-member': checkoutReturningMemberDrivers,
  payment: paymentDrivers,
};

/**
 * The smoke set of `npm test` (issue 29): every state of the checkout (its five starts come with
 * its name), the payment and the sign-up / sign-in dialogs.
 */
export const SMOKE_MACHINES: readonly string[] = ['checkout', 'payment', 'auth'];
