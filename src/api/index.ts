// The public face of src/api: what machines (types only), adapters and the app import.
export { createHttp, CONTENT_TYPE_AUTOMATIC, type Auth, type CallOptions, type Http, type HttpDeps, type RequestSpec } from './client.ts';
export { createApi, newIdempotencyKey, type Api, type ApiDeps } from './create-api.ts';
export * from './errors.ts';
export * from './notices.ts';
export * from './payloads.ts';
export { sortByName } from './calls/catalogue.ts';
export { isGroupAdmin, PROPERTY_ID, type AccountDetails, type ProfileUpdate } from './calls/member.ts';
export type {
  CompleteSubscriptionInput,
  CreateGuestSubscriptionInput,
  CreateSubscriptionInput,
  ProrateInput,
  ProrateItemInput,
  RepriceInput,
  UpgradeInput,
} from './calls/checkout.ts';
export type { AdminAccountDetails } from './calls/organisation.ts';
export type { TrackResult } from './calls/tracking.ts';
export type { IdentityProviderRef } from './calls/identity-provider.ts';
export type { Address, Status } from './schemas/common.ts';
export type { Product } from './schemas/product.ts';
export type { CreatedAccount, EmailCheck, GroupAccount, LoginResult, Member, NewMember } from './schemas/member.ts';
export { toPaymentResponse, type CompletedSubscription, type CreatedSubscription, type PaymentResponse, type Subscription, type UpgradeResult } from './schemas/subscription.ts';
export type { BankPaymentMethod, CardPaymentMethod, DefaultPaymentMethodResult, PaymentMethod, PaymentMethodRecord, SetupIntent } from './schemas/payment-method.ts';
export type { CouponType, ProrateResult, RepriceResult, TaxRate } from './schemas/pricing.ts';
export type { CouponCheck } from './schemas/coupon.ts';
export type { CreatedAdminAccount, Group, OrgDiscount, SeatCount, WaitlistPosition } from './schemas/organisation.ts';
