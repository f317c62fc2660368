// Test helpers for the coupon machine: a tiny parent that records what the child sends with
// sendParent, a stub 'validate coupon' that counts its calls, and a deferred promise.
import { createActor, fromPromise, setup, type EventObject } from 'xstate';
import {
  couponMachine,
  type CouponInput,
  type ValidateCouponInput,
  type ValidateCouponOutput,
} from '../../../machines/coupon/coupon.machine.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';

export type CheckAnswer = (input: ValidateCouponInput) => Promise<ValidateCouponOutput>;

/** Valid codes answer true, others false; every call is recorded. */
export function couponCheck(validCodes: readonly string[] = ['WELCOME10', 'SUMMER30', 'SPRING15']) {
  const calls: ValidateCouponInput[] = [];
  let answer: CheckAnswer = async (input) => ({ validCoupon: validCodes.includes(input.code) });
  return {
    calls,
    answerWith(next: CheckAnswer) {
      answer = next;
    },
    logic: fromPromise<ValidateCouponOutput, ValidateCouponInput>(({ input }) => {
      calls.push(input);
      return answer(input);
    }),
  };
}

/** The coupon machine under a tiny parent that records every event it receives. */
export function startCoupon(input: CouponInput = { productIds: ['prod_are5_pro'] }, validCodes?: readonly string[]) {
  const check = couponCheck(validCodes);
  const received: EventObject[] = [];
  const coupon = couponMachine.provide({ actors: { 'validate coupon': check.logic } });
  const parent = setup({ actors: { coupon } }).createMachine({
    invoke: { id: 'coupon', src: 'coupon', input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.coupon;
  if (!child) throw new Error('coupon child did not start');
  return {
    check,
    received,
    child,
    root,
    context: () => child.getSnapshot().context,
    /** Type a code and press Apply (or Enter). */
    apply(text: string) {
      child.send({ type: 'type coupon', value: text });
      child.send({ type: 'apply coupon' });
    },
    couponChanges: () => received.filter((event) => event.type === 'coupon.changed'),
  };
}
