// Issue 14: docs/statecharts/README.md says, for each part of a machine that holds states of its
// own, what it owns. That line is the state's XState `description` (Stately shows it too); the
// generator falls back to "holds: …" only where none is set. No spec rule: the descriptions
// document the machines.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry.ts';
import { allStates, chartModel } from '../../../src/statecharts/chart-model.ts';
import { ownsLine } from '../../../scripts/statecharts/pages.ts';

const compoundStates = machineRegistry.flatMap(({ name, machine }) =>
  allStates(chartModel(machine).root)
    .filter((state) => state.path.length > 0 && state.children.length > 0)
    .map((state) => ({ where: `${name}: ${state.path.join(' › ')}`, state })),
);

describe('state descriptions', () => {
  it('every state that holds states of its own says what it owns', () => {
    expect(compoundStates.length).toBeGreaterThan(20);
    expect(compoundStates.filter(({ state }) => state.description === null).map(({ where }) => where)).toEqual([]);
  });

  it('the map line is the description when there is one, else what the state holds', () => {
    const [{ state } = { state: undefined }] = compoundStates;
    expect(state).toBeDefined();
    if (state === undefined) return;
    expect(ownsLine(state)).toBe(state.description);
    expect(ownsLine({ ...state, description: null, type: 'compound', invokes: ['load'] })).toBe(
      `holds: ${state.children.map((child) => child.name).join(', ')}; runs load`,
    );
  });
});
