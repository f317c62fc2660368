// Notes on the mutants of machines/session that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const NAME_ONLY = 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it';
const ID_ONLY = 'nobody sends to or reads the invoked call by its id; xstate accepts any id';

export const notes: SurvivorNotes = {
  'machines/session/session.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/session/session.machine.ts | 'log in with popup': actorToProvide<LoggedIn>('log in with popup'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | 'sign in silently': actorToProvide<LoggedIn>('sign in silently'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | 'load member': actorToProvide<MemberProfile>('load member'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | 'log out': actorToProvide<void>('log out'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | 'store member token': actionToProvide<{ token: string }>('store member token'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | 'forget member token': actionToProvide('forget member token'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | id: 'check session', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/session/session.machine.ts | id: 'log out', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  'machines/session/rules.ts | const groupAccounts = profile.groupAccounts ?? []; | ArrayDeclaration → ["Stryker was here"]':
    { equivalent: 'the profile type (and the API schema that satisfies it) always has a groupAccounts array, so the fallback is never used' },
  "machines/session/rules.ts | firstName: profile.first_name ?? '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: 'the profile type (and the API schema that satisfies it) always has a first_name string, so the fallback is never used' },
  "machines/session/rules.ts | lastName: profile.last_name ?? '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: 'the profile type (and the API schema that satisfies it) always has a last_name string, so the fallback is never used' },
  'machines/session/rules.ts | if (isIdentityError(error)) return error.message; | ConditionalExpression → false':
    { equivalent: "an IdentityError is an Error whose message is its code's non-blank text, so the next line returns the same message" },
  "machines/session/watch-session.ts | if (phase === 'unknown' || phase === 'busy') return []; | StringLiteral → \"\"":
    { equivalent: "the session is 'unknown' only while checking, before any report and with no member, so the lines below answer [] as well" },
};
