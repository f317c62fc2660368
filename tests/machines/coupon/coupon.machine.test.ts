// The coupon machine alone (with a tiny recording parent): apply, reject, remove, carry-over and
// auto-applied coupons, clearing after payment, hidden entry.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { couponMachine } from '../../../machines/coupon/coupon.machine.ts';
import { CARRY_OVER_NOTE, COUPON_MESSAGES } from '../../../machines/coupon/rules.ts';
import {
  selectAppliedCoupon,
  selectCanRemove,
  selectCarryOverNote,
} from '../../../machines/coupon/selectors.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { deferred, settle, startCoupon } from './harness.ts';

describe('coupon machine', () => {
  it('COUPON-1: an empty or blank code is ignored: no check, no message', async () => {
    const t = startCoupon();
    t.apply('');
    t.apply('   ');
    await settle();
    expect(t.check.calls).toHaveLength(0);
    expect(t.context().message).toBeNull();
    expect(t.child.getSnapshot().value).toBe('waiting for a coupon');
  });

  it('COUPON-12, COUPON-13, COUPON-2: the check gets the upper-cased code and the product ids', async () => {
    const t = startCoupon({ productIds: ['prod_a', 'prod_b'] });
    t.apply('  welcome10 ');
    expect(t.child.getSnapshot().value).toBe('checking the coupon');
    await settle();
    expect(t.check.calls).toEqual([{ code: 'WELCOME10', productIds: ['prod_a', 'prod_b'] }]);
  });

  it('COUPON-UI-1, COUPON-7: a valid coupon is applied and the parent hears it upper-cased', async () => {
    const t = startCoupon();
    t.apply('welcome10');
    await settle();
    expect(t.context()).toMatchObject({
      applied: { code: 'WELCOME10', type: 'manual' },
      validCoupon: true,
      message: null,
      text: '',
    });
    expect(selectAppliedCoupon(t.context())).toEqual({ code: 'WELCOME10', type: 'manual' });
    expect(t.couponChanges()).toEqual([{ type: 'coupon.changed', code: 'WELCOME10', couponType: 'manual' }]);
  });

  it('COUPON-3, COUPON-2: the applied code again, in any case, says it is already applied without a check', async () => {
    const t = startCoupon();
    t.apply('WELCOME10');
    await settle();
    t.apply('Welcome10');
    await settle();
    expect(t.check.calls).toHaveLength(1);
    expect(t.context().message).toBe('Coupon already applied.');
    expect(t.context().text).toBe('Welcome10');
    expect(t.couponChanges()).toHaveLength(1);
  });

  it('COUPON-4, STATE-COUPON-1: a rejected check says Invalid coupon., sets validCoupon false and keeps the text', async () => {
    const t = startCoupon();
    t.apply('nope99');
    await settle();
    expect(t.context()).toMatchObject({ validCoupon: false, message: 'Invalid coupon.', text: 'nope99', applied: null });
    expect(t.couponChanges()).toHaveLength(0);
    // The box is ready for the next code: a refused code is not a check still running.
    expect(t.child.getSnapshot().value).toBe('waiting for a coupon');
  });

  it('COUPON-4, STATE-COUPON-1: a failing check call reads as an invalid coupon', async () => {
    const t = startCoupon();
    t.check.answerWith(() => Promise.reject(new Error('Network down')));
    t.apply('WELCOME10');
    await settle();
    expect(t.context()).toMatchObject({ validCoupon: false, message: COUPON_MESSAGES.invalid, text: 'WELCOME10' });
    expect(t.child.getSnapshot().value).toBe('waiting for a coupon');
  });

  it('COUPON-4: a rejected coupon keeps the coupon applied before it', async () => {
    const t = startCoupon();
    t.apply('WELCOME10');
    await settle();
    t.apply('EXPIRED50');
    await settle();
    expect(t.context().applied).toEqual({ code: 'WELCOME10', type: 'manual' });
    expect(t.context().message).toBe('Invalid coupon.');
  });

  it('COUPON-4: typing after an error clears the message (decided in ADR 0006)', async () => {
    const t = startCoupon();
    t.apply('nope');
    await settle();
    t.child.send({ type: 'type coupon', value: 'nope1' });
    expect(t.context().message).toBeNull();
    expect(t.context().validCoupon).toBe(false);
  });

  it('COUPON-UI-2: a typed coupon can be removed and the parent hears null', async () => {
    const t = startCoupon();
    t.apply('WELCOME10');
    await settle();
    expect(selectCanRemove(t.context())).toBe(true);
    t.child.send({ type: 'remove coupon' });
    expect(t.context().applied).toBeNull();
    expect(t.couponChanges().at(-1)).toEqual({ type: 'coupon.changed', code: null, couponType: null });
  });

  it('COUPON-UI-2: remove with nothing applied does nothing', () => {
    const t = startCoupon();
    t.child.send({ type: 'remove coupon' });
    expect(t.couponChanges()).toHaveLength(0);
  });

  it('COUPON-UI-3, COUPON-UI-5, ENTITY-25: a carry-over coupon shows its note and cannot be removed', () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'loyal20' });
    expect(t.context().applied).toEqual({ code: 'LOYAL20', type: 'carry-over' });
    expect(selectCanRemove(t.context())).toBe(false);
    expect(selectCarryOverNote(t.context())).toBe('Applied to the existing subscription on your account');
    expect(CARRY_OVER_NOTE).toBe('Applied to the existing subscription on your account');
    t.child.send({ type: 'remove coupon' });
    expect(t.context().applied).toEqual({ code: 'LOYAL20', type: 'carry-over' });
    expect(t.couponChanges()).toHaveLength(0);
  });

  it('COUPON-UI-4: an auto-applied coupon cannot be removed and has no carry-over note', () => {
    const t = startCoupon();
    t.child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    expect(t.context().applied).toEqual({ code: 'AUTOSAVE05', type: 'auto' });
    expect(selectCanRemove(t.context())).toBe(false);
    expect(selectCarryOverNote(t.context())).toBeNull();
    t.child.send({ type: 'remove coupon' });
    expect(t.context().applied?.type).toBe('auto');
  });

  it('COUPON-5: a lower two-digit discount than the carry-over coupon is refused before any check', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('welcome10');
    await settle();
    expect(t.check.calls).toHaveLength(0);
    expect(t.context().message).toBe(
      'The coupon you are trying to apply has a lower discount than the existing coupon on your account.',
    );
    expect(t.context().text).toBe('welcome10');
  });

  it('COUPON-5: a higher or equal discount goes to the check and replaces the carry-over coupon', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('SUMMER30');
    await settle();
    expect(t.check.calls.map((c) => c.code)).toEqual(['SUMMER30']);
    expect(t.context().applied).toEqual({ code: 'SUMMER30', type: 'manual' });
    t.apply('SAVE20');
    await settle();
    expect(t.check.calls.map((c) => c.code)).toEqual(['SUMMER30', 'SAVE20']);
  });

  it('COUPON-5: the carry-over coupon still counts after a typed coupon replaced it', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('SUMMER30');
    await settle();
    t.apply('SPRING15');
    await settle();
    expect(t.context().message).toBe(COUPON_MESSAGES.lowerDiscount);
    expect(t.context().applied).toEqual({ code: 'SUMMER30', type: 'manual' });
  });

  it('COUPON-5 (ambiguous, ADR 0006): a code not ending in two digits goes to the check', async () => {
    const t = startCoupon({ productIds: ['p'] }, ['VIP']);
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('vip');
    await settle();
    expect(t.check.calls.map((c) => c.code)).toEqual(['VIP']);
    expect(t.context().applied).toEqual({ code: 'VIP', type: 'manual' });
  });

  it('COUPON-3: the carry-over code typed again says it is already applied', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('loyal20');
    await settle();
    expect(t.check.calls).toHaveLength(0);
    expect(t.context().message).toBe('Coupon already applied.');
  });

  it('COUPON-UI-1, ENTITY-25: a coupon found in a price result never replaces a typed coupon', async () => {
    const t = startCoupon();
    t.apply('WELCOME10');
    await settle();
    t.child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL05' });
    t.child.send({ type: 'no coupon found' });
    expect(t.context().applied).toEqual({ code: 'WELCOME10', type: 'manual' });
  });

  it('COUPON-UI-3: after removing a typed coupon the carry-over coupon shows again when pricing finds it', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('SUMMER30');
    await settle();
    t.child.send({ type: 'remove coupon' });
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    expect(t.context().applied).toEqual({ code: 'LOYAL20', type: 'carry-over' });
  });

  it('COUPON-UI-4: a price result without its own coupon hides an auto coupon shown earlier', () => {
    const t = startCoupon();
    t.child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    t.child.send({ type: 'no coupon found' });
    expect(t.context().applied).toBeNull();
  });

  it('PAY-10: clear coupon forgets everything and tells nobody', async () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    t.apply('SUMMER30');
    await settle();
    t.child.send({ type: 'clear coupon' });
    expect(t.context()).toMatchObject({
      text: '',
      applied: null,
      carryOverCode: null,
      message: null,
      validCoupon: null,
    });
    expect(t.couponChanges()).toHaveLength(1);
  });

  it('PAY-10: clearing during a check drops its late answer', async () => {
    const t = startCoupon();
    const answer = deferred<{ validCoupon: boolean }>();
    t.check.answerWith(() => answer.promise);
    t.apply('WELCOME10');
    t.child.send({ type: 'clear coupon' });
    // The clear itself forgets what was typed, not only the late answer.
    expect(t.context().text).toBe('');
    answer.resolve({ validCoupon: true });
    await settle();
    expect(t.context().applied).toBeNull();
    expect(t.couponChanges()).toHaveLength(0);
  });

  it('COUPON-12: the typed text can change while a check runs; the checked code is the one applied', async () => {
    const t = startCoupon();
    const answer = deferred<{ validCoupon: boolean }>();
    t.check.answerWith(() => answer.promise);
    t.apply('WELCOME10');
    t.child.send({ type: 'type coupon', value: 'SUMM' });
    expect(t.context().text).toBe('SUMM');
    t.child.send({ type: 'apply coupon' });
    answer.resolve({ validCoupon: true });
    await settle();
    expect(t.check.calls).toHaveLength(1);
    expect(t.context().applied).toEqual({ code: 'WELCOME10', type: 'manual' });
  });

  it('CART-2: organisation checkout hides the coupon entry: typing and applying are ignored, found coupons still show', async () => {
    const t = startCoupon({ productIds: ['p'], hidden: true });
    expect(t.child.getSnapshot().value).toBe('coupon entry hidden');
    t.apply('WELCOME10');
    await settle();
    expect(t.check.calls).toHaveLength(0);
    expect(t.context().text).toBe('');
    t.child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    expect(t.context().applied).toEqual({ code: 'AUTOSAVE05', type: 'auto' });
  });

  it("COUPON-4: unprovided, 'validate coupon' throws 'is not provided'; the machine still reads the failed check as an invalid coupon", async () => {
    const thrown = collectNotProvided();
    const actor = createActor(couponMachine, { input: {} }).start();
    actor.send({ type: 'type coupon', value: 'WELCOME10' });
    actor.send({ type: 'apply coupon' });
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'validate coupon' is not provided: add it with .provide()"]);
    expect(actor.getSnapshot().context.message).toBe('Invalid coupon.');
  });
});
