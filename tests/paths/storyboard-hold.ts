// For the storyboard (issue 30): a state the page passes through because a call answers at once
// ('checking the coupon') is held for its picture. Before the move's cause, the requests of the
// answers the move itself takes are held in the browser (Playwright's routing, as the player holds
// an answer that comes later on the path); once the walked machine shows the state the cause leads
// to, the storyboard captures it, and the player then releases the requests as usual. Only when
// that state holds something not captured yet, so a storyboard run holds each such state once.
import type { MachineDrivers } from './driver-types.ts';
import type { Holds } from './play-path.ts';
import type { PlannedPath } from './plan-types.ts';
import type { StepLog } from './step-log.ts';

export interface StoryboardHook {
  /** Whether a value of the machine holds a state the storyboard has no screen of yet. */
  wants(machine: string, value: string): boolean;
  /** Captures what the page shows now; `step` events of the path led there. */
  atRest(step: number, held?: boolean): Promise<void>;
}

const HOLD_WAIT_MS = 5_000;

interface HoldOptions {
  storyboard: StoryboardHook | undefined;
  holds: Holds;
  log: StepLog;
  drivers: MachineDrivers;
  path: PlannedPath;
  /** The move's steps: the first is its cause (but in the first move), the rest follow from it. */
  move: readonly number[];
  first: boolean;
  /** The walked machine's value once the cause has happened, before any answer. */
  value: string;
  step: number;
}

/** Holds the move's own answers when the state before them is wanted; returns the capture to run once the cause has begun. */
export async function holdForStoryboard({ storyboard, holds, log, drivers, path, move, first, value, step }: HoldOptions): Promise<(() => Promise<void>) | null> {
  if (storyboard === undefined || value === '' || !storyboard.wants(drivers.machine, value)) return null;
  const held = (first ? move : move.slice(1)).flatMap((index) => {
    const call = drivers.events[path.steps[index]?.event.type ?? '']?.call;
    return call === undefined ? [] : [{ index, call }];
  });
  if (held.length === 0) return null;
  for (const { index, call } of held) await holds.hold(index, call);
  return async () => {
    const until = Date.now() + HOLD_WAIT_MS;
    while (log.valueOf(drivers.machine) !== value && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    if (log.valueOf(drivers.machine) === value) await storyboard.atRest(step, true);
  };
}
