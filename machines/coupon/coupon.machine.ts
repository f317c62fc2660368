// Owns the coupon box: the typed code, the applied coupon (typed, carried over or auto-applied),
// its messages and the coupon check; tells its parent (checkout) when the applied coupon changes.
import { assign, sendParent, setup } from 'xstate';
import { actorToProvide } from '../not-provided.ts';
import type { CouponEvent, CouponToParentEvent } from './events.ts';
import {
  COUPON_MESSAGES,
  canRemove,
  isAlreadyApplied,
  isBlank,
  isLowerThanCarryOver,
  mayShowFoundCoupon,
  normaliseCode,
  type AppliedCoupon,
} from './rules.ts';
import type { CouponCheck } from '../domain/coupon.ts';

export interface CouponContext {
  /** What is in the 'Coupon code' field; it survives every error. */
  text: string;
  applied: AppliedCoupon | null;
  /** The carry-over coupon on the account, remembered even while a typed coupon replaces it (COUPON-5). */
  carryOverCode: string | null;
  /** Error text under the field, or null. */
  message: string | null;
  /** Result of the last coupon check; null before any (STATE-COUPON-1). */
  validCoupon: boolean | null;
  /** Sent in the coupon check body (COUPON-13). */
  productIds: readonly string[];
  /** Organisation checkout hides the coupon entry. */
  hidden: boolean;
  /** The upper-cased code being checked right now. */
  codeBeingChecked: string | null;
}

export interface CouponInput {
  productIds?: readonly string[];
  hidden?: boolean;
}

/** Input of the 'validate coupon' actor: the upper-cased code (COUPON-12) and the cart's product ids (COUPON-13). */
export interface ValidateCouponInput {
  code: string;
  productIds: readonly string[];
}
export type ValidateCouponOutput = Pick<CouponCheck, 'validCoupon'>;

export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
  },
  actors: {
    'validate coupon': actorToProvide<ValidateCouponOutput, ValidateCouponInput>('validate coupon'),
  },
  guards: {
    'coupon entry is hidden': ({ context }) => context.hidden,
    'nothing was typed': ({ context }) => isBlank(context.text),
    'the coupon is already applied': ({ context }) => isAlreadyApplied(context.text, context.applied),
    'the discount is lower than the carry-over coupon': ({ context }) =>
      isLowerThanCarryOver(context.text, context.carryOverCode),
    'the coupon is valid': (_, params: { validCoupon: boolean }) => params.validCoupon,
    'the coupon can be removed': ({ context }) => canRemove(context.applied),
    'no coupon of their own is applied': ({ context }) => mayShowFoundCoupon(context.applied),
  },
  actions: {
    'remember the typed text': assign((_, params: { value: string }) => ({
      text: params.value,
      message: null,
    })),
    'say the coupon is already applied': assign({ message: COUPON_MESSAGES.alreadyApplied }),
    'say the discount is lower': assign({ message: COUPON_MESSAGES.lowerDiscount }),
    'remember the code to check': assign({ codeBeingChecked: ({ context }) => normaliseCode(context.text) }),
    'apply the checked coupon': assign(({ context }) => ({
      applied: context.codeBeingChecked === null ? null : { code: context.codeBeingChecked, type: 'manual' as const },
      validCoupon: true,
      message: null,
      text: '',
      codeBeingChecked: null,
    })),
    'say the coupon is invalid': assign({
      validCoupon: false,
      message: COUPON_MESSAGES.invalid,
      codeBeingChecked: null,
    }),
    'tell the checkout the coupon changed': sendParent(
      ({ context }): CouponToParentEvent =>
        context.applied === null
          ? { type: 'coupon.changed', code: null, couponType: null }
          : { type: 'coupon.changed', code: context.applied.code, couponType: 'manual' },
    ),
    'remove the coupon': assign({ applied: null, message: null }),
    'show the carry-over coupon': assign((_, params: { code: string }) => {
      const code = normaliseCode(params.code);
      return code === null ? {} : { applied: { code, type: 'carry-over' as const }, carryOverCode: code };
    }),
    'show the auto coupon': assign((_, params: { code: string }) => {
      const code = normaliseCode(params.code);
      return code === null ? {} : { applied: { code, type: 'auto' as const } };
    }),
    'hide the found coupon': assign({ applied: null }),
    'forget the coupon': assign({
      text: '',
      applied: null,
      carryOverCode: null,
      message: null,
      validCoupon: null,
      codeBeingChecked: null,
    }),
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    text: '',
    applied: null,
    carryOverCode: null,
    message: null,
    validCoupon: null,
    productIds: [...(input.productIds ?? [])],
    hidden: input.hidden ?? false,
    codeBeingChecked: null,
  }),
  initial: 'waiting for a coupon',
  on: {
    // A price answer carries the coupon the visitor typed instead of the carry-over one, so the
    // carry-over is found only while no coupon of their own is applied.
    'carry-over coupon found': {
      guard: 'no coupon of their own is applied',
      actions: { type: 'show the carry-over coupon', params: ({ event }) => ({ code: event.code }) },
    },
    'auto coupon found': {
      guard: 'no coupon of their own is applied',
      actions: { type: 'show the auto coupon', params: ({ event }) => ({ code: event.code }) },
    },
    'no coupon found': { guard: 'no coupon of their own is applied', actions: 'hide the found coupon' },
    'clear coupon': { actions: 'forget the coupon' },
  },
  states: {
    'waiting for a coupon': {
      always: { guard: 'coupon entry is hidden', target: 'coupon entry hidden' },
      on: {
        'type coupon': {
          actions: { type: 'remember the typed text', params: ({ event }) => ({ value: event.value }) },
        },
        'apply coupon': [
          { guard: 'nothing was typed' },
          { guard: 'the coupon is already applied', actions: 'say the coupon is already applied' },
          { guard: 'the discount is lower than the carry-over coupon', actions: 'say the discount is lower' },
          { target: 'checking the coupon', actions: 'remember the code to check' },
        ],
        'remove coupon': {
          guard: 'the coupon can be removed',
          actions: ['remove the coupon', 'tell the checkout the coupon changed'],
        },
      },
    },
    'checking the coupon': {
      invoke: {
        id: 'validate coupon',
        src: 'validate coupon',
        input: ({ context }) => ({ code: context.codeBeingChecked ?? '', productIds: context.productIds }),
        onDone: [
          {
            guard: {
              type: 'the coupon is valid',
              params: ({ event }) => ({ validCoupon: event.output.validCoupon }),
            },
            target: 'waiting for a coupon',
            actions: ['apply the checked coupon', 'tell the checkout the coupon changed'],
          },
          { target: 'waiting for a coupon', actions: 'say the coupon is invalid' },
        ],
        onError: { target: 'waiting for a coupon', actions: 'say the coupon is invalid' },
      },
      on: {
        'type coupon': {
          actions: { type: 'remember the typed text', params: ({ event }) => ({ value: event.value }) },
        },
        'clear coupon': { target: 'waiting for a coupon', actions: 'forget the coupon' },
      },
    },
    /** Organisation checkout: no entry; coupons found in price results still show. */
    'coupon entry hidden': {},
  },
});

export type CouponMachine = typeof couponMachine;
