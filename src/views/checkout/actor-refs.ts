// The actors the checkout views read, typed from their machines. CheckoutPage finds each one by its
// systemId (useSystemActor) and hands it to the part of the page that shows it.
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/auth.machine.ts';
import type { CheckoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type { CompanyMachine } from '../../../machines/company/company.machine.ts';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import type { NomaMachine } from '../../../machines/noma/noma.machine.ts';
import type { PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import type { WaitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';

export type CheckoutRef = ActorRefFrom<CheckoutMachine>;
export type CouponRef = ActorRefFrom<CouponMachine>;
export type PricingRef = ActorRefFrom<PricingMachine>;
export type PaymentRef = ActorRefFrom<PaymentMachine>;
export type AuthRef = ActorRefFrom<AuthMachine>;
export type CompanyRef = ActorRefFrom<CompanyMachine>;
export type NomaRef = ActorRefFrom<NomaMachine>;
export type WaitlistRef = ActorRefFrom<WaitlistMachine>;
