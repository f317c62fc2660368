// Notes on the mutants of machines/network that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  'machines/network/network.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  'machines/network/network.machine.ts | actors: { | ObjectLiteral → {}':
    { equivalent: "the default only throws 'not provided'; the app and every test supply 'reload subscriptions' with .provide(), which adds it back" },
  "machines/network/network.machine.ts | 'reload subscriptions': actorToProvide<Subscription[]>('reload subscriptions'), | StringLiteral → \"\"":
    { equivalent: 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it' },
  "machines/network/network.machine.ts | 'reload page': actionToProvide('reload page'), | StringLiteral → \"\"":
    { equivalent: 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it' },
  "machines/network/network.machine.ts | 'go to pricing page': actionToProvide('go to pricing page'), | StringLiteral → \"\"":
    { equivalent: 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it' },
  "machines/network/network.machine.ts | id: 'reload subscriptions', | StringLiteral → \"\"":
    { equivalent: 'nobody sends to or reads the invoked call by its id; xstate accepts any id' },
};
