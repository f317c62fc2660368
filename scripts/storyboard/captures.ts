// The storyboard's record (issue 30): the capture lines the path runner wrote (tests/paths/
// storyboard-capture.ts), merged per machine and state: the first screen any shard captured, else
// the walk that only passed through the state, else nothing (the storyboard says so).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoryboardCapture } from '../../tests/paths/storyboard-capture.ts';

export type { StoryboardCapture };

export const stateKey = (machine: string, state: string): string => `${machine}\t${state}`;

/** Per machine and state, the best record: a screen wins over a passing. */
export function readCaptures(dir: string): Map<string, StoryboardCapture> {
  const best = new Map<string, StoryboardCapture>();
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith('captures-')).sort() : [];
  for (const name of files) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as StoryboardCapture;
      const key = stateKey(record.machine, record.state);
      const known = best.get(key);
      if (known === undefined || (known.kind === 'passed' && record.kind === 'screen')) best.set(key, record);
    }
  }
  return best;
}

/** A path as a sentence of its events' names. */
export const pathSentence = (events: readonly string[]): string => (events.length === 0 ? 'the first screen' : events.join(' → '));

/** Why a state has no screen, in words. */
export function reasonWithout(record: StoryboardCapture | undefined): string {
  if (record === undefined) return 'No all-states path reached it: no browser walk of its machine leads there (see docs/statecharts/coverage.md, "Left out of the browser walks").';
  return `The page passed through it within one step (${pathSentence(record.events)}, in walk ${record.walk}) and the runner could not hold it: nothing the sandbox answers ends it (an eventless choice, or an answer computed in the browser).`;
}
