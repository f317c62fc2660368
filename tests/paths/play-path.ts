// Plays one planned path in the browser: arranges the calls' answers, opens the first screen,
// performs each event the way its cause happens and, after each move (an event a person or the
// clock causes, with the answers that follow from it), checks with the step feed that the page's
// actor took the path's transitions and rests in the path's state, that the state's screen shows
// what it must, and that the controls of the events the state refuses are absent or disabled.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { StateValue } from 'xstate';
import { machineRegistry } from '../../machines/registry.ts';
import { movesOf, type MachineDrivers, type ScreenFacts, type Walk } from './driver-types.ts';
import type { PlannedPath } from './plan-types.ts';
import type { SandboxControls } from './sandbox-controls.ts';
import { StepLog, statePaths } from './step-log.ts';
import { holdForStoryboard, type StoryboardHook } from './storyboard-hold.ts';
import { within } from './time-limit.ts';

export type FailureKind = 'diverged' | 'screen' | 'sneak path' | 'driver';

/** A path that failed: the step (1-based, 0 for the first screen) and what went wrong there. */
export class PathFailure extends Error {
  constructor(
    readonly step: number,
    readonly kind: FailureKind,
    readonly state: string,
    detail: string,
  ) {
    super(`step ${step} (${kind}) in ${state}: ${detail}`);
  }
}

const MOVE_TIMEOUT_MS = 15_000;
const ACT_TIMEOUT_MS = 90_000;
const SCREEN_TIMEOUT_MS = 5_000;

const what = (path: PlannedPath, index: number): string => (index < 0 ? 'the first screen' : `'${path.steps[index]?.event.type}'`);

/** `since` tells, for a failure's message, what the actors did after the move. */
async function checkScreen(page: Page, drivers: MachineDrivers, facts: ScreenFacts, value: string, step: number, refused: readonly string[], since: () => string): Promise<void> {
  for (const statePath of statePaths(JSON.parse(value) as unknown)) {
    for (const screen of drivers.screens[statePath] ?? []) {
      try {
        await screen.check(page, facts);
      } catch (error) {
        throw new PathFailure(step, 'screen', value, `${screen.says}: ${firstLine(error)} (${since()})`);
      }
    }
  }
  // The refused controls are looked at together: one after another, a state refusing twenty events
  // took a second of every step.
  const controls = refused.flatMap((type) => {
    const control = drivers.events[type]?.control?.(page);
    return control === undefined ? [] : [{ type, control }];
  });
  const offered = await Promise.all(
    controls.map(async ({ type, control }) => {
      try {
        await expect.poll(() => isOffered(control), { timeout: SCREEN_TIMEOUT_MS }).toBe(false);
        return null;
      } catch {
        return `the state refuses '${type}', but its control is offered (${control.toString()})`;
      }
    }),
  );
  const sneak = offered.find((found) => found !== null);
  if (sneak) throw new PathFailure(step, 'sneak path', value, `${sneak} (${since()})`);
}

async function isOffered(control: Locator): Promise<boolean> {
  const count = await control.count();
  for (let i = 0; i < count; i += 1) {
    const one = control.nth(i);
    if ((await one.isVisible()) && (await one.isEnabled())) return true;
  }
  return false;
}

/** What the screen checks read of the actors: a machine rebuilt from the value and context it reported. */
function screenFacts(log: StepLog): ScreenFacts {
  return {
    contextOf: (machine) => log.contextOf(machine),
    snapshotOf: (machine) => {
      const logic = machineRegistry.find((entry) => entry.machine.id === machine)?.machine;
      const value = log.valueOf(machine);
      const context = log.contextOf(machine);
      if (logic === undefined || value === null || context === null) return null;
      return logic.resolveState({ value: JSON.parse(value) as StateValue, context });
    },
  };
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.trim() !== '') ?? '';

/** Requests held in the browser until the step that answers them (Playwright's routing). */
export class Holds {
  private readonly held = new Map<number, () => void>();
  constructor(private readonly page: Page) {}

  async hold(step: number, call: { method: string; url: string }): Promise<void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(step, release);
    await this.page.route(call.url, async (route) => {
      if (route.request().method() !== call.method) return route.fallback();
      await released;
      await this.page.unroute(call.url);
      return route.fallback();
    });
  }

  async release(step: number): Promise<void> {
    this.held.get(step)?.();
    this.held.delete(step);
  }
}

export interface PlayOptions {
  page: Page;
  context: BrowserContext;
  sandbox: SandboxControls;
  drivers: MachineDrivers;
  path: PlannedPath;
  log: StepLog;
  /** The storyboard (issue 30): told of every rest, and of a passing state its calls are held in. */
  storyboard?: StoryboardHook;
}

export async function playPath({ page, context, sandbox, drivers, path, log, storyboard }: PlayOptions): Promise<void> {
  const walk: Walk = { page, context, sandbox, path, index: -1, world: {}, valuesOf: (machine) => log.steps.filter((step) => step.machine === machine).map((step) => step.value) };
  const driverOf = (index: number) => drivers.events[path.steps[index]?.event.type ?? ''];
  const arrange = async (indices: readonly number[]) => {
    for (const index of indices) {
      const step = path.steps[index];
      const driver = driverOf(index);
      if (step === undefined || driver?.arrange === undefined) continue;
      await driver.arrange({ ...walk, index }, step.event);
    }
  };
  const act = async (step: number, run: () => Promise<void>) => {
    try {
      // A driver waiting on something that never comes fails the step, not the whole run's time-out.
      await within(ACT_TIMEOUT_MS, 'it did not finish', run());
    } catch (error) {
      if (error instanceof PathFailure) throw error;
      throw new PathFailure(step, 'driver', log.valueOf(drivers.machine) ?? '(not started)', `${what(path, step - 1)} could not be performed: ${firstLine(error)}`);
    }
  };
  // A screen that fails may show a later state, which another actor's answer moved it to.
  const since = () => log.sinceTheMove(drivers.machine);
  const facts = screenFacts(log);

  if (path.steps.some((step) => step.event.type.startsWith('xstate.after.'))) await page.clock.install();
  const moves = movesOf(drivers, path.steps.map((step) => step.event));
  const moveOf = new Map(moves.flatMap((move, m) => move.map((index) => [index, m] as const)));
  const holds = new Holds(page);
  for (const [m, move] of moves.entries()) {
    const first = m === 0 ? -1 : (move[0] as number);
    await act(first + 1, async () => {
      const answers = [...(m === 0 ? path.start.arrange : []), ...move.flatMap((index) => path.steps[index]?.arrange ?? [])];
      await arrange(answers);
      // An answer that comes after something else on the path waits for it: its request is held.
      for (const index of answers) {
        const call = driverOf(index)?.call;
        if (call !== undefined && moveOf.get(index) !== m) await holds.hold(index, call);
      }
      const passing = await holdForStoryboard({ storyboard, holds, log, drivers, path, move, first: m === 0, value: m === 0 ? path.start.value : (path.steps[first]?.value ?? ''), step: first + 1 });
      const cause = m === 0 ? drivers.open(walk) : (driverOf(first)?.perform?.({ ...walk, index: first }, (path.steps[first] as PlannedPath['steps'][number]).event) ?? Promise.resolve());
      cause.catch(() => undefined);
      // A held passing state is captured, then its answers go on while the cause finishes.
      if (passing !== null) {
        await passing();
        for (const index of move) await holds.release(index);
      }
      await cause;
      for (const index of move) await holds.release(index);
    });
    const last = move.at(-1);
    const expected = last === undefined ? path.start : (path.steps[last] as PlannedPath['steps'][number]);
    const transitions = move.flatMap((index) => path.steps[index]?.transitions ?? []);
    const stepNumber = (last ?? -1) + 1;
    // A machine the first move starts has not reported on the first screen: only its screen is checked.
    if (m === 0 && drivers.startsWithTheFirstMove === true && log.valueOf(drivers.machine) === null) {
      await checkScreen(page, drivers, facts, expected.value, stepNumber, expected.refused, since);
      await storyboard?.atRest(stepNumber);
      continue;
    }
    const result = await log.waitForMove(drivers.machine, transitions, expected.value, MOVE_TIMEOUT_MS);
    if (!result.ok) {
      throw new PathFailure(
        stepNumber,
        'diverged',
        expected.value,
        `after ${what(path, first)} the machine was to take ${JSON.stringify(transitions)} and rest in ${expected.value}; it took ${JSON.stringify(result.seen)} and rests in ${result.value ?? '(not started)'}`,
      );
    }
    // A move that leaves the page (or reloads it) ends the walk: there is no screen left to check.
    const leaves = move.some((index) => {
      const event = path.steps[index]?.event;
      return event !== undefined && (drivers.endsTheWalk?.includes(event.type) === true || drivers.events[event.type]?.ends?.(event) === true);
    });
    if (leaves) continue;
    await checkScreen(page, drivers, facts, expected.value, stepNumber, expected.refused, since);
    await storyboard?.atRest(stepNumber);
  }
}
