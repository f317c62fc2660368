// Every machine the path runner walks, by the name `--machine` takes (the machine's id).
import type { MachineDrivers } from './driver-types.ts';
import { couponDrivers } from './coupon.drivers.ts';
import { paymentDrivers } from './payment.drivers.ts';

export const DRIVERS: Readonly<Record<string, MachineDrivers>> = {
  coupon: couponDrivers,
  payment: paymentDrivers,
};

/** The smoke set of `npm test`: every state of these machines. */
export const SMOKE_MACHINES: readonly string[] = ['coupon'];
