// Notes on the mutants of machines/pricing that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

const NAME_ONLY = 'the name only goes into the programming-error message of the unprovided default; no behaviour reads it';
const ID_ONLY = 'nobody sends to or reads the invoked call by its id; xstate accepts any id';
const GUARDED = 'present() is only reached after a guard has checked the value (prorating needs a subscription, the lookup a complete address), so it never throws';
const PHONE_TRIMMED = 'the value is trimmed first, so the number part starts with its first non-space character and trimming its start or end cannot change the leading "+" test';

export const notes: SurvivorNotes = {
  'machines/pricing/pricing.machine.ts | if (value === null) throw new Error(`pricing: ${what} missing`); | ConditionalExpression → false': { equivalent: GUARDED },
  'machines/pricing/pricing.machine.ts | if (value === null) throw new Error(`pricing: ${what} missing`); | StringLiteral → ``': { equivalent: GUARDED },
  "machines/pricing/pricing.machine.ts | targetSubscriptionId: present(context.targetSubscriptionId, 'the subscription to prorate against'), | StringLiteral → \"\"":
    { equivalent: GUARDED },
  "machines/pricing/pricing.machine.ts | address: present(context.addressAsked, 'a complete address'), | StringLiteral → \"\"": { equivalent: GUARDED },
  'machines/pricing/pricing.machine.ts | types: { | ObjectLiteral → {}':
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/pricing/pricing.machine.ts | 'prorate order': actorToProvide<ProrateResult, ProrateOrderInput>('prorate order'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/pricing/pricing.machine.ts | 'load tax rate': actorToProvide<LoadTaxRateOutput, LoadTaxRateInput>('load tax rate'), | StringLiteral → \"\"":
    { equivalent: NAME_ONLY },
  "machines/pricing/pricing.machine.ts | id: 'reprice order', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/pricing/pricing.machine.ts | id: 'prorate order', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/pricing/pricing.machine.ts | id: 'load tax rate', | StringLiteral → \"\"": { equivalent: ID_ONLY },
  "machines/pricing/pricing.machine.ts | context.mode === 'prorate' && context.targetSubscriptionId !== null, | ConditionalExpression → true":
    { equivalent: "prorate mode is only ever set together with a subscription (input prorateAgainst, 'prorate from now on'), so the second half is always true there" },
  "machines/pricing/pricing.machine.ts | 'price the order now': { guard: and(['the cart has items', not('an address waits for a quiet moment')]), target: 'asking for a price' }, | ArrayDeclaration → []":
    { equivalent: "with an address waiting, the 'address entry.quiet period over' raised by the same event re-enters 'asking for a price' in the same macrostep, before the first call starts: one call either way (pricing.failures.test.ts checks it)" },
  'machines/pricing/rules.ts | if (!address) return null; | ConditionalExpression → false':
    { equivalent: 'the machine always passes an object (the context address starts as {} and the event carries one), so the null check never answers' },
  'machines/pricing/rules.ts | if (a === null || b === null) return a === b; | ConditionalExpression → false':
    { equivalent: "the machine calls sameAddress only with a complete new address (never null) and the address asked; with b null the field comparison below answers false, as a === b does" },
  'machines/pricing/rules.ts | const EXTENSION_SEPARATOR = /ext\\.?|x|#|,/i; | Regex → /ext\\.|x|#|,/i':
    { equivalent: "an 'ext' without a dot is then split at its 'x': the number part keeps a non-digit 'e' and the extension a non-digit 't', so the digits are the same" },
  "machines/pricing/rules.ts | const value = (raw ?? '').trim(); | MethodExpression → raw ?? ''": { equivalent: 'only digits and a leading "+" (after trimStart) are kept, so surrounding spaces change nothing' },
  "machines/pricing/rules.ts | const value = (raw ?? '').trim(); | StringLiteral → \"Stryker was here!\"":
    { equivalent: 'the phone always arrives as a string; and that text has no digit and no separator, so it would give the same empty number' },
  "machines/pricing/rules.ts | const extensionPart = match ? value.slice(match.index + match[0].length) : ''; | StringLiteral → \"Stryker was here!\"":
    { equivalent: 'only the digits of the extension part are kept, and that text has none: the extension is null either way' },
  "machines/pricing/rules.ts | const number = numberPart.trimStart().startsWith('+') && digits !== '' ? `+${digits}` : digits; | MethodExpression → numberPart.trimEnd()":
    { equivalent: PHONE_TRIMMED },
  "machines/pricing/rules.ts | if (error instanceof Error && error.message !== '') return error.message; | ConditionalExpression → false":
    { equivalent: "an Error's message is an own string property, so the object branch below returns the same text (and the same fallback when it is empty)" },
  "machines/pricing/selectors.ts | if (context.mode === 'prorate' && context.cartProrateDetails !== null) { | ConditionalExpression → true":
    { equivalent: "the machine clears cartProrateDetails whenever it leaves prorate mode ('reprice from now on'), so a reprice context never holds one" },
};
