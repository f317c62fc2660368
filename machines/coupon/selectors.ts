// Pure read-outs of the coupon machine's context for the coupon box (COUPON-UI-1..5).
// Views call these with `useSelector(couponRef, (s) => selectX(s.context))`.
import { CARRY_OVER_NOTE, canRemove, type AppliedCoupon } from './rules.ts';

interface AppliedView {
  applied: AppliedCoupon | null;
}

/** COUPON-UI-1: the applied coupon to show, or null. */
export function selectAppliedCoupon(context: AppliedView): AppliedCoupon | null {
  return context.applied;
}

/** COUPON-UI-2..4: whether the remove icon shows. */
export function selectCanRemove(context: AppliedView): boolean {
  return canRemove(context.applied);
}

/** COUPON-UI-5: the note under a carry-over coupon, or null for any other coupon. */
export function selectCarryOverNote(context: AppliedView): typeof CARRY_OVER_NOTE | null {
  return context.applied?.type === 'carry-over' ? CARRY_OVER_NOTE : null;
}
