// Events the checkout machine accepts: from its views, from the 'watch session' actor the app
// supplies and from its children (account, coupon, pricing, payment, auth, company, noma, waitlist).
import type { AccountToParentEvent } from '../account/events.ts';
import type { AuthToParentEvent } from '../auth/events.ts';
import type { CompanyToParentEvent } from '../company/events.ts';
import type { CouponToParentEvent } from '../coupon/events.ts';
import type { NomaToParentEvent } from '../noma/events.ts';
import type { PaymentToParentEvent } from '../payment/events.ts';
import type { PricingToParentEvent } from '../pricing/events.ts';
import type { SessionWatchEvent } from '../session/events.ts';
import type { SessionMember } from '../session/rules.ts';
import type { WaitlistToParentEvent } from '../waitlist/events.ts';

export type { SessionWatchEvent };

/** What the checkout views send (buttons and the page's own lifecycle). */
export type CheckoutViewEvent =
  /** Page 0, 'Proceed to Checkout' (PAGE0-3..6). */
  | { type: 'proceed to checkout' }
  /** Page 0, 'Create an account' (signed out): the sign-up dialog for the cart's audience (0009). */
  | { type: 'create an account' }
  /** Page 1 'Cancel' (back to page 0, PAGE1-8) and page 2 'Cancel' (back to page 1). */
  | { type: 'cancel' }
  /** Page 1: 'Add Payment Method' / 'Add a new payment method' (PAGE1-6, PAGE1-12). */
  | { type: 'add payment method' }
  /** Page 1: 'Update Payment Method' (PAGE1-6). */
  | { type: 'update payment method' }
  /** Page 1: 'Confirm Payment' (PAGE1-7); forwarded to the payment child with the purchase. */
  | { type: 'confirm payment' }
  /** Page 2: the form's submit; forwarded as 'pay' or 'save card' to the payment child. */
  | { type: 'pay' }
  /** 'For security reasons, please click here to re-enter your credentials' and the completion 'Log in'. */
  | { type: 'sign in' }
  /** The thank-you dialog's close button (DIALOG-COMPLETE-7). */
  | { type: 'close thank-you' }
  /** The thank-you dialog's Get Started (DIALOG-COMPLETE-8). */
  | { type: 'get started' }
  /** The completion modal's 'Go to dashboard' (DIALOG-COMPLETE-3, DIALOG-COMPLETE-6). */
  | { type: 'go to dashboard' }
  /** Page 0's 'Update Selection' link, on its way to the pricing page (SUMMARY-3..6). */
  | { type: 'update selection' }
  /** The app sends this on pagehide (SCOPE-13 abandonment). */
  | { type: 'leaving the page' };

/**
 * The sign-in hand-off (steps/sign-in-hand-off.ts): raised once per 'session.signed in', judged at
 * the machine's root, and taken by the visitor and page regions in the same step.
 */
export type SignInHandOffEvent =
  /** The member is the checkout's now; `anotherMember`: someone else's account data was held. */
  | { type: 'sign-in hand-off.member signed in'; member: SessionMember; anotherMember: boolean }
  /** PAGELOAD-4/5: the stored nomaEmail belongs to someone else: this member is logged out. */
  | { type: 'sign-in hand-off.member refused'; member: SessionMember; anotherMember: boolean };

/** From 'hear purchases in other tabs': another tab of this browser bought these plans for this member. */
export type OtherTabEvent = { type: 'other tab.plan bought'; memberId: string; priceIds: string[] };

export type CheckoutEvent =
  | SignInHandOffEvent
  | OtherTabEvent
  | AccountToParentEvent
  | SessionWatchEvent
  | CheckoutViewEvent
  | CouponToParentEvent
  | PricingToParentEvent
  | PaymentToParentEvent
  | AuthToParentEvent
  | CompanyToParentEvent
  | NomaToParentEvent
  | WaitlistToParentEvent;

export type PaymentSucceededEvent = Extract<PaymentToParentEvent, { type: 'payment.succeeded' }>;
