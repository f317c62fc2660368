// `npm run test:paths` (issue 29): the paths generated from each machine's browser model, played
// in Chromium against the sandbox build, one test per path. A failing path is shrunk before it is
// reported, and the report prints the command that replays the shortest failing path alone.
// The environment chooses the paths (scripts/paths/run.ts sets it from the command line).
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test, type Browser, type BrowserContext } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { DRIVERS, SMOKE_MACHINES } from './machines.ts';
import type { MachineDrivers } from './driver-types.ts';
import { COVERS, type Cover } from './path-sets.ts';
import { PathFailure, playPath } from './play-path.ts';
import type { PlannedPath } from './plan-types.ts';
import { decodeWalk, describeEvents, encodeWalk, nameOf, plansFor, replayPlan } from './plans.ts';
import { sandboxControls, type SandboxControls } from './sandbox-controls.ts';
import { shrinkCandidates } from './shrink.ts';
import { StepLog } from './step-log.ts';
import { PATHS_RUN_FILE, type PathsRun } from './paths-run-file.ts';
import { storyboardCapturer } from './storyboard-capture.ts';
import { TimeLimitPassed, within } from './time-limit.ts';

const env = process.env;
const cover = (env.PATHS_COVER ?? 'transitions') as Cover;
if (!COVERS.includes(cover)) throw new Error(`PATHS_COVER must be one of ${COVERS.join(', ')}`);
const chosen = env.PATHS_SMOKE === '1' ? SMOKE_MACHINES : (env.PATHS_MACHINES?.split(',').filter(Boolean) ?? Object.keys(DRIVERS));

function driversOf(machine: string): MachineDrivers {
  const drivers = DRIVERS[machine];
  if (drivers === undefined) throw new Error(`no drivers for '${machine}': ${Object.keys(DRIVERS).join(', ')}`);
  return drivers;
}

interface Played {
  failure: PathFailure | null;
  log: StepLog;
  /** What the page showed when the path failed. */
  screenshot: string | null;
  /** Whether the walk's context closed in time (else its browser is closed too). */
  closed: boolean;
}

// `npm run storyboard` (issue 30) sets STORYBOARD_DIR: each state's first screen is captured there.
const storyboard = env.STORYBOARD_DIR === undefined ? null : storyboardCapturer(env.STORYBOARD_DIR, env.PATHS_SHARD ?? '1/1');
const FAILURE_SHOTS = 'test-results/paths-failures';
const SHRINK_BUDGET_MS = 180_000;
// A context closes in well under a second; one that does not is left to its browser's close (play()).
const CLOSE_TIMEOUT_MS = 3_000;

/** Where a walk's browser comes from, and the address its pages open. */
interface Launcher {
  launch(): Promise<Browser>;
  baseURL: string | undefined;
}

/** The worker's browser: its walks share it, each in a context of its own (launching one per walk cost a second each). */
let shared: Browser | null = null;

test.afterAll(async () => {
  await shared?.close();
  shared = null;
});

/**
 * One path in a fresh context, from a freshly seeded sandbox. A walk's context sometimes hangs on
 * closing (a logout through the issuer reloading the page) and would leave the worker unable to
 * start the next walk: then the browser is closed, which ends whatever is left of it, and the next
 * walk launches another.
 */
async function play(launcher: Launcher, drivers: MachineDrivers, path: PlannedPath, request: Parameters<typeof sandboxControls>[0]): Promise<Played> {
  const sandbox = sandboxControls(request);
  await sandbox.reset();
  if (shared === null || !shared.isConnected()) shared = await launcher.launch();
  const browser = shared;
  let closed = false;
  try {
    const played = await playIn(browser, launcher.baseURL, sandbox, drivers, path);
    closed = played.closed;
    return played;
  } finally {
    if (!closed) {
      shared = null;
      await browser.close();
    }
  }
}

/** The walk in a context of the walk's browser; the storyboard's axe check runs before that browser closes. */
async function playIn(browser: Browser, baseURL: string | undefined, sandbox: SandboxControls, drivers: MachineDrivers, path: PlannedPath): Promise<Played> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  // A control that never becomes usable fails the step instead of hanging the path.
  context.setDefaultTimeout(10_000);
  await withMutant(context, path);
  const log = new StepLog();
  const page = await context.newPage();
  await log.attach(context, page);
  let outcome: { failure: PathFailure | null; screenshot: string | null };
  try {
    await playPath({ page, context, sandbox, drivers, path, log, ...(storyboard === null ? {} : { storyboard: { wants: storyboard.wants, atRest: (step: number, held?: boolean) => storyboard.atRest(page, path, log, step, held) } }) });
    outcome = { failure: null, screenshot: null };
  } catch (error) {
    if (!(error instanceof PathFailure)) {
      await closeTheWalk(context);
      throw error;
    }
    const screenshot = `${FAILURE_SHOTS}/${path.id.replaceAll('/', '-')}-step-${error.step}.png`;
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    outcome = { failure: error, screenshot };
  }
  const closed = await closeTheWalk(context);
  // The walk's screens are checked by axe now, on copies, with no call left waiting on it.
  await storyboard?.finish(browser);
  return { ...outcome, log, closed };
}

/**
 * `npm run test:paths:mutants` (scripts/paths/mutants/): the mutant the walk's pages run
 * (PATHS_MUTANT), and where the mutants a walk reached are written (PATHS_MUTANTS_REACHED).
 */
async function withMutant(context: BrowserContext, path: PlannedPath): Promise<void> {
  const live = Number(env.PATHS_MUTANT ?? 0);
  if (live > 0) await context.addInitScript(`globalThis.__MUTANT__ = ${live};`);
  const reached = env.PATHS_MUTANTS_REACHED;
  if (reached !== undefined && reached !== '') await context.exposeBinding('__mutantReached', (_source, id: number) => appendFileSync(reached, `${path.id}\t${id}\n`));
}

/**
 * Closing a context whose page is reloading after a logout through the issuer (and whose arrival
 * popup is opening) sometimes hangs; a walk that has passed must not fail or wait for it, since
 * closing the walk's own browser ends it.
 */
async function closeTheWalk(context: BrowserContext): Promise<boolean> {
  try {
    await within(CLOSE_TIMEOUT_MS, "a walk's browser context did not close", context.close());
    return true;
  } catch (error) {
    if (!(error instanceof TimeLimitPassed)) throw error;
    console.warn(`${error.message}; its browser is closed and the run goes on`);
    return false;
  }
}

const replayCommand = (machine: string, events: readonly AnyEventObject[]) => `npm run test:paths -- --replay=${encodeWalk(machine, events)}`;

/** Plays shorter candidates until none fails the same way; returns the shortest failing walk. */
async function shrink(launcher: Launcher, drivers: MachineDrivers, events: AnyEventObject[], failure: PathFailure, request: Parameters<typeof sandboxControls>[0]) {
  let best: { events: AnyEventObject[]; failure: PathFailure; screenshot: string | null } = { events, failure, screenshot: null };
  // Shrinking stops after a few minutes: a long path's report still comes, a little less short.
  const until = Date.now() + SHRINK_BUDGET_MS;
  for (let round = 0; round < 8 && Date.now() < until; round += 1) {
    let shorter: typeof best | null = null;
    for (const [i, candidate] of shrinkCandidates(drivers, best.events, best.failure.step).entries()) {
      if (Date.now() > until) break;
      const played = await play(launcher, drivers, replayPlan(drivers, candidate, `${nameOf(drivers)}/shrunk-${round + 1}-${i + 1}`), request);
      if (played.failure !== null && played.failure.kind === best.failure.kind && played.failure.state === best.failure.state) {
        shorter = { events: candidate, failure: played.failure, screenshot: played.screenshot };
        break;
      }
    }
    if (shorter === null) break;
    best = shorter;
  }
  return best;
}

function record(path: PlannedPath, log: StepLog): void {
  const run: PathsRun = { path: path.id, machines: {} };
  for (const [machine, seen] of log.covered()) {
    run.machines[machine] = { states: [...seen.states].sort(), transitions: [...seen.transitions].sort(), pairs: [...seen.pairs].sort() };
  }
  mkdirSync(dirname(PATHS_RUN_FILE), { recursive: true });
  appendFileSync(PATHS_RUN_FILE, `${JSON.stringify(run)}\n`);
}

/** `1/2`: this shard plays every second path, starting with the first. */
const [shard, shards] = (env.PATHS_SHARD ?? '1/1').split('/').map(Number) as [number, number];
let defined = 0;

/** A mutant's run walks only the paths that reached it (PATHS_ONLY, path ids joined by commas). */
const only = env.PATHS_ONLY === undefined || env.PATHS_ONLY === '' ? null : new Set(env.PATHS_ONLY.split(','));

function definePath(drivers: MachineDrivers, path: PlannedPath): void {
  if (only !== null && !only.has(path.id)) return;
  defined += 1;
  if ((defined - 1) % shards !== shard - 1) return;
  const events = path.steps.map((step) => step.event);
  test(`${path.id}: ${describeEvents(events)}`, async ({ playwright, launchOptions, baseURL, request }) => {
    const launcher: Launcher = { launch: () => playwright.chromium.launch(launchOptions), baseURL };
    test.setTimeout(SHRINK_BUDGET_MS + 120_000 + path.steps.length * 20_000);
    const played = await play(launcher, drivers, path, request);
    record(path, played.log);
    if (played.failure === null) return;
    // A storyboard run wants the captures, not the shortest failure (shrinking would play, and
    // capture, other walks for minutes): the full path's replay command is printed instead.
    // A mutant's run (PATHS_NO_SHRINK) wants the first failure only, at once.
    const best = storyboard === null && env.PATHS_NO_SHRINK !== '1' ? await shrink(launcher, drivers, events, played.failure, request) : { events, failure: played.failure, screenshot: played.screenshot };
    const shot = best.events === events ? played.screenshot : best.screenshot;
    throw new Error(
      [
        `path ${path.id} failed at ${played.failure.message}`,
        `  the path: ${describeEvents(events)}`,
        `  shortest failing path (${best.events.length} of ${events.length} steps): ${describeEvents(best.events)}`,
        `  it fails at ${best.failure.message}`,
        `  the screen then: ${shot}`,
        `  replay it: ${replayCommand(nameOf(drivers), best.events)}`,
      ].join('\n'),
    );
  });
}

if (env.PATHS_REPLAY !== undefined && env.PATHS_REPLAY !== '') {
  const { machine, events } = decodeWalk(env.PATHS_REPLAY);
  const drivers = driversOf(machine);
  definePath(drivers, replayPlan(drivers, events));
} else {
  // A machine's id also names its drivers for other starts (MachineDrivers.name).
  const named = (machine: string) => [driversOf(machine), ...Object.values(DRIVERS).filter((d) => d.name !== undefined && d.machine === machine && d.name !== machine)];
  for (const drivers of new Set(chosen.flatMap(named))) {
    const machine = nameOf(drivers);
    const plans = plansFor(drivers, env.PATHS_SMOKE === '1' ? 'states' : cover);
    test.describe(`${machine}: ${plans.paths.length} paths cover its ${plans.items} ${plans.cover}`, () => {
      for (const path of plans.paths) definePath(drivers, path);
    });
  }
}
