// Every machine the path runner walks, by the name `--machine` takes (the machine's id).
import type { MachineDrivers } from './driver-types.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { couponDrivers } from './coupon.drivers.ts';

export const DRIVERS: Readonly<Record<string, MachineDrivers>> = {
  coupon: couponDrivers,
  checkout: checkoutDrivers,
};

/** The smoke set of `npm test`: every state of these machines. */
export const SMOKE_MACHINES: readonly string[] = ['coupon'];
