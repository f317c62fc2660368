// Notes on the mutants of machines/app that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  'machines/app/app.machine.ts | types: { | ObjectLiteral → {}': {
    equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time",
  },
  'machines/app/app.machine.ts | id: \'app\', | StringLiteral → ""': {
    equivalent:
      "the root's id only prefixes its state nodes' ids, and no transition targets one by '#app'; nothing finds the root by it (the page holds the actor it created)",
  },
};
