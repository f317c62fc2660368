// What the team found out about a mutant that survives `npm run mutation`: either the test that now
// kills it (the next run shows it killed, and the note can go) or one line on why the mutant is
// equivalent (no test can tell it from the real code). Notes live in scripts/mutation/notes/<machine>.ts,
// keyed like noteKey() in report-format.ts: `<file> | <the line's text, trimmed> | <mutator> → <replacement>`;
// a note whose key matches no survivor is listed under "Stale notes" in docs/statecharts/mutation.md.
export interface SurvivorNote {
  /** Why no test can kill it. */
  equivalent?: string;
  /** The test (file and title) added to kill it. */
  killedBy?: string;
}

export type SurvivorNotes = Readonly<Record<string, SurvivorNote>>;
