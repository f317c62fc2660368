// Notes on the mutants of machines/auth that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  "machines/auth/auth.machine.ts | submitted: false, | BooleanLiteral → true":
    { equivalent: "the initial state 'closed' runs 'reset the dialog' on entry, which sets this value again before anyone can read it" },
  "machines/auth/auth.machine.ts | passwordReset: 'idle', | StringLiteral → \"\"":
    { equivalent: "the initial state 'closed' runs 'reset the dialog' on entry, which sets this value again before anyone can read it" },
  "machines/auth/auth.setup.ts | types: { | ObjectLiteral → {}":
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/auth/auth.setup.ts | context.emailCheck === null ? {} : { emailCheck: { email: context.emailCheck.email, status: emailCheckOutcome(params.accounts) } }, | ConditionalExpression → false":
    { equivalent: "the check answers only in a state whose entry ('start the email check') set emailCheck, and nothing clears it while the check runs, so it is never null here" },
  "machines/auth/auth.setup.ts | context.emailCheck === null ? {} : { emailCheck: { email: context.emailCheck.email, status: 'failed' as const } }, | ConditionalExpression → false":
    { equivalent: "the check answers only in a state whose entry ('start the email check') set emailCheck, and nothing clears it while the check runs, so it is never null here" },
  "machines/auth/pages/firm-admin-sign-up.ts | id: 'create admin account', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/individual-sign-up.ts | id: 'check email', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/individual-sign-up.ts | id: 'create account', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/known-account.ts | id: 'sign in', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/known-account.ts | id: 'save the names', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/known-account.ts | authToken: context.knownAccountToken ?? '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: "'saving the names' is entered only with the token set (by the log-in's answer, or past the 'the known account is signed in' guard), so the '' fallback is never used" },
  "machines/auth/pages/known-account.ts | params: ({ context }) => ({ authToken: context.knownAccountToken ?? '', nextPage: 'payment details', firmName: null }), | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the names are saved only with the token set (by the log-in's answer, or past the 'the known account is signed in' guard) and nothing clears it before their answer, so the '' fallback is never told" },
  "machines/auth/pages/known-account.ts | id: 'send password reset', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/pages/sign-in.ts | id: 'sign in', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id; xstate accepts any id" },
  "machines/auth/rules.ts | if (error instanceof Error) return error.message; | ConditionalExpression → false":
    { equivalent: "an Error is an object with a string message, so the next branch returns the same text" },
  "machines/auth/rules.ts | if (form === 'individual' && shown.email === undefined) { | ConditionalExpression → true":
    { equivalent: "a rule error on the email and a check that applies to it never meet: a check is made only of a valid email and applies only while the same email is typed" },
  "machines/auth/selectors.ts | value: snapshot.context.knownEmail ?? '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: "page 3 is reached only by 'use known account', which sets knownEmail, so the '' fallback never shows" },
  "machines/auth/selectors.ts | resetSent: form === 'known account' && c.passwordReset === 'succeeded' ? AUTH_MESSAGES.passwordResetSent : null, | ConditionalExpression → true":
    { equivalent: "passwordReset becomes 'succeeded' only on page 3, and entering any page or closing sets it back to idle, so no other page sees it" },
  "machines/auth/validation.ts | const escapeForClass = (chars: string): string => chars.replace(/[\\\\\\]^-]/g, '\\\\$&'); | StringLiteral → \"\"":
    { equivalent: "none of !@#$%&* is a character escapeForClass escapes, so the class built from them is the same whatever the escaping" },
  "machines/auth/validation.ts | const escapeForClass = (chars: string): string => chars.replace(/[\\\\\\]^-]/g, '\\\\$&'); | Regex → /[^\\\\\\]^-]/g":
    { equivalent: "none of !@#$%&* is a character escapeForClass escapes, so the class built from them is the same whatever the escaping" },
  "machines/auth/validation.ts | v.partialCheck([['email'], ['confirmEmail']], (input) => sameEmail(input.email, input.confirmEmail), VALIDATION_MESSAGES.emailsDoNotMatch), | ArrayDeclaration → []":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | v.partialCheck([['email'], ['confirmEmail']], (input) => sameEmail(input.email, input.confirmEmail), VALIDATION_MESSAGES.emailsDoNotMatch), | StringLiteral → \"\"":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, VALIDATION_MESSAGES.passwordsDoNotMatch), | ArrayDeclaration → []":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, VALIDATION_MESSAGES.passwordsDoNotMatch), | StringLiteral → \"\"":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | [['workEmail'], ['confirmWorkEmail']], | ArrayDeclaration → []":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | [['workEmail'], ['confirmWorkEmail']], | StringLiteral → \"\"":
    { equivalent: "every field is a string, so valibot's dataset stays typed and partialCheck runs whatever its paths (they matter only for untyped input)" },
  "machines/auth/validation.ts | password: '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: "emptyAuthValues() fills only a dialog that is closing or closed, and the closed state's entry ('reset the dialog') clears both passwords again" },
  "machines/auth/validation.ts | confirmPassword: '', | StringLiteral → \"Stryker was here!\"":
    { equivalent: "emptyAuthValues() fills only a dialog that is closing or closed, and the closed state's entry ('reset the dialog') clears both passwords again" },
  "machines/auth/validation.ts | const key = issue.path?.[0]?.key; | OptionalChaining → issue.path?.[0].key":
    { equivalent: "every issue of these object schemas has a path with a first key (the field's own, or the confirm field it is forwarded to)" },
  "machines/auth/validation.ts | const key = issue.path?.[0]?.key; | OptionalChaining → issue.path[0]":
    { equivalent: "every issue of these object schemas has a path with a first key (the field's own, or the confirm field it is forwarded to)" },
  "machines/auth/validation.ts | if (typeof key !== 'string' || !(FORM_FIELDS[form] as readonly string[]).includes(key)) continue; | ConditionalExpression → false":
    { equivalent: "every issue's first key is a string naming a field of the form's own schema, so the filter never skips an issue" },
  "machines/auth/validation.ts | if (typeof key !== 'string' || !(FORM_FIELDS[form] as readonly string[]).includes(key)) continue; | LogicalOperator → typeof key !== 'string' && !(FORM_FIELDS[form] as readonly string[]).includes(k…":
    { equivalent: "every issue's first key is a string naming a field of the form's own schema, so the filter never skips an issue" },
  "machines/auth/validation.ts | return result.success ? null : (result.issues[0]?.message ?? null); | OptionalChaining → result.issues[0].message":
    { equivalent: "a failed safeParse always has at least one issue" },
};
