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

export const survivorNotes: Readonly<Record<string, SurvivorNote>> = {
  'machines/coupon/coupon.machine.ts:48 StringLiteral ``': {
    equivalent: "the message of a programming error thrown only when the app forgets to .provide() the call; no behaviour reads it",
  },
  'machines/coupon/coupon.machine.ts:52 ObjectLiteral {}': {
    equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time",
  },
  'machines/coupon/rules.ts:55 ConditionalExpression false': {
    equivalent: "a one-character code fails the two-digit test on its last two characters anyway, so the length check changes no answer",
  },
  'machines/coupon/rules.ts:57 Regex /\\d\\d$/': {
    equivalent: "the tested text is always the last two characters, so the ^ anchor changes nothing",
  },
  'machines/coupon/rules.ts:57 Regex /^\\d\\d/': {
    equivalent: "the tested text is always the last two characters, so the $ anchor changes nothing",
  },
  'machines/coupon/rules.ts:66 ConditionalExpression false': {
    equivalent: "without the early return, a null carry-over code reads as no discount (discountSuffix gives null) and the answer is false all the same",
  },
  'machines/coupon/rules.ts:69 ConditionalExpression true': {
    equivalent: "a typed discount (0..99) compared with null compares with 0, which is never lower, so the answer stays false",
  },
  'machines/coupon/coupon.machine.ts:59 StringLiteral ""': {
    equivalent: "the name only goes into the programming-error message of the unprovided default; no behaviour reads it",
  },
  'machines/coupon/coupon.machine.ts:81 ConditionalExpression false': {
    equivalent: "a check starts only for a non-blank code (COUPON-1 guard), so the code being checked is never null when the check answers",
  },
  'machines/coupon/coupon.machine.ts:175 StringLiteral ""': {
    equivalent: "nobody sends to or reads the invoked check by its id; xstate accepts any id",
  },
  'machines/coupon/coupon.machine.ts:177 StringLiteral "Stryker was here!"': {
    equivalent: "the fallback for a null code is never used: the check state is entered only with a non-blank code",
  },
};
