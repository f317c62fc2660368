// ADR 0046: a name is either something that happened (an event) or something to do (an action),
// never both, so a diagram label reads one way. Read from every machine of machines/registry.ts,
// across machines too: an event one machine handles is no action's name in another.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';

const events = new Set(machineRegistry.flatMap((m) => m.machine.events));
const actions = machineRegistry.flatMap((m) => Object.keys(m.machine.implementations.actions).map((action) => `${m.name}: ${action}`));

describe('event and action names (ADR 0046)', () => {
  it('reads the events and actions of every machine', () => {
    expect(events.size).toBeGreaterThan(50);
    expect(actions.length).toBeGreaterThan(50);
  });

  it('no event type of any machine is also the name of an action of any machine', () => {
    expect(actions.filter((named) => events.has(named.slice(named.indexOf(': ') + 2)))).toEqual([]);
  });
});
