// The billing widget's own words (interface copy the spec leaves open). Spec strings come from
// machines/billing/selectors.ts (BILLING_TEXTS) and src/views/shared/texts.ts.

export const WIDGET_TEXTS = {
  /** The page's level-one heading, for screen readers: the widget shows only its step panels. */
  pageTitle: 'Billing information',
  loading: 'Loading your billing information…',
  saved: 'Your payment method was updated.',
  updateNote: 'The new card or bank account becomes the default for your subscription’s next payments.',
} as const;
