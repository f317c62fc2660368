// Words the checkout's payment steps and the billing widget share. Strings in quotes in the spec
// are copied exactly (rule IDs beside them); the rest is interface copy the spec leaves open.

export const PAYMENT_METHOD_TEXTS = {
  /** PAGE1-3 / PAGE1-4. */
  endingIn: 'Ending in',
  expires: 'Expires',
  savedMethodLabel: 'Saved payment method',
  cancel: 'Cancel',
  saveCard: 'Save payment method',
  saving: 'Saving your payment method…',
  termsLink: 'Terms of Service',
  privacyLink: 'Privacy Policy',
  opensInNewTab: '(opens in a new tab)',
} as const;

/** PAGE2-8: acceptance is implied by clicking the submit button (spec 5). */
export const termsLead = (buttonLabel: string): string => `By clicking ${buttonLabel}, you agree to our`;
