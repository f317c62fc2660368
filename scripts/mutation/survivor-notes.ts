// What the team found out about each mutant that survives `npm run mutation`: either the test
// that now kills it (the next run shows it killed, and the note can go) or one line on why the
// mutant is equivalent (no test can tell it from the real code). Keyed like the report's rows:
// `<file>:<line> <mutator> <replacement>`; a note whose key no longer matches a survivor is listed
// under "Stale notes" in docs/statecharts/mutation.md so it is moved or deleted.
export interface SurvivorNote {
  /** Why no test can kill it. */
  equivalent?: string;
  /** The test (file and title) added to kill it. */
  killedBy?: string;
}

export const survivorNotes: Readonly<Record<string, SurvivorNote>> = {};
