// The statechart coverage: a small machine driven by real actors, recorded through xstate's
// inspection events, then matched against all its states and transitions.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { matchCoverage } from '../../../scripts/statecharts/coverage-match.ts';
import {
  createCoverageRecorder,
  installCoverageHook,
  mergeRecords,
  type CoverageRecord,
} from '../../../scripts/statecharts/coverage-recorder.ts';
import { formatMarkdown, formatText, NO_MARK } from '../../../scripts/statecharts/coverage-report.ts';

// A factory: the recorder's hook sees only machines created after it is installed.
function makeDoor() {
  return setup({
    guards: { 'is locked': ({ context }: { context: { locked: boolean } }) => context.locked },
  }).createMachine({
    id: 'door',
    context: { locked: false },
    initial: 'closed',
    states: {
      closed: {
        on: {
          open: [{ guard: 'is locked', target: 'closed' }, { target: 'opening' }],
          knock: { actions: [] },
        },
      },
      opening: { always: { target: 'open' } },
      open: { on: { close: 'closed' } },
      broken: {
        meta: { unreachable: 'no event leads here: kept for the old API' },
        on: { repair: 'closed' },
      },
    },
    on: {
      alarm: { target: '.closed', meta: { unreachable: 'the alarm is not wired yet' } },
    },
  });
}
const doorMachine = makeDoor();

/** Runs the door through one visit and returns what the recorder saw. */
function recordVisit(events: ReadonlyArray<{ type: string }>, viaHook: boolean): CoverageRecord {
  const recorder = createCoverageRecorder();
  const uninstall = viaHook ? installCoverageHook(recorder) : () => undefined;
  try {
    const actor = viaHook ? createActor(makeDoor()) : createActor(doorMachine, { inspect: recorder.observe });
    actor.start();
    events.forEach((event) => actor.send(event));
    actor.stop();
  } finally {
    uninstall();
  }
  return recorder.result();
}

describe('statechart coverage', () => {
  it('counts the states reached and the transitions taken, eventless ones included', () => {
    const seen = recordVisit([{ type: 'open' }, { type: 'close' }], false).machines.door;
    const coverage = matchCoverage('door', doorMachine, seen);

    // 'opening' is left at once by its `always` transition: still reached.
    expect(coverage.states).toMatchObject({ reached: 3, total: 3, missed: [] });
    expect(coverage.transitions.reached).toBe(3);
    expect(coverage.transitions.total).toBe(5);
    expect(coverage.transitions.missed).toEqual([
      'closed → closed : open [is locked]',
      'closed → (stays) : knock',
    ]);
  });

  it('tells apart two transitions on one event by their guard', () => {
    const seen = recordVisit([{ type: 'open' }, { type: 'close' }, { type: 'knock' }], false).machines.door;
    const { transitions } = matchCoverage('door', doorMachine, seen);
    expect(transitions.missed).toEqual(['closed → closed : open [is locked]']);
  });

  it('leaves states and transitions marked unreachable out of the totals, with the reason', () => {
    const { states, transitions } = matchCoverage('door', doorMachine, undefined);
    expect(states.unreachable).toEqual([{ label: 'broken', why: 'no event leads here: kept for the old API' }]);
    expect(transitions.unreachable).toEqual([
      { label: 'door (whole machine) → closed : alarm', why: 'the alarm is not wired yet' },
      // Everything leaving an unreachable state is unreachable too.
      { label: 'broken → closed : repair', why: 'no event leads here: kept for the old API' },
    ]);
    expect(states.total).toBe(3);
    expect(transitions.total).toBe(5);
  });

  it('records actors created without any inspect option once the hook is installed', () => {
    const seen = recordVisit([{ type: 'open' }], true).machines.door;
    expect(seen?.states).toEqual(expect.arrayContaining(['closed', 'opening', 'open']));
    expect(seen?.transitions).toHaveLength(2);
  });

  it('stops recording when the hook is removed', () => {
    const recorder = createCoverageRecorder();
    installCoverageHook(recorder)();
    createActor(makeDoor()).start().send({ type: 'open' });
    expect(recorder.result().machines).toEqual({});
  });

  it('merges the recordings of several test files', () => {
    const first = recordVisit([{ type: 'open' }], false);
    const second = recordVisit([{ type: 'knock' }], false);
    const merged = mergeRecords([first, second]).machines.door;
    expect(matchCoverage('door', doorMachine, merged).transitions.missed).toEqual([
      'closed → closed : open [is locked]',
      'open → closed : close',
    ]);
  });

  it('prints per machine ratios with percentages and the lists of what was missed', () => {
    const coverage = [matchCoverage('door', doorMachine, recordVisit([{ type: 'open' }], false).machines.door)];
    const text = formatText(coverage);
    expect(text).toContain('door      states 3/3 (100.0%)      transitions 2/5 (40.0%)');
    expect(text).toContain('  transitions never taken:\n    - closed → closed : open [is locked]');
    expect(text).toContain('unreachable by design (not counted):\n    - broken — no event leads here');
    const markdown = formatMarkdown(coverage.map((all) => ({ name: 'door', all, machines: all, views: all, browser: null })), {});
    expect(markdown).toContain('| [door](door.md) | 2/5 (40.0%) | 2/5 (40.0%) | 2/5 (40.0%) |');
    expect(markdown).toContain('**No browser column**');
    expect(markdown).toContain('- open → closed : close');
  });
});

describe('statechart coverage by layer (issue 17)', () => {
  const seen = (events: ReadonlyArray<{ type: string }>) => recordVisit(events, false).machines.door;
  const layered = (browserEvents: ReadonlyArray<{ type: string }> | null) => {
    const all = matchCoverage('door', doorMachine, seen([{ type: 'open' }, { type: 'close' }]));
    return {
      name: 'door',
      all,
      machines: all,
      views: matchCoverage('door', doorMachine, undefined),
      browser: browserEvents === null ? null : matchCoverage('door', doorMachine, seen(browserEvents)),
    };
  };

  it('shows each layer side by side and marks every state the browser journeys miss', () => {
    const markdown = formatMarkdown([layered([])], { door: { opening: 'reachable by clicks' } });
    expect(markdown).toContain('| machine | machine tests | view tests | browser (journeys and paths) | all tests |');
    expect(markdown).toContain('| [door](door.md) | 3/3 (100.0%) | 0/3 (0.0%) | 1/3 (33.3%) | 3/3 (100.0%) |');
    expect(markdown).toContain('| opening | reachable by clicks |');
    expect(markdown).toContain(`| open | ${NO_MARK} |`);
    expect(markdown).not.toContain('No browser column');
  });

  it('adds the transition pairs the paths walked and what their drivers leave out, with why (issue 29)', () => {
    const pairs = [{ name: 'door', walked: 3, total: 4, leftOut: [{ label: 'closed → open : kick', why: 'no visitor kicks a door' }], notFromABrowser: [{ event: 'wind', why: 'weather is not a click' }] }];
    const markdown = formatMarkdown([layered([])], { door: { opening: 'reachable by clicks', open: 'reachable by clicks' } }, pairs);
    expect(markdown).toContain('| [door](door.md) | 3/4 (75.0%) |');
    expect(markdown).toContain('- transition closed → open : kick — no visitor kicks a door');
    expect(markdown).toContain("- event 'wind' — weather is not a click");
  });

  it('says the browser column is missing and how to produce it when no e2e run recorded', () => {
    const markdown = formatMarkdown([layered(null)], {});
    expect(markdown).toContain('**No browser column**');
    expect(markdown).toContain('npm run test:e2e');
    expect(markdown).not.toContain('States no browser journey reaches');
  });

  it('tells each first sighting of a state or transition once, for the browser sink', () => {
    const told: string[] = [];
    const recorder = createCoverageRecorder((machineId, kind, key) => told.push(`${machineId} ${kind} ${key}`));
    const actor = createActor(doorMachine, { inspect: (event) => recorder.observe(event) }).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    expect(told.filter((line) => line === 'door state closed')).toHaveLength(1);
    expect(told).toContain('door state opening');
    expect(new Set(told).size).toBe(told.length);
    expect(recorder.result().machines.door?.states).toEqual(['closed', 'open', 'opening']);
  });
});
