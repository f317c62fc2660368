// Pure read-outs of the checkout machine for its views (pages 0..2, the order summary, the gates,
// the completion modal). Views call `useSelector(checkoutRef, selectX)` with the snapshot.
import type { SnapshotFrom } from 'xstate';
import type { CheckoutMachine } from './checkout.machine.ts';
import {
  alreadySubscribedMessage,
  CARD_ONLY_MESSAGE,
  COMPLETION_TEXTS,
  currentSubscriptions,
  FIRM_PLAN_MESSAGE,
  hasUnpaidCart as cartIsUnpaid,
  heldSubscription,
  isArePurchase,
  isFirmMemberBuyingIndividual,
  isIndividualPurchase,
  PAGE_TEXTS,
  PAYMENT_METHOD_BUTTONS,
  paymentMethodButton,
  savedMethodRefusedByThePlan,
  savedPaymentMethod,
  type PaymentMethodButton,
} from './rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Product } from '../domain/product.ts';
import type { Subscription } from '../domain/subscription.ts';

export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** Which page the paged view shows; null while the product loads or the browser is leaving. */
export type CheckoutPage = 0 | 1 | 2 | 'complete';

const OPEN = { 'checkout flow': 'checkout open' } as const;

export function selectPage(snapshot: CheckoutSnapshot): CheckoutPage | null {
  if (!snapshot.matches(OPEN)) return null;
  if (snapshot.matches({ 'checkout flow': { 'checkout open': { page: 'checkout complete' } } })) return 'complete';
  if (snapshot.matches({ 'checkout flow': { 'checkout open': { page: 'payment details' } } })) return 2;
  if (snapshot.matches({ 'checkout flow': { 'checkout open': { page: 'payment method' } } })) return 1;
  // 'arriving', 'order summary' and 'loading your account' all show page 0.
  return 0;
}

/** The product is loading or the organisation check runs: show a loading state. */
export const selectIsLoading = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': 'opening the checkout' }) ||
  snapshot.matches({ 'checkout flow': 'loading the product' }) ||
  snapshot.matches({ 'checkout flow': 'checking the organisation discount' });

/** ROUTE-10/11: the browser is being sent away; show nothing of the checkout. */
export const selectIsLeaving = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': 'leaving for the pricing page' }) ||
  snapshot.matches({ 'checkout flow': 'leaving for the marketing home' });

/** The order summary's items: the cart, or after payment the cart as paid (SUMMARY-1/2). */
export const selectOrderItems = (snapshot: CheckoutSnapshot): readonly Product[] =>
  snapshot.context.completion === null ? snapshot.context.products : snapshot.context.purchased;

/** SUMMARY-19: prices are hidden once the checkout is complete. */
export const selectPricesHidden = (snapshot: CheckoutSnapshot): boolean => snapshot.context.completion !== null;

/** CONST-22: what the payment form charges (the repriced total, else the cart's amounts), in cents. */
export const selectPaymentAmount = (snapshot: CheckoutSnapshot): number =>
  snapshot.context.total ?? snapshot.context.products.reduce((sum, product) => sum + product.amount, 0);

/** CART-2: organisation checkout hides the coupon entry. */
export const selectCouponHidden = (snapshot: CheckoutSnapshot): boolean => snapshot.context.orgId !== null;

export const selectIsAuthenticated = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ visitor: 'signed in' });

export const selectCurrentSubscriptions = (snapshot: CheckoutSnapshot): readonly Subscription[] =>
  currentSubscriptions(snapshot.context.subscriptions);

/** ALREADY-SUB-1: the text that replaces the plan card, or null (never once the checkout is complete). */
export function selectAlreadySubscribedMessage(snapshot: CheckoutSnapshot): string | null {
  const { member, products, subscriptions, completion } = snapshot.context;
  if (member === null || completion !== null) return null;
  const held = heldSubscription(products, subscriptions);
  return held === null ? null : alreadySubscribedMessage(held.name);
}

/** FIRM-MEMBER-1: the text that replaces the plan, or null. */
export function selectFirmPlanMessage(snapshot: CheckoutSnapshot): typeof FIRM_PLAN_MESSAGE | null {
  const { member, products, completion } = snapshot.context;
  return completion === null && isFirmMemberBuyingIndividual(member, products) ? FIRM_PLAN_MESSAGE : null;
}

/**
 * Page 0's Proceed to Checkout: hidden when already subscribed (ALREADY-SUB-2), disabled for a
 * firm member buying an individual plan (FIRM-MEMBER-2), else enabled.
 */
export function selectProceedButton(snapshot: CheckoutSnapshot): 'hidden' | 'disabled' | 'enabled' {
  if (selectAlreadySubscribedMessage(snapshot) !== null) return 'hidden';
  if (selectFirmPlanMessage(snapshot) !== null) return 'disabled';
  return 'enabled';
}

/** The login popup is open (or was asked for) from page 0. */
export const selectWaitingForSignIn = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'waiting for sign-in' } } } });

const READY = { 'checkout flow': { 'checkout open': { page: 'getting ready to pay' } } } as const;
type ReadyingStep = 'loading your account' | 'reloading the member' | 'loading the organisation parts' | 'loading the payment parts';
const inReadying = (snapshot: CheckoutSnapshot, step: ReadyingStep): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': step } } } });

type FinishingStep = 'finishing the sign-in' | 'creating the firm' | 'reloading the new admin';
const inFinishing = (snapshot: CheckoutSnapshot, step: FinishingStep): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': step } } } });

/**
 * Page 0 → page 1 is under way: the account data (or, after a company was created, the member) is
 * loading, a new firm admin's firm is being created (0020), or the code of the organisation dialogs
 * or of the payment child is on its way (0035).
 */
export const selectLoadingAccount = (snapshot: CheckoutSnapshot): boolean =>
  inReadying(snapshot, 'loading your account') ||
  inReadying(snapshot, 'reloading the member') ||
  inReadying(snapshot, 'loading the organisation parts') ||
  inReadying(snapshot, 'loading the payment parts') ||
  inFinishing(snapshot, 'creating the firm') ||
  inFinishing(snapshot, 'reloading the new admin');

/**
 * Which gate between page 0 and the next page is open (docs/decisions/0010), or null:
 * 'company' → the company dialog (systemId 'company') shows over page 0; 'association email' → the
 * NOMA dialog (systemId 'noma'); 'seats' → the seat count runs or failed, and 'waitlist' → the
 * organisation is full: both show the waitlist screen (systemId 'waitlist') instead of the checkout.
 */
export type CheckoutGate = 'company' | 'association email' | 'seats' | 'waitlist';

type ReadyStep = 'creating your company' | 'verifying the association email' | 'organisation seats' | { 'organisation seats': 'waitlist' };

export function selectGate(snapshot: CheckoutSnapshot): CheckoutGate | null {
  if (!snapshot.matches(READY)) return null;
  const ready = (step: ReadyStep) => snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': step } } } });
  if (ready('creating your company')) return 'company';
  if (ready('verifying the association email')) return 'association email';
  if (ready({ 'organisation seats': 'waitlist' })) return 'waitlist';
  if (ready('organisation seats')) return 'seats';
  return null;
}

/** WAITLIST-1: the waitlist screen (or its seat count) replaces the checkout pages. */
export const selectShowsWaitlistScreen = (snapshot: CheckoutSnapshot): boolean => {
  const gate = selectGate(snapshot);
  return gate === 'seats' || gate === 'waitlist';
};

/** Page 0's 'Create an account' (0009): offered to a visitor who is not signed in, on page 0. */
export const selectCanCreateAccount = (snapshot: CheckoutSnapshot): boolean =>
  !selectIsAuthenticated(snapshot) &&
  (snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'showing the order' } } } }) ||
    snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'waiting for sign-in' } } } }));

/** 'Create an account' was pressed and the dialog's code is on its way (0035): the button shows it is busy. */
export const selectOpeningSignUp = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'loading the sign-up parts' } } } });

/**
 * The dialog's account or sign-in is being handed to the session (0003), and for a new firm admin
 * the firm created and the member read again (0020): page 0 waits, its Proceed button busy.
 */
export const selectFinishingSignIn = (snapshot: CheckoutSnapshot): boolean =>
  inFinishing(snapshot, 'finishing the sign-in') || inFinishing(snapshot, 'creating the firm') || inFinishing(snapshot, 'reloading the new admin');

/** PAGE1-9: page 1 shows only 'For security reasons, please click here to re-enter your credentials'. */
export function selectReEnterCredentials(snapshot: CheckoutSnapshot): typeof PAGE_TEXTS.reEnterCredentials | null {
  return snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'payment method': 're-entering credentials' } } } })
    ? PAGE_TEXTS.reEnterCredentials
    : null;
}

/** PAGE1-2..5, PAGE1-11: the saved card or bank account page 1 shows, or null ('No credit card found.'). */
export const selectSavedPaymentMethod = (snapshot: CheckoutSnapshot): PaymentMethod | null =>
  savedPaymentMethod(snapshot.context.paymentMethods);

/** PAGE1-6, PAGE1-12: the label of the button that opens page 2. */
export const selectPaymentMethodButton = (snapshot: CheckoutSnapshot): PaymentMethodButton =>
  selectCardOnlyNotice(snapshot) !== null
    ? PAYMENT_METHOD_BUTTONS.addNew
    : paymentMethodButton(snapshot.context.paymentMethods, snapshot.context.subscriptions);

/** ROLE-17, CONST-23: page 1's saved method is a bank account this plan refuses: why Confirm Payment is off; null otherwise. */
export const selectCardOnlyNotice = (snapshot: CheckoutSnapshot): string | null =>
  savedMethodRefusedByThePlan(snapshot.context.paymentMethods, snapshot.context.products) ? CARD_ONLY_MESSAGE : null;

/** PAGE2-2/3: 'Step 2: Secure Checkout', or 'Step 3: Update Billing Info' when page 2 saves a card. */
export const selectPaymentDetailsTitle = (snapshot: CheckoutSnapshot): string =>
  snapshot.context.paymentFormPurpose === 'save card' ? PAGE_TEXTS.page2UpdateTitle : PAGE_TEXTS.page2PayTitle;

/** CONST-22: Pay or Confirm Payment was pressed and waits for the final price: the button shows it is busy. */
export const selectSettlingThePrice = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('settling the price');

/** SUMMARY-13: a product sold below its base price shows the base price struck through; null otherwise. */
export const struckBasePrice = (product: Pick<Product, 'amount' | 'base_price'>): number | null =>
  product.base_price > product.amount ? product.base_price : null;

export const selectPaymentFormPurpose = (snapshot: CheckoutSnapshot): 'pay' | 'save card' => snapshot.context.paymentFormPurpose;

export interface CompletionView {
  title: typeof COMPLETION_TEXTS.title;
  body: typeof COMPLETION_TEXTS.body;
  /** DIALOG-COMPLETE-3/4; the button sends 'go to dashboard' or 'sign in'. */
  button: typeof COMPLETION_TEXTS.dashboardButton | typeof COMPLETION_TEXTS.logInButton;
  /** DIALOG-COMPLETE-5. */
  showsIndividualExtra: boolean;
  /** DIALOG-COMPLETE-7: the thank-you dialog is open over the modal. */
  thankYouOpen: boolean;
  /** DIALOG-COMPLETE-7: an ARE purchase (the thank-you dialog was or is shown). */
  arePurchase: boolean;
}

/** DIALOG-COMPLETE-1..7: the completion modal, or null before payment. */
export function selectCompletion(snapshot: CheckoutSnapshot): CompletionView | null {
  const completion = snapshot.context.completion;
  if (completion === null) return null;
  return {
    title: COMPLETION_TEXTS.title,
    body: COMPLETION_TEXTS.body,
    button: selectIsAuthenticated(snapshot) ? COMPLETION_TEXTS.dashboardButton : COMPLETION_TEXTS.logInButton,
    showsIndividualExtra: isIndividualPurchase(completion.audience),
    thankYouOpen: snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'checkout complete': 'thank-you dialog' } } } }),
    arePurchase: isArePurchase(completion.names),
  };
}

/** SCOPE-13: a signed-in member with an open, unpaid cart (what 'leaving the page' reports). */
export const hasUnpaidCart = (snapshot: CheckoutSnapshot): boolean => snapshot.matches(OPEN) && cartIsUnpaid(snapshot.context);
