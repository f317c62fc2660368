// Notes on the mutants of machines/company that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  'machines/company/company.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  'machines/company/company.machine.ts | actors: { | ObjectLiteral → {}':
    { equivalent: "the default only throws 'not provided'; the app and every test supply 'create company' with .provide(), which adds it back" },
  "machines/company/company.machine.ts | 'create company': actorToProvide<CreateCompanyOutput, CreateCompanyInput>('create company'), | StringLiteral → \"\"":
    { equivalent: 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it' },
  "machines/company/company.machine.ts | id: 'company', | StringLiteral → \"\"":
    { equivalent: "no target names the machine by '#company'; the parent finds it by its systemId, so the root id is read by nobody" },
  "machines/company/company.machine.ts | id: 'create company', | StringLiteral → \"\"":
    { equivalent: 'nobody sends to or reads the invoked call by its id; xstate accepts any id' },
  "machines/company/rules.ts | if (typeof audience === 'string') return audience === 'group'; | ConditionalExpression → false":
    { equivalent: "a single audience ('group' or 'individual') then goes through String.includes('group'), which gives the same answer" },
  "machines/company/rules.ts | if (typeof audience === 'string') return audience === 'group'; | StringLiteral → \"\"":
    { equivalent: "a single audience ('group' or 'individual') then goes through String.includes('group'), which gives the same answer" },
};
