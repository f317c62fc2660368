// Where `npm run test:paths` writes what each path walked (one JSON line per path), read by
// `npm run coverage:statecharts` for the browser column and the transition-pair table.
export const PATHS_RUN_FILE = 'test-results/statechart-coverage/paths.jsonl';

export interface PathsRun {
  path: string;
  machines: Record<string, { states: string[]; transitions: string[]; pairs: string[] }>;
}
