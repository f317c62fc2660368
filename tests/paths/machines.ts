// Every machine the path runner walks, by the name `--machine` takes (the machine's id).
import type { MachineDrivers } from './driver-types.ts';
import { accountDrivers } from './account.drivers.ts';
import { couponDrivers } from './coupon.drivers.ts';
import { networkDrivers } from './network.drivers.ts';
import { sessionDrivers } from './session.drivers.ts';

export const DRIVERS: Readonly<Record<string, MachineDrivers>> = {
  coupon: couponDrivers,
  session: sessionDrivers,
  network: networkDrivers,
  account: accountDrivers,
};

/** The smoke set of `npm test`: every state of these machines. */
export const SMOKE_MACHINES: readonly string[] = ['coupon'];
