// Notes on the mutants of machines/coupon that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  "machines/coupon/coupon.machine.ts | types: { | ObjectLiteral → {}":
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/coupon/rules.ts | if (normalised === null || normalised.length < 2) return null; | ConditionalExpression → false":
    { equivalent: "a one-character code fails the two-digit test on its last two characters anyway, so the length check changes no answer" },
  "machines/coupon/rules.ts | return /^\\d\\d$/.test(lastTwo) ? Number(lastTwo) : null; | Regex → /\\d\\d$/":
    { equivalent: "the tested text is always the last two characters, so the ^ anchor changes nothing" },
  "machines/coupon/rules.ts | return /^\\d\\d$/.test(lastTwo) ? Number(lastTwo) : null; | Regex → /^\\d\\d/":
    { equivalent: "the tested text is always the last two characters, so the $ anchor changes nothing" },
  "machines/coupon/rules.ts | if (carryOverCode === null) return false; | ConditionalExpression → false":
    { equivalent: "without the early return, a null carry-over code reads as no discount (discountSuffix gives null) and the answer is false all the same" },
  "machines/coupon/rules.ts | return typed !== null && existing !== null && typed < existing; | ConditionalExpression → true":
    { equivalent: "a typed discount (0..99) compared with null compares with 0, which is never lower, so the answer stays false" },
  "machines/coupon/coupon.machine.ts | applied: context.codeBeingChecked === null ? null : { code: context.codeBeingChecked, type: 'manual' as const }, | ConditionalExpression → false":
    { equivalent: "a check starts only for a non-blank code (COUPON-1 guard), so the code being checked is never null when the check answers" },
  "machines/coupon/coupon.machine.ts | id: 'validate coupon', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked check by its id; xstate accepts any id" },
  "machines/coupon/coupon.machine.ts | input: ({ context }) => ({ code: context.codeBeingChecked ?? '', productIds: context.productIds }), | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the fallback for a null code is never used: the check state is entered only with a non-blank code" },
  "machines/coupon/coupon.machine.ts | id: 'coupon', | StringLiteral → \"\"":
    { equivalent: "the machine's own id only prefixes its state ids; no transition targets '#coupon', and the parent names the child by its invoke id and systemId" },
};
