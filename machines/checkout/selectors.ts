// Pure read-outs of the checkout machine for its views (pages 0..2, the order summary, the completion
// modal). Views call `useSelector(checkoutRef, selectX)` with the snapshot. A read-out of the state
// asks a tag (CheckoutTag in types.ts), so moving a state inside its step leaves the views alone.
import type { SnapshotFrom } from 'xstate';
import type { CheckoutMachine } from './checkout.machine.ts';
import {
  alreadySubscribedMessage,
  CARD_ONLY_MESSAGE,
  COMPLETION_TEXTS,
  FIRM_PLAN_MESSAGE,
  heldSubscription,
  isArePurchase,
  isFirmMemberBuyingIndividual,
  isIndividualPurchase,
  PAGE_TEXTS,
  PAYMENT_METHOD_BUTTONS,
  PAYMENT_UNDER_WAY_MESSAGE,
  paymentMethodButton,
  paymentUnderWayForTheCart,
  savedMethodRefusedByThePlan,
  savedPaymentMethod,
  type PaymentMethodButton,
} from './rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Product } from '../domain/product.ts';

export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** Which page the paged view shows; null while the product loads or the browser is leaving. */
export type CheckoutPage = 0 | 1 | 2 | 'complete';

export function selectPage(snapshot: CheckoutSnapshot): CheckoutPage | null {
  if (snapshot.hasTag('complete')) return 'complete';
  if (snapshot.hasTag('page 2')) return 2;
  if (snapshot.hasTag('page 1')) return 1;
  // The gates after a sign-in show page 0 under their dialogs.
  if (snapshot.hasTag('page 0')) return 0;
  return null;
}

/** The organisation dialogs' children are being fetched: one of their dialogs may open next (docs/decisions/0035). */
export const selectOrganisationDialogsNext = (snapshot: CheckoutSnapshot): boolean => snapshot.children['load the organisation parts'] !== undefined;

/** The product is loading or the organisation check runs: show a loading state. */
export const selectIsLoading = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('loading');

/** ROUTE-10/11: the browser is being sent away; show nothing of the checkout. */
export const selectIsLeaving = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('leaving');

/** Page 0 with its product on screen: what the build renders as HTML and the app adopts (ADR 0061). */
export const selectShowsPageZero = (snapshot: CheckoutSnapshot): boolean => selectPage(snapshot) === 0 && !selectIsLoading(snapshot) && !selectIsLeaving(snapshot);

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

export const selectIsAuthenticated = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('signed in');

/** ALREADY-SUB-1: the text that replaces the plan card, or null (never once the checkout is complete). */
export function selectAlreadySubscribedMessage(snapshot: CheckoutSnapshot): string | null {
  const { member, products, subscriptions, completion } = snapshot.context;
  if (member === null || completion !== null) return null;
  const held = heldSubscription(products, subscriptions);
  return held === null ? null : alreadySubscribedMessage(held.name);
}

/** docs/decisions/0060: the reloaded page waits for this tab's payment: the text that replaces the plan, or null. */
export function selectPaymentUnderWayMessage(snapshot: CheckoutSnapshot): typeof PAYMENT_UNDER_WAY_MESSAGE | null {
  if (snapshot.hasTag('completing the payment')) return PAYMENT_UNDER_WAY_MESSAGE;
  // Until the session says who is here, a record for this cart is taken as this visitor's: no
  // Proceed shows for the moment before the member is known (a record of another member then goes).
  const { paymentUnderWay, products } = snapshot.context;
  const sessionUnknown = snapshot.matches({ visitor: 'session unknown' });
  return sessionUnknown && paymentUnderWay !== null && paymentUnderWayForTheCart(paymentUnderWay, products)
    ? PAYMENT_UNDER_WAY_MESSAGE
    : null;
}

/** FIRM-MEMBER-1: the text that replaces the plan, or null. */
export function selectFirmPlanMessage(snapshot: CheckoutSnapshot): typeof FIRM_PLAN_MESSAGE | null {
  const { member, products, completion } = snapshot.context;
  return completion === null && isFirmMemberBuyingIndividual(member, products) ? FIRM_PLAN_MESSAGE : null;
}

/**
 * Page 0's Proceed to Checkout: hidden when already subscribed (ALREADY-SUB-2) or while a reloaded
 * page waits for its payment (docs/decisions/0060), disabled for a
 * firm member buying an individual plan (FIRM-MEMBER-2), else enabled.
 */
export function selectProceedButton(snapshot: CheckoutSnapshot): 'hidden' | 'disabled' | 'enabled' {
  if (selectAlreadySubscribedMessage(snapshot) !== null || selectPaymentUnderWayMessage(snapshot) !== null) return 'hidden';
  if (selectFirmPlanMessage(snapshot) !== null) return 'disabled';
  return 'enabled';
}

/**
 * Page 0 → page 1 is under way: the account data (or, after a company was created, the member) is
 * loading, a new firm admin's firm is being created (0020), or the code of the organisation dialogs
 * or of the payment child is on its way (0035).
 */
export const selectLoadingAccount = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');

/** 'Create an account' was pressed and the dialog's code is on its way (0035): the button shows it is busy. */
export const selectOpeningSignUp = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('opening the sign-up dialog');

/** PAGE1-9: page 1 shows only 'For security reasons, please click here to re-enter your credentials'. */
export function selectReEnterCredentials(snapshot: CheckoutSnapshot): typeof PAGE_TEXTS.reEnterCredentials | null {
  return snapshot.hasTag('re-entering credentials') ? PAGE_TEXTS.reEnterCredentials : null;
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
    thankYouOpen: snapshot.hasTag('thank-you dialog'),
    arePurchase: isArePurchase(completion.names),
  };
}

