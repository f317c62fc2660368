// Notes on the mutants of machines/billing that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  'machines/billing/billing.machine.ts | types: { | ObjectLiteral → {}': {
    equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time",
  },
  'machines/billing/billing.machine.ts | { id: \'watch session\', src: \'watch session\' }, | StringLiteral → ""': {
    equivalent: 'nobody sends to or reads the session watcher by its id; it only sends to the widget',
  },
  "machines/billing/billing.machine.ts | id: 'load the payment parts', | StringLiteral → \"\"": {
    equivalent: "nobody sends to or reads the loader by its id; its done and error events follow whatever id it has",
  },
  "machines/billing/rules.ts | const trimmed = value?.trim() ?? ''; | StringLiteral → \"Stryker was here!\"": {
    equivalent: "a missing value's fallback fails the id pattern either way (spaces and '!' are not allowed), so the answer stays null",
  },
  "machines/billing/selectors.ts | if (snapshot.matches({ 'showing billing info': 'payment method shown' })) return 'payment method'; | ObjectLiteral → {}": {
    equivalent:
      "matches({}) holds for any state whose value is an object, and only the 'showing billing info' states have one: 'no subscription' is matched the line before and 'checking subscriptions' never rests, so the same snapshots give 'payment method'",
  },
};
