// The views `npm run test:paths:breaks` breaks on purpose, one at a time: a text replaced in one
// file, and the paths that must then fail. The last three are bugs a visitor would see that the
// walks missed before their screens read the figures, the saved method and the form (issue 43).
export interface ViewBreak {
  name: string;
  file: string;
  from: string;
  to: string;
  /** The arguments of `npm run test:paths` that must fail. */
  args: readonly string[];
}

export const BREAKS: readonly ViewBreak[] = [
  {
    name: "Apply never reads 'Checking' while the coupon is checked",
    file: 'src/views/checkout/CouponBox.tsx',
    from: 'loading={view.checking}',
    to: 'loading={false}',
    args: ['--machine=coupon'],
  },
  {
    name: 'Confirm Payment stays enabled while paying',
    file: 'src/views/checkout/PaymentMethodStep.tsx',
    from: 'disabled={confirming || !pay.mayConfirm || view.cardOnly !== null}',
    to: 'disabled={!pay.mayConfirm || view.cardOnly !== null}',
    args: ['--machine=checkout', '--cover=states'],
  },
  {
    name: "page 1's step title is wrong",
    file: 'src/views/checkout/PaymentMethodStep.tsx',
    from: '<StepPanel title={PAGE_TEXTS.page1Title} focusTitle={focusTitle} busyLabel=',
    to: '<StepPanel title="Step 2: Payment" focusTitle={focusTitle} busyLabel=',
    args: ['--machine=checkout', '--cover=states'],
  },

  {
    name: "page 1 shows three of the card's last four digits",
    file: 'src/views/shared/SavedPaymentMethod.tsx',
    from: '{PAYMENT_METHOD_TEXTS.endingIn} {method.last_4}',
    to: '{PAYMENT_METHOD_TEXTS.endingIn} {method.last_4.slice(1)}',
    args: ['--smoke'],
  },
  {
    name: 'the order total shows the subtotal',
    file: 'src/views/checkout/OrderTotals.tsx',
    from: '<FigureMotion text={formatCents(summary?.total ?? cartTotal)} />',
    to: '<FigureMotion text={formatCents(summary?.subTotal ?? cartTotal)} />',
    args: ['--smoke'],
  },
  {
    name: "the sign-up dialog's 'Proceed to billing' never reports disabled",
    file: 'src/views/auth/FormParts.tsx',
    from: 'aria-disabled={disabled || undefined}',
    to: 'aria-disabled={undefined}',
    args: ['--smoke'],
  },
];
