// Notes on the mutants of machines/noma that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const NAME_ONLY = 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it';
const VERIFIED_FIRST =
  "the transition into 'verified' stores verifiedEmail (the trimmed email) before the entry action reads it, so the fallback after ?? is never used";

export const notes: SurvivorNotes = {
  'machines/noma/noma.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  'machines/noma/noma.machine.ts | actors: { | ObjectLiteral → {}':
    { equivalent: "the default only throws 'not provided'; the app and every test supply 'verify association email' with .provide(), which adds it back" },
  "machines/noma/noma.machine.ts | 'verify association email': actorToProvide<VerifyNomaEmailOutput, VerifyNomaEmailInput>('verify association email'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/noma/noma.machine.ts | 'show validated toast': actionToProvide<{ message: string }>('show validated toast'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/noma/noma.machine.ts | 'store noma email': actionToProvide<{ email: string }>('store noma email'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/noma/noma.machine.ts | ({ context }): NomaToParentEvent => ({ type: 'noma.verified', email: context.verifiedEmail ?? context.email.trim() }), | LogicalOperator → context.verifiedEmail && context.email.trim()":
    { equivalent: `${VERIFIED_FIRST}; and with && the trimmed email is the verified email itself` },
  "machines/noma/noma.machine.ts | ({ context }): NomaToParentEvent => ({ type: 'noma.verified', email: context.verifiedEmail ?? context.email.trim() }), | MethodExpression → context.email":
    { equivalent: VERIFIED_FIRST },
  "machines/noma/noma.machine.ts | id: 'noma', | StringLiteral → \"\"":
    { equivalent: "no target names the machine by '#noma'; the parent finds it by its systemId, so the root id is read by nobody" },
  "machines/noma/noma.machine.ts | id: 'verify association email', | StringLiteral → \"\"":
    { equivalent: 'nobody sends to or reads the invoked call by its id; xstate accepts any id' },
  'machines/noma/rules.ts | const trimmed = email.trim().toLowerCase(); | MethodExpression → email.trim().toUpperCase()':
    { equivalent: 'the normalised address is only compared with another normalised one and checked for emptiness: upper or lower case, the answers are the same' },
};
