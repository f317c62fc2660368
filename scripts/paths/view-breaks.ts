// The fixed mutants `npm run test:paths:breaks` plays, one at a time: a named view bug (an
// expression of one file replaced) and the paths that must then fail. The last three are bugs a
// visitor would see that the walks missed before their screens read the figures, the saved method
// and the form (issue 43). They are switched into one build as the sampled mutants are (switch.ts).
import type { Mutant } from './mutants/switch.ts';

export interface ViewBreak {
  name: string;
  file: string;
  /** Source that occurs once in the file and holds `from`. */
  near: string;
  /** The expression replaced, and what replaces it. */
  from: string;
  to: string;
  /** The arguments of `npm run test:paths` that must fail. */
  args: readonly string[];
}

export const BREAKS: readonly ViewBreak[] = [
  {
    name: "Apply never reads 'Checking' while the coupon is checked",
    file: 'src/views/checkout/CouponBox.tsx',
    near: 'loading={view.checking}',
    from: 'view.checking',
    to: 'false',
    args: ['--machine=coupon'],
  },
  {
    name: 'Confirm Payment stays enabled while paying',
    file: 'src/views/checkout/PaymentMethodStep.tsx',
    near: 'disabled={confirming || !pay.mayConfirm || view.cardOnly !== null}',
    from: 'confirming || !pay.mayConfirm || view.cardOnly !== null',
    to: '!pay.mayConfirm || view.cardOnly !== null',
    args: ['--machine=checkout', '--cover=states'],
  },
  {
    name: "page 1's step title is wrong",
    file: 'src/views/checkout/PaymentMethodStep.tsx',
    near: '<StepPanel title={PAGE_TEXTS.page1Title} focusTitle={focusTitle} busyLabel=',
    from: 'PAGE_TEXTS.page1Title',
    to: '"Step 2: Payment"',
    args: ['--machine=checkout', '--cover=states'],
  },
  {
    name: "page 1 shows three of the card's last four digits",
    file: 'src/views/shared/SavedPaymentMethod.tsx',
    near: '{PAYMENT_METHOD_TEXTS.endingIn} {method.last_4}',
    from: 'method.last_4',
    to: 'method.last_4.slice(1)',
    args: ['--smoke'],
  },
  {
    name: 'the order total shows the subtotal',
    file: 'src/views/checkout/OrderTotals.tsx',
    near: '<FigureMotion text={formatCents(summary?.total ?? cartTotal)} />',
    from: 'summary?.total ?? cartTotal',
    to: 'summary?.subTotal ?? cartTotal',
    args: ['--smoke'],
  },
  {
    name: "the sign-up dialog's 'Proceed to billing' never reports disabled",
    file: 'src/views/auth/FormParts.tsx',
    near: 'aria-disabled={disabled || undefined}',
    from: 'disabled || undefined',
    to: 'undefined',
    args: ['--smoke'],
  },
];

/** The break as a mutant of `source` (the file's text), numbered `id`; an Error when `near` is not there once. */
export function breakAsMutant(item: ViewBreak, source: string, id: number): Mutant {
  const at = source.indexOf(item.near);
  if (at < 0 || source.indexOf(item.near, at + 1) >= 0 || !item.near.includes(item.from)) {
    throw new Error(`${item.file} no longer holds ${JSON.stringify(item.near)} once: update scripts/paths/view-breaks.ts`);
  }
  const start = at + item.near.indexOf(item.from);
  const line = source.slice(0, start).split('\n').length;
  return { id, file: item.file, operator: 'fixed', start, end: start + item.from.length, original: item.from, mutated: item.to, line, shape: 'expression' };
}
