// The checkout views' own words. Strings in quotes in the spec are copied exactly (rule IDs
// beside them); the rest is interface copy the spec leaves open. Texts the machines own
// (page titles, completion texts, coupon messages) are imported from machines/*, not repeated.

import { PAYMENT_METHOD_TEXTS } from '../shared/texts.ts';

export const CHECKOUT_TEXTS = {
  ...PAYMENT_METHOD_TEXTS,
  pageTitle: 'Checkout',
  loading: 'Loading your order…',
  /** PAGE0-3. */
  proceed: 'Proceed to Checkout',
  /** Page 0, signed-out visitors. */
  createAccount: 'Create an account',
  page0Title: 'How checkout works',
  page0Steps: ['Sign in or create your account', 'Confirm or add a payment method', 'Pay securely and start studying right away'],
  secureNote: 'Secure checkout. Your card details go straight to our payment provider.',
  /** PAGE1-7, PAGE1-8. */
  confirmPayment: 'Confirm Payment',
  /** VALID-CHECKOUT-8/9 (wording of the spec's section 5). */
  renewalConsent: 'I understand my subscription renews automatically each billing cycle and I can cancel at any time.',
  /** Page 2 submit: 'Pay' + the total, or this in the save-card flow. */
  pay: 'Pay',
  processing: 'Processing your payment…',
} as const;

export const SUMMARY_TEXTS = {
  /** SUMMARY-3. */
  updateSelection: 'Update Selection',
  subtotal: 'Subtotal',
  discount: 'Discount',
  credit: 'Credit from your current subscription',
  tax: 'Tax',
  taxLater: 'Calculated from your billing address',
  total: 'Total',
  originalPrice: 'Original price',
  itemsLabel: 'Plans in your order',
  /** SUMMARY-15..18. */
  passGuarantee: 'Pass the ARE Guarantee',
  guidedStudy: 'Guided Study Process',
  allDivisions: 'Included for all 6 ARE divisions:',
} as const;

/** SUMMARY-1/2. */
export const orderTitle = (count: number): string => (count === 1 ? 'Your order (1 item)' : `Your order (${count} items)`);

export const COUPON_BOX_TEXTS = {
  label: 'Coupon code',
  apply: 'Apply',
  checking: 'Checking',
  remove: 'Remove coupon',
  applied: 'Coupon applied',
} as const;

export const COMPLETION_EXTRA_TEXTS = {
  title: 'What happens next',
  items: [
    'Your access starts right now.',
    'Keep the receipt we send to your email address for your records.',
    'Find your courses any time in your dashboard.',
  ],
} as const;

export const THANK_YOU_TEXTS = {
  title: 'Thank you for your purchase!',
  body: 'Your ARE study materials are ready. Start with your first division on the learning site.',
  /** DIALOG-COMPLETE-8. */
  getStarted: 'Get Started',
  close: 'Close',
} as const;
