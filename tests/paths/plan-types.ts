// A path as the runner plays it: the events in order, each with what the real machine does with it
// (worked out in Node by running the same machine), so the browser can be checked step by step.
import type { AnyEventObject } from 'xstate';

export interface PlannedStep {
  event: AnyEventObject;
  /** The keys of the transitions the event takes, eventless ones after it included, in order. */
  transitions: string[];
  /** `JSON.stringify` of the state value after the step. */
  value: string;
  /** Event types the state after the step refuses (no variant of them is taken there). */
  refused: string[];
  /** Steps whose `arrange` runs just before this step is performed (the calls this step starts). */
  arrange: number[];
}

export interface PlannedPath {
  machine: string;
  /** Short and stable: `coupon/transitions/3`. */
  id: string;
  start: { value: string; refused: string[]; arrange: number[] };
  steps: PlannedStep[];
}
