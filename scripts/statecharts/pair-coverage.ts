// The transition-pair table of the coverage report (issue 29): for each machine the path runner
// walks, how many pairs of consecutive transitions through a state its browser model offers, and
// how many of them the browser walks took (tests/paths writes them); with what its drivers leave out.
import { DRIVERS } from '../../tests/paths/machines.ts';
import { itemsToCover } from '../../tests/paths/path-sets.ts';

export interface PairCoverage {
  name: string;
  walked: number;
  total: number;
  /** Transitions no browser walk can take, with why (the drivers' `leftOut`). */
  leftOut: ReadonlyArray<{ label: string; why: string }>;
  /** Events no browser causes, with why (the drivers' `notFromABrowser`). */
  notFromABrowser: ReadonlyArray<{ event: string; why: string }>;
}

/** One row per machine with drivers; `seen` is each machine id's pairs walked in the browser. */
export function pairCoverage(seen: ReadonlyMap<string, ReadonlySet<string>>): PairCoverage[] {
  return Object.values(DRIVERS).map((drivers) => {
    const offered = itemsToCover(drivers.model, 'pairs', drivers);
    const walked = seen.get(drivers.machine) ?? new Set<string>();
    return {
      name: drivers.machine,
      walked: [...offered].filter((pair) => walked.has(pair)).length,
      total: offered.size,
      leftOut: Object.entries(drivers.leftOut ?? {}).map(([label, why]) => ({ label, why })),
      notFromABrowser: Object.entries(drivers.notFromABrowser).map(([event, why]) => ({ event, why })),
    };
  });
}
