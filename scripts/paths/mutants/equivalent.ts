// Mutants of src/views that no visitor could tell from the original (as docs/statecharts/
// mutation.md notes for the machines), each once, with the reason: `npm run test:paths:mutants`
// reports them apart and leaves them out of the score. A mutant is known by its file, the source
// it replaces and what it puts there.
import type { Site } from './sites.ts';

interface Equivalent {
  file: string;
  original: string;
  mutated: string;
  reason: string;
}

const EQUIVALENT: readonly Equivalent[] = [];

/** The reason the mutant is equivalent, or null. */
export function equivalenceOf(site: Pick<Site, 'file' | 'original' | 'mutated'>): string | null {
  return EQUIVALENT.find((e) => e.file === site.file && e.original === site.original && e.mutated === site.mutated)?.reason ?? null;
}
