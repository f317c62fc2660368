// What a machine's drivers file gives the path runner (issue 29): the browser model of the machine
// (the real machine, its calls stubbed, offered the events a browser can cause), how to open its
// first screen, and a driver for every event it knows, keyed by the event's type.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { GraphModel } from '../machines/graph-support.ts';
import type { SandboxControls } from './sandbox-controls.ts';
import type { PlannedPath } from './plan-types.ts';

/** What a driver works with while a path is walked. */
export interface Walk {
  page: Page;
  context: BrowserContext;
  sandbox: SandboxControls;
  /** The whole path, so a driver can look ahead (which code to type before a check that fails). */
  path: PlannedPath;
  /** The step being arranged or performed (0-based); -1 while the first screen opens. */
  index: number;
  /** What the path's drivers tell each other (the account signed in, the price opened). */
  world: Record<string, unknown>;
  /** The states the machine's actors on the walk's page have rested in so far, oldest first. */
  valuesOf(machine: string): readonly string[];
}

export interface Driver {
  /**
   * For a call's answer: sets up that answer (a fault, the data it reads) before the step that
   * starts the call is performed, or before the first screen opens when the call starts there.
   */
  arrange?(walk: Walk, event: AnyEventObject): Promise<void>;
  /** The event as its cause happens: a click, keystrokes, the clock. Absent: it follows from earlier steps. */
  perform?(walk: Walk, event: AnyEventObject): Promise<void>;
  /**
   * True for the variants that happen by themselves after the steps before them (an answer nothing
   * was arranged for, the checkout's own 'log in' on arrival beside the visitor's click): they
   * belong to the move before them and are not performed, and no walk stops before them, since the
   * page would not rest there.
   */
  byItself?(event: AnyEventObject): boolean;
  /** True for the variants after which the page reloads or leaves (as `endsTheWalk`, per variant). */
  ends?(event: AnyEventObject): boolean;
  /**
   * For a call's answer: the request it answers. When something happens between the call and its
   * answer on the path, the runner holds the request in the browser until then.
   */
  call?: { method: string; url: string };
  /** The control that sends the event: where the state refuses the event, it is absent or disabled. */
  control?(page: Page): Locator;
}

/** Whether the event starts a move: its driver performs it, and not as a variant that comes by itself. */
export const startsAMove = (driver: Driver | undefined, event: AnyEventObject): boolean =>
  driver?.perform !== undefined && driver.byItself?.(event) !== true;

/**
 * The moves of a walk: each starts with an event a cause performs, followed by what follows from
 * it. The first move is the first screen's (empty, or the answers that come as it opens).
 */
export function movesOf(drivers: MachineDrivers, events: readonly AnyEventObject[]): number[][] {
  const moves: number[][] = [[]];
  events.forEach((event, index) => {
    if (startsAMove(drivers.events[event.type], event)) moves.push([index]);
    else (moves.at(-1) as number[]).push(index);
  });
  return moves;
}

/** What the page's actors hold as a screen is checked: the figures a screen must show come from here. */
export interface ScreenFacts {
  /** The context the machine's newest actor on the page last reported (child actors as their ids), or null. */
  contextOf(machine: string): unknown;
  /** The machine's snapshot as its newest actor on the page last reported it (value and context), or null. */
  snapshotOf(machine: string): AnyMachineSnapshot | null;
}

export interface ScreenCheck {
  /** What a person must see, in plain words (the report prints it). */
  says: string;
  check(page: Page, facts: ScreenFacts): Promise<void>;
}

export interface MachineDrivers {
  /** The machine's id, as the inspector names it. */
  machine: string;
  /**
   * The name `--machine` and replays take, when it is not the machine's id: a machine whose first
   * screen depends on who opens it (another member, a session already there) has drivers for each
   * such start, and `--machine=<id>` walks them all.
   */
  name?: string;
  model: GraphModel;
  /** Opens the page on which the machine's initial state shows. */
  open(walk: Walk): Promise<void>;
  events: Readonly<Record<string, Driver>>;
  /** Event types no browser can cause, each with the reason (the report lists them). */
  notFromABrowser: Readonly<Record<string, string>>;
  /** Event types after which the page reloads or leaves: a walk ends with them. */
  endsTheWalk?: readonly string[];
  /** Event types that happen by themselves as the first screen opens: only a walk's first steps. */
  atStart?: readonly string[];
  /**
   * The machine's actor is started by the first move, not by the first screen (the page spawns it
   * when its code arrives, e.g. the auth dialog on 'Create an account'): the first screen is not
   * waited for in the step feed, only checked; the first move then reports its initial state.
   */
  startsWithTheFirstMove?: boolean;
  /**
   * States (their paths joined with '.') a walk cannot end in: their calls are answered inside the
   * browser at once (nothing to hold), so the page passes through them; a walk goes on from there.
   */
  passesThrough?: readonly string[];
  /**
   * Transitions no browser walk can take, by the coverage report's label (docs/statecharts/
   * coverage.md: `source → target : event [guard]`), each with the reason; the report shows them.
   */
  leftOut?: Readonly<Record<string, string>>;
  /**
   * Events that come by themselves after a walk's last step (answers, a silent sign-in): a walk
   * goes on with them, so that it ends where the page rests. Absent: a walk may end in a state the
   * page passes through (the coupon's 'checking the coupon', seen while its answer is slow).
   */
  settlesWith?: (event: AnyEventObject) => boolean;
  /** Per state (its path joined with '.'), what a person sees there. */
  screens: Readonly<Record<string, readonly ScreenCheck[]>>;
}
