// A view file with the sample's mutants switched in (mutation switching, as Stryker does): every
// mutant is compiled into the one build beside the original, and `globalThis.__MUTANT__` (set by
// the walk's page before the app starts) chooses which one is live. Each mutant also says, the
// first time it is evaluated, that a walk reached it (`__mutantReached`, exposed by the runner).
import type { Site } from './sites.ts';

export interface Mutant extends Site {
  id: number;
}

const HELPER = `
function __mutant(id: number): boolean {
  const scope = globalThis as { __MUTANT__?: number; __mutantReached?: (id: number) => unknown; __mutantsSeen?: Set<number> };
  const seen = (scope.__mutantsSeen ??= new Set<number>());
  if (!seen.has(id)) {
    seen.add(id);
    void scope.__mutantReached?.(id);
  }
  return scope.__MUTANT__ === id;
}
`;

/** The switched text of one site: the mutant when it is live, else the original. */
function switched(mutant: Mutant, original: string): string {
  const live = `__mutant(${mutant.id})`;
  if (mutant.shape === 'jsx text') return `{${live} ? ${JSON.stringify(mutant.mutated)} : ${JSON.stringify(original.replace(/\s*\n\s*/g, ' '))}}`;
  if (mutant.shape === 'attribute value') return `{${live} ? ${mutant.mutated} : ${original}}`;
  if (mutant.shape === 'bare attribute') return `${original}={${live} ? ${mutant.mutated} : true}`;
  return `(${live} ? ${mutant.mutated} : ${original})`;
}

/** `source` with `mutants` (of this file, none overlapping) switched in. */
export function switchedSource(source: string, mutants: readonly Mutant[]): string {
  let out = source;
  for (const mutant of [...mutants].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, mutant.start) + switched(mutant, source.slice(mutant.start, mutant.end)) + out.slice(mutant.end);
  }
  return mutants.length === 0 ? source : `${out}\n${HELPER}`;
}

/** What the mutant changes, as a diff's two lines. */
export function diffOf(mutant: Mutant): string {
  return `${mutant.file}:${mutant.line} (${mutant.operator})\n  - ${mutant.original.replace(/\s+/g, ' ')}\n  + ${mutant.mutated.replace(/\s+/g, ' ')}`;
}

/** A seeded pseudo-random generator (mulberry32): the same seed draws the same sample. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` sites drawn with the seed, none overlapping another of its file, numbered from 1. */
export function sample(sites: readonly Site[], count: number, seed: number): Mutant[] {
  const random = seeded(seed);
  const order = sites.map((site) => ({ site, key: random() })).sort((a, b) => a.key - b.key).map(({ site }) => site);
  const chosen: Site[] = [];
  for (const site of order) {
    if (chosen.length >= count) break;
    const overlaps = chosen.some((other) => other.file === site.file && other.start < site.end && site.start < other.end);
    if (!overlaps) chosen.push(site);
  }
  return chosen.sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start).map((site, i) => ({ ...site, id: i + 1 }));
}
