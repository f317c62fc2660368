// The hand-kept marks on states no browser journey reaches (issue 17): every missed state in the
// committed docs/statecharts/coverage.md carries one, and every mark names a state that exists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry.ts';
import { browserMarks } from '../../../scripts/statecharts/browser-marks.ts';
import { NO_MARK } from '../../../scripts/statecharts/coverage-report.ts';
import { allStates, chartModel, pathWords } from '../../../src/statecharts/chart-model.ts';

describe('marks on states no browser journey reaches', () => {
  it('leaves no state in docs/statecharts/coverage.md without a mark', () => {
    const report = readFileSync('docs/statecharts/coverage.md', 'utf8');
    const unmarked = report.split('\n').filter((line) => line.includes(NO_MARK));
    expect(unmarked).toEqual([]);
  });

  it('names only machines and states that exist', () => {
    const stale = Object.entries(browserMarks).flatMap(([name, marks]) => {
      const machine = machineRegistry.find((entry) => entry.name === name)?.machine;
      if (machine === undefined) return Object.keys(marks).map((state) => `${name}: ${state}`);
      const model = chartModel(machine);
      const labels = new Set(allStates(model.root).map((state) => pathWords(state.path, model.id)));
      return Object.keys(marks)
        .filter((state) => !labels.has(state))
        .map((state) => `${name}: ${state}`);
    });
    expect(stale).toEqual([]);
  });
});
