// The storyboard's eyes (issue 30): while `npm run storyboard` plays the all-states paths, the
// first time a walk rests in a state of any machine of the page (as the step feed tells), the
// screen a visitor sees is captured at 1280 and 375 px, axe checks it (WCAG 2.1 A and AA), and one
// JSON line per new state is appended to STORYBOARD_DIR/captures-<shard>.jsonl once the walk ends
// (axe checks a copy of each screen then: storyboard-axe.ts). A state the page only passed through
// within one move (no rest to hold it at) is written as passed, with its path, so the storyboard
// says why it has no screen. Without STORYBOARD_DIR nothing of this runs.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { PlannedPath } from './plan-types.ts';
import { eventWords } from './plans.ts';
import { statePaths, type StepLog } from './step-log.ts';
import { axeOnCopy, copyScreen, type ScreenCopy } from './storyboard-axe.ts';

export const STORYBOARD_WIDTHS = [1280, 375] as const;
const HEIGHTS: Record<number, number> = { 1280: 900, 375: 812 };

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the elements, at most five. */
  targets: string[];
  /** The widths it was found at. */
  widths: number[];
}

/** One line of a captures file: a state's first screen, or a state the page only passed through. */
export interface StoryboardCapture {
  kind: 'screen' | 'passed';
  machine: string;
  /** The state's path, keys joined with '.'. */
  state: string;
  /** The walk's id (`checkout/states/3`) and the events that led there, in words. */
  walk: string;
  events: string[];
  /** Image files relative to STORYBOARD_DIR, by width (screens only). */
  shots: Record<string, string>;
  axe: AxeFinding[];
  /** Captured while the answers that end the state were held in the browser. */
  held?: boolean;
  /** How long the capture took. */
  ms?: number;
}

/** The newest actor's value per machine: the states the page's machines are in now. */
function activeStates(log: StepLog): Map<string, string[]> {
  const newest = new Map<string, string>();
  for (const step of log.steps) newest.set(step.machine, step.value);
  return new Map([...newest].map(([machine, value]) => [machine, statePaths(JSON.parse(value) as unknown)]));
}

const keyOf = (machine: string, state: string) => `${machine}\t${state}`;

export interface StoryboardCapturer {
  /** Called by the player after a rest's screen checks passed; `step` events of the path led there. */
  atRest(page: Page, path: PlannedPath, log: StepLog, step: number, held?: boolean): Promise<void>;
  /** Whether the machine's value holds a state no shard has a screen of yet. */
  wants(machine: string, value: string): boolean;
  /** After the walk: axe checks the copies of its screens, and their lines are written. */
  finish(browser: Browser): Promise<void>;
}

interface Pending {
  records: StoryboardCapture[];
  copies: Array<{ width: number; copy: ScreenCopy }>;
}

export function storyboardCapturer(dir: string, shard: string): StoryboardCapturer {
  mkdirSync(join(dir, 'shots'), { recursive: true });
  const file = join(dir, `captures-${shard.replace('/', '-of-')}.jsonl`);
  let shot = 0;
  /** This walk's screens, written once axe has checked them (finish). */
  let pending: Pending[] = [];
  const waiting = new Set<string>();
  /** What any shard has captured already (the files of the others are read again at each rest). */
  const captured = (): Set<string> => {
    const seen = new Set<string>();
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (!name.startsWith('captures-')) continue;
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const record = JSON.parse(line) as StoryboardCapture;
        if (record.kind === 'screen') seen.add(keyOf(record.machine, record.state));
      }
    }
    for (const key of waiting) seen.add(key);
    return seen;
  };
  const passedNoted = new Set<string>();
  const write = (record: StoryboardCapture) => appendFileSync(file, `${JSON.stringify(record)}\n`);

  return {
    wants(machine, value) {
      const seen = captured();
      return statePaths(JSON.parse(value) as unknown).some((state) => !seen.has(keyOf(machine, state)));
    },
    async atRest(page, path, log, step, held = false) {
      const started = Date.now();
      const seen = captured();
      const events = path.steps.slice(0, step).map((s) => eventWords(s.event));
      const now = activeStates(log);
      const fresh = [...now].flatMap(([machine, states]) => states.filter((state) => !seen.has(keyOf(machine, state))).map((state) => ({ machine, state })));
      // A state entered since the walk began, not active now and never captured: passed through.
      for (const [machine, entry] of log.covered()) {
        for (const state of entry.states) {
          const key = keyOf(machine, state);
          if (seen.has(key) || passedNoted.has(key) || now.get(machine)?.includes(state) === true) continue;
          passedNoted.add(key);
          write({ kind: 'passed', machine, state, walk: path.id, events, shots: {}, axe: [] });
        }
      }
      if (fresh.length === 0) return;
      shot += 1;
      const base = `${path.id.replaceAll('/', '-')}-${shard.replace('/', 'of')}-${shot}`;
      const shots: Record<string, string> = {};
      const copies: Pending['copies'] = [];
      for (const width of STORYBOARD_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHTS[width] ?? 900 });
        // The layout settles at the new width before the picture is taken.
        await page.waitForTimeout(150);
        const name = `shots/${base}-${width}.jpg`;
        await page.screenshot({ path: join(dir, name), type: 'jpeg', quality: 60, fullPage: true, animations: 'disabled', caret: 'hide' });
        shots[String(width)] = name;
        copies.push({ width, copy: await copyScreen(page) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      const ms = Date.now() - started;
      for (const { machine, state } of fresh) waiting.add(keyOf(machine, state));
      pending.push({ copies, records: fresh.map(({ machine, state }) => ({ kind: 'screen', machine, state, walk: path.id, events, shots, axe: [], held, ms })) });
    },
    async finish(browser) {
      for (const { records, copies } of pending) {
        const findings = new Map<string, AxeFinding>();
        for (const { width, copy } of copies) {
          for (const violation of await axeOnCopy(browser, copy)) {
            const known = findings.get(violation.id);
            if (known === undefined) findings.set(violation.id, { ...violation, widths: [width] });
            else known.widths.push(width);
          }
        }
        for (const record of records) write({ ...record, axe: [...findings.values()] });
      }
      pending = [];
      waiting.clear();
    },
  };
}
