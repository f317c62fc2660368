// Notes on the mutants of machines/waitlist that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const NAME_ONLY = 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it';

export const notes: SurvivorNotes = {
  'machines/waitlist/waitlist.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  'machines/waitlist/waitlist.machine.ts | actors: { | ObjectLiteral → {}':
    { equivalent: "the defaults only throw 'not provided'; the app and every test supply both calls with .provide(), which adds them back" },
  "machines/waitlist/waitlist.machine.ts | 'load seat count': actorToProvide<LoadSeatCountOutput, OrganisationCallInput>('load seat count'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/waitlist/waitlist.machine.ts | 'join waitlist': actorToProvide<JoinWaitlistOutput, OrganisationCallInput>('join waitlist'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/waitlist/waitlist.machine.ts | 'show joined toast': actionToProvide<{ position: number; message: string; description: string }>('show joined toast'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/waitlist/waitlist.machine.ts | id: 'waitlist', | StringLiteral → \"\"":
    { equivalent: "no target names the machine by '#waitlist'; the parent finds it by its systemId, so the root id is read by nobody" },
  'machines/waitlist/waitlist.machine.ts | nomaLoading: false, | BooleanLiteral → true':
    { equivalent: "the first state's entry ('start loading') sets nomaLoading to true before anyone can read the snapshot" },
  "machines/waitlist/waitlist.machine.ts | id: 'load seat count', | StringLiteral → \"\"":
    { equivalent: 'nobody sends to or reads the invoked call by its id; xstate accepts any id' },
  "machines/waitlist/waitlist.machine.ts | id: 'join waitlist', | StringLiteral → \"\"":
    { equivalent: 'nobody sends to or reads the invoked call by its id; xstate accepts any id' },
};
