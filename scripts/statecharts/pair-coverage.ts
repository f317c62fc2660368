// The transition-pair table of the coverage report (issue 29): for each machine the path runner
// walks, how many pairs of consecutive transitions through a state its browser models offer, and
// how many of them the browser walks took (tests/paths writes them); with the transitions no browser
// walk took and why. A machine walked from more than one start (the checkout of a plan and of an
// organisation) is one row: its starts together.
import { DRIVERS } from '../../tests/paths/machines.ts';
import type { MachineDrivers } from '../../tests/paths/driver-types.ts';
import { itemsToCover } from '../../tests/paths/path-sets.ts';

export interface PairCoverage {
  name: string;
  walked: number;
  total: number;
  /** The transitions no browser walk took, each with why (its drivers' `leftOut`, when they say). */
  leftOut: ReadonlyArray<{ label: string; why: string }>;
  /** Events no browser causes, with why (the drivers' `notFromABrowser`). */
  notFromABrowser: ReadonlyArray<{ event: string; why: string }>;
}

const NO_REASON = 'not walked, and its drivers give no reason';

function startsByMachine(): Map<string, MachineDrivers[]> {
  const starts = new Map<string, MachineDrivers[]>();
  for (const drivers of Object.values(DRIVERS)) starts.set(drivers.machine, [...(starts.get(drivers.machine) ?? []), drivers]);
  return starts;
}

/** The first reason any of the starts gives, by label or by event. */
function reasons(starts: readonly MachineDrivers[], of: (drivers: MachineDrivers) => Readonly<Record<string, string>> | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const drivers of starts) for (const [key, why] of Object.entries(of(drivers) ?? {})) if (!found.has(key)) found.set(key, why);
  return found;
}

/**
 * One row per machine with drivers. `seen`: each machine id's pairs walked in the browser;
 * `missed`: each machine id's transitions the browser layer (journeys and paths) never took.
 */
export function pairCoverage(seen: ReadonlyMap<string, ReadonlySet<string>>, missed: ReadonlyMap<string, readonly string[]>): PairCoverage[] {
  return [...startsByMachine()].map(([machine, starts]) => {
    const offered = new Set(starts.flatMap((drivers) => [...itemsToCover(drivers.model, 'pairs', drivers)]));
    const walked = seen.get(machine) ?? new Set<string>();
    const why = reasons(starts, (drivers) => drivers.leftOut);
    return {
      name: machine,
      walked: [...offered].filter((pair) => walked.has(pair)).length,
      total: offered.size,
      leftOut: (missed.get(machine) ?? []).map((label) => ({ label, why: why.get(label) ?? NO_REASON })),
      // An event one start cannot cause may be another start's to drive (the organisation checkout).
      notFromABrowser: [...reasons(starts, (drivers) => drivers.notFromABrowser)]
        .filter(([event]) => starts.every((drivers) => drivers.events[event] === undefined))
        .map(([event, reason]) => ({ event, why: reason })),
    };
  });
}
