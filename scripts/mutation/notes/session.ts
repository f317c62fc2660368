// Notes on the mutants of machines/session that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const NAME_ONLY = 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it';
const ID_ONLY = 'nobody sends to or reads the invoked call by its id; xstate accepts any id';
const NO_MEMBER_ELSEWHERE =
  "the session holds a member only in 'authenticated' (loading clears it, logging out forgets it) and always holds one there, so the other half decides nothing";
const CHECKING_IS_QUIET =
  "the check is the first state and has no member or error: read as 'busy' instead of 'unknown' it reports nothing either, and the check's end reports the same";
const BUSY_HAS_NO_MEMBER =
  "every 'unknown' or 'busy' snapshot has no member (loading clears it, logging out forgets it), so the lines below answer [] as well";

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
  "machines/session/session.machine.ts | 'note whether the login was offered': assign(({ event }) => ({ loginOffered: event.type === 'log in' && event.offered === true })), | ConditionalExpression → true":
    { equivalent: "the action runs only on the 'log in' arrows, so the event is always 'log in'; the test is there for the type checker" },
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
  "machines/session/session.machine.ts | 'tell the member why login failed': actionToProvide<{ message: string; code: IdentityErrorCode | null }>('tell the member why login failed'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/session/session.machine.ts | id: 'session', | StringLiteral → \"\"":
    { equivalent: "no target names the machine by '#session'; others find it by its systemId, so the root id is read by nobody" },
  "machines/session/session.machine.ts | id: 'sign in silently', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/session/session.machine.ts | id: 'log in with popup', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/session/session.machine.ts | id: 'load member', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/session/watch-session.ts | if (snapshot.matches('authenticated') && snapshot.context.member !== null) return `in:${snapshot.context.member.id}`; | LogicalOperator → snapshot.matches('authenticated') || snapshot.context.member !== null":
    { equivalent: NO_MEMBER_ELSEWHERE },
  "machines/session/watch-session.ts | if (snapshot.matches('authenticated') && snapshot.context.member !== null) return `in:${snapshot.context.member.id}`; | ConditionalExpression → true":
    { equivalent: NO_MEMBER_ELSEWHERE },
  "machines/session/watch-session.ts | if (snapshot.matches('checking session')) return 'unknown'; | StringLiteral → \"\"": { equivalent: CHECKING_IS_QUIET },
  "machines/session/watch-session.ts | if (snapshot.matches('checking session')) return 'unknown'; | ConditionalExpression → false": { equivalent: CHECKING_IS_QUIET },
  "machines/session/watch-session.ts | if (phase === 'unknown' || phase === 'busy') return []; | ConditionalExpression → false": { equivalent: BUSY_HAS_NO_MEMBER },
  "machines/session/watch-session.ts | if (phase === 'unknown' || phase === 'busy') return []; | LogicalOperator → phase === 'unknown' && phase === 'busy'": { equivalent: BUSY_HAS_NO_MEMBER },
  "machines/session/watch-session.ts | if (phase === lastReported && previous !== 'busy') return []; | ConditionalExpression → true":
    { equivalent: "an 'in:' phase is only ever reached through 'loading member' (busy), and a step from 'in:' to the same 'in:' was already reported: the first half decides nothing" },
  "machines/session/watch-session.ts | return member === null ? [] : [{ type: 'session.signed in', member }]; | ConditionalExpression → false":
    { equivalent: "this line is reached only for an 'in:' phase, which phaseOf gives only with a member" },
  'machines/session/watch-session.ts | return member === null ? [] : [{ type: \'session.signed in\', member }]; | ArrayDeclaration → ["Stryker was here"]':
    { equivalent: "this line is reached only for an 'in:' phase, which phaseOf gives only with a member" },
  "machines/session/watch-session.ts | let previous: Phase = 'unknown'; | StringLiteral → \"\"":
    { equivalent: "the previous phase is only compared with 'busy', which neither 'unknown' nor '' is" },
  "machines/session/watch-session.ts | let lastReported: Phase = 'unknown'; | StringLiteral → \"\"":
    { equivalent: "before the first report the last reported phase is only compared with 'out' and 'in:…' phases, which neither 'unknown' nor '' is" },
  'machines/session/watch-session.ts | return () => subscription.unsubscribe(); | ArrowFunction → () => undefined':
    { equivalent: "after the watch stops, xstate drops whatever its sendBack sends (a stopped callback actor's sendBack returns at once), so following on is invisible" },
};
