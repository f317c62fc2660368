// The views `npm run test:paths:breaks` breaks on purpose, one at a time: a text replaced in one
// file, and the paths that must then fail.
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
];
