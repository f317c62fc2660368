// Notes on the mutants of machines/account that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const INVOKE_ID =
  "nobody sends to or reads this call by its id, and its done and error events follow whatever id it has; only the model-based walk (left out of the mutation selection) names it to fake answers";

export const notes: SurvivorNotes = {
  'machines/account/account.machine.ts | types: { | ObjectLiteral → {}': {
    equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time",
  },
  'machines/account/account.machine.ts | id: \'account\', | StringLiteral → ""': {
    equivalent:
      "the machine's id only prefixes its state nodes' ids, and no transition targets one by '#account'; the pages find the actor by the systemId they give it",
  },
  'machines/account/account.machine.ts | id: \'load subscriptions\', | StringLiteral → ""': { equivalent: INVOKE_ID },
  'machines/account/account.machine.ts | id: \'load subscription payment method\', | StringLiteral → ""': { equivalent: INVOKE_ID },
  'machines/account/account.machine.ts | id: \'load payment methods\', | StringLiteral → ""': { equivalent: INVOKE_ID },
  'machines/account/account.machine.ts | id: \'reload payment methods\', | StringLiteral → ""': { equivalent: INVOKE_ID },
  "machines/account/account.machine.ts | input: ({ context }) => ({ subscriptionId: context.subscriptionId ?? '' }), | StringLiteral → \"Stryker was here!\"": {
    equivalent: "the fallback for a null id is never used: that call starts only when 'a subscription is given' (subscriptionId not null)",
  },
};
