// @vitest-environment jsdom
// The coupon box over the real coupon machine (stubbed coupon check): the field, Apply and Enter,
// the messages under the field, the applied coupon chip and its remove button, the carry-over note.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { couponMachine, type ValidateCouponInput, type ValidateCouponOutput } from '../../../machines/coupon/coupon.machine.ts';
import type { CouponRef } from '../../../src/views/checkout/actor-refs.ts';
import { CouponBox } from '../../../src/views/checkout/CouponBox.tsx';
import { startChild } from '../organisation/support.tsx';
import { renderView } from './support.tsx';

afterEach(cleanup);

const VALID = new Set(['WELCOME10', 'SPRING15', 'SAVE10']);

function showCouponBox(options: { entryHidden?: boolean } = {}) {
  const checked: ValidateCouponInput[] = [];
  const logic = couponMachine.provide({
    actors: {
      'validate coupon': fromPromise<ValidateCouponOutput, ValidateCouponInput>(async ({ input }) => {
        checked.push(input);
        return { validCoupon: VALID.has(input.code) };
      }),
    },
  });
  const started = startChild(logic, { productIds: ['prod_are5_pro'], hidden: options.entryHidden ?? false });
  const child: CouponRef = started.child;
  renderView(<CouponBox actorRef={child} entryHidden={options.entryHidden ?? false} />);
  return { child, received: started.received, checked, user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Coupon code' });

describe('coupon box', () => {
  it('PAGE0-2 COUPON-UI-1 COUPON-UI-2: Enter applies; the applied coupon shows with a remove button', async () => {
    const { user, checked, received } = showCouponBox();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    await user.type(field(), 'welcome10{Enter}');
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(checked).toEqual([{ code: 'WELCOME10', productIds: ['prod_are5_pro'] }]);
    expect(received).toContainEqual({ type: 'coupon.changed', code: 'WELCOME10', couponType: 'manual' });
    expect(field()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.queryByText('WELCOME10')).toBeNull());
    expect(field()).toHaveFocus();
    expect(received).toContainEqual({ type: 'coupon.changed', code: null, couponType: null });
  });

  it('COUPON-UI-2: while another code is checked, the remove button of the applied coupon is disabled (a sneak path the browser walk found)', async () => {
    let calls = 0;
    // The first check answers at once; the second never does, so the box stays checking.
    const logic = couponMachine.provide({
      actors: {
        'validate coupon': fromPromise<ValidateCouponOutput, ValidateCouponInput>(() => {
          calls += 1;
          return calls === 1 ? Promise.resolve({ validCoupon: true }) : new Promise(() => {});
        }),
      },
    });
    const started = startChild(logic, { productIds: ['prod_are5_pro'], hidden: false });
    renderView(<CouponBox actorRef={started.child} entryHidden={false} />);
    const user = userEvent.setup();
    await user.type(field(), 'welcome10{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove coupon' })).toBeEnabled();
    await user.type(field(), 'summer30{Enter}');
    expect(await screen.findByRole('button', { name: 'Checking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove coupon' })).toBeDisabled();
  });

  it('COUPON-4: a rejected code says "Invalid coupon." under the field, announced', async () => {
    const { user } = showCouponBox();
    await user.type(field(), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid coupon.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('NOPE');
  });

  it('COUPON-1 COUPON-2 COUPON-3: an empty field does nothing; the same coupon again says "Coupon already applied."', async () => {
    const { user, checked } = showCouponBox();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(checked).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field(), 'SPRING15{Enter}');
    await screen.findByText('SPRING15');
    await user.type(field(), 'spring15{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon already applied.');
    expect(checked).toHaveLength(1);
  });

  it('COUPON-UI-3 COUPON-UI-5 COUPON-5: a carry-over coupon has no remove button, its note, and refuses a lower one', async () => {
    const { child, user } = showCouponBox();
    child.send({ type: 'carry-over coupon found', code: 'LOYAL20' });
    expect(await screen.findByText('LOYAL20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove coupon' })).toBeNull();
    expect(screen.getByText('Applied to the existing subscription on your account')).toBeInTheDocument();
    await user.type(field(), 'SAVE10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coupon you are trying to apply has a lower discount than the existing coupon on your account.',
    );
  });

  it('COUPON-UI-4: an auto-applied coupon shows without a remove button or note', async () => {
    const { child } = showCouponBox();
    child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    expect(await screen.findByText('AUTOSAVE05')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove coupon' })).toBeNull();
    expect(screen.queryByText('Applied to the existing subscription on your account')).toBeNull();
  });

  it('CART-2: organisation checkout hides the entry; a found coupon still shows', async () => {
    const { child } = showCouponBox({ entryHidden: true });
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    child.send({ type: 'auto coupon found', code: 'AUTOSAVE05' });
    expect(await screen.findByText('AUTOSAVE05')).toBeInTheDocument();
  });
});
