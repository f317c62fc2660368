// Issue 14: `npm run diagrams -- --since REF` names the states and transitions added, removed or
// relabelled between two sets of chart models. No spec rule: a review aid for the statecharts.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartModel } from '../../../src/statecharts/chart-model.ts';
import { describeChanges, outline } from '../../../scripts/statecharts/model-diff.ts';

const door = (extra: Record<string, object>, label: string, target: string) =>
  setup({}).createMachine({
    id: 'door',
    initial: 'closed',
    states: { closed: { on: { [label]: target } }, open: { on: { close: 'closed' } }, ...extra },
  });

describe('statechart changes since a revision', () => {
  it('names states and transitions added, removed and relabelled, per machine', () => {
    const before = [outline('door', chartModel(door({ jammed: {} }, 'open', 'open')))];
    const after = [outline('door', chartModel(door({ locked: { on: { unlock: 'closed' } } }, 'push', 'open')))];
    const text = describeChanges(before, after, 'HEAD~1');
    expect(text).toContain('## Statechart changes since HEAD~1');
    expect(text).toContain('### door');
    expect(text).toContain('States added:\n\n- `locked`');
    expect(text).toContain('States removed:\n\n- `jammed`');
    expect(text).toContain('- `locked` → `closed` on **unlock**');
    // The event changed, so the key changed: the old transition is removed and the new one added.
    expect(text).toContain('- `closed` → `open` on **push**');
    expect(text).toContain('Transitions removed:\n\n- `closed` → `open` on **open**');
  });

  it('says a transition was relabelled or retargeted when its source, event and position stay', () => {
    const guarded = (guard: 'is wide' | 'is narrow', target: string) =>
      setup({ guards: { 'is wide': () => true, 'is narrow': () => true } }).createMachine({
        id: 'door',
        initial: 'closed',
        states: { closed: { on: { open: [{ guard, target }] } }, open: {}, ajar: {} },
      });
    const text = describeChanges([outline('door', chartModel(guarded('is wide', 'open')))], [outline('door', chartModel(guarded('is narrow', 'ajar')))], 'main');
    expect(text).toContain('Transitions relabelled:\n\n- `closed`: `open` on **open [is wide]** becomes `ajar` on **open [is narrow]**');
    expect(text).not.toContain('Transitions added');
  });

  it('says when nothing changed, and names new and removed machines', () => {
    const same = [outline('door', chartModel(door({}, 'open', 'open')))];
    expect(describeChanges(same, same, 'HEAD')).toContain('No state or transition changed.');
    const text = describeChanges(same, [...same, { ...same[0]!, name: 'gate' }], 'HEAD');
    expect(text).toContain('### gate (new machine)');
    expect(describeChanges(same, [], 'HEAD')).toContain('### door (machine removed)');
  });
});
