// Every event of every walked machine has a driver or a stated reason no browser causes it, and
// every path set plans against the real machine (issue 29). A new event without a driver fails here.
// rule: STATE-COUPON-1
import { describe, expect, it } from 'vitest';
import { chartModel } from '../../../src/statecharts/chart-model.ts';
import { transitionLabel } from '../../../scripts/statecharts/coverage-match.ts';
import { DRIVERS, SMOKE_MACHINES } from '../../paths/machines.ts';
import { COVERS } from '../../paths/path-sets.ts';
import { decodeWalk, encodeWalk, nameOf, plansFor, replayPlan } from '../../paths/plans.ts';

describe.each(Object.values(DRIVERS))('the $machine drivers', (drivers) => {
  const eventTypes = [...new Set(chartModel(drivers.model.logic).transitions.map((t) => t.eventType))].filter((type) => type !== '' && type !== '*');

  it('name a driver, or why no browser causes it, for every event the machine takes', () => {
    const missing = eventTypes.filter((type) => drivers.events[type] === undefined && drivers.notFromABrowser[type] === undefined);
    expect(missing, `events of ${drivers.machine} without a driver`).toEqual([]);
  });

  it('name no event the machine does not take', () => {
    const unknown = [...Object.keys(drivers.events), ...Object.keys(drivers.notFromABrowser)].filter((type) => !eventTypes.includes(type));
    expect(unknown).toEqual([]);
  });

  it('leave out only transitions the machine has, each with a reason', () => {
    const model = chartModel(drivers.model.logic);
    const labels = model.transitions.map((t) => transitionLabel(t, model.id));
    for (const [label, why] of Object.entries(drivers.leftOut ?? {})) {
      expect(labels, label).toContain(label);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  // The first set builds the model's graph: the auth model's (with the field in focus) takes seconds.
  it.each(COVERS)(
    'plan the %s set against the real machine, each step taking a transition',
    (cover) => {
      const plans = plansFor(drivers, cover);
      expect(plans.paths.length).toBeGreaterThan(0);
      for (const path of plans.paths) for (const step of path.steps) expect(step.transitions.length, `${path.id}: ${step.event.type}`).toBeGreaterThan(0);
    },
    60_000,
  );

  it('replay each path of the transitions set from its printed command, step for step', () => {
    for (const path of plansFor(drivers, 'transitions').paths) {
      const { events } = decodeWalk(encodeWalk(nameOf(drivers), path.steps.map((step) => step.event)));
      const replayed = replayPlan(drivers, events);
      expect(replayed.steps.map((step) => step.transitions), path.id).toEqual(path.steps.map((step) => step.transitions));
    }
  });
});

describe('the registry', () => {
  it('lists each drivers under their name (the machine id, or the name of another start of it)', () => {
    for (const [name, drivers] of Object.entries(DRIVERS)) expect(drivers.name ?? drivers.machine).toBe(name);
  });
});

describe('the smoke set', () => {
  it('walks only machines that have drivers', () => {
    expect(SMOKE_MACHINES.filter((machine) => DRIVERS[machine] === undefined)).toEqual([]);
  });
});
