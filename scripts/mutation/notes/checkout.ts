// Notes on the mutants of machines/checkout that survive (see ../survivor-note.ts for the key).
import type { SurvivorNotes } from '../survivor-note.ts';

export const notes: SurvivorNotes = {
  "machines/checkout/checkout.setup.ts | memberId: context.member?.id ?? null, | OptionalChaining → context.member.id":
    { equivalent: "a purchase is built only for Pay and Confirm Payment, on pages 1 and 2, which a visitor reaches only signed in, so the member is never null there" },
  "machines/checkout/checkout.machine.ts | invoke: { id: 'watch session', src: 'watch session' }, | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/checkout.machine.ts | id: 'load product', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/checkout.machine.ts | input: ({ context }) => ({ priceIds: context.priceId === null ? [] : [context.priceId] }), | ConditionalExpression → false":
    { equivalent: "the 'no price id' guard sends a missing price id to the pricing page before anything is loaded, so the price id is never null here" },
  "machines/checkout/checkout.machine.ts | input: ({ context }) => ({ priceIds: context.priceId === null ? [] : [context.priceId] }), | ArrayDeclaration → [\"Stryker was here\"]":
    { equivalent: "the 'no price id' guard sends a missing price id to the pricing page before anything is loaded, so the price id is never null here" },
  "machines/checkout/checkout.machine.ts | id: 'check org discount', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/checkout.machine.ts | input: ({ context }) => ({ priceId: context.priceId ?? '', orgId: context.orgId ?? 0 }), | StringLiteral → \"Stryker was here!\"":
    { equivalent: "only an organisation checkout with a price id reaches the discount check (the 'no price id' guard comes first), so the '' fallback is never used" },
  "machines/checkout/checkout.machine.ts | { type: 'track price', params: ({ context }) => ({ origin: TRACKING_ORIGIN, priceId: context.priceId ?? '' }) }, | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the checkout opens only for a price id (the 'no price id' guard comes first), so the '' fallback is never used" },
  "machines/checkout/checkout.machine.ts | { type: 'record checkout origin', params: ({ context }) => ({ priceId: context.priceId ?? '' }) }, | StringLiteral → \"Stryker was here!\"":
    { equivalent: "the checkout opens only for a price id (the 'no price id' guard comes first), so the '' fallback is never used" },
  "machines/checkout/checkout.setup.ts | groupAccounts: context.member?.groupAccounts ?? [], | OptionalChaining → context.member.groupAccounts":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | groupAccounts: context.member?.groupAccounts ?? [], | ArrayDeclaration → [\"Stryker was here\"]":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | isGroupAdmin: context.member?.isGroupAdmin ?? false, | LogicalOperator → context.member?.isGroupAdmin && false":
    { equivalent: "the company dialog opens only when 'the company dialog is needed', which is never so for a group admin (needsCompanyDialog), so the isGroupAdmin it is given is always false" },
  "machines/checkout/checkout.setup.ts | isGroupAdmin: context.member?.isGroupAdmin ?? false, | OptionalChaining → context.member.isGroupAdmin":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | isGroupAdmin: context.member?.isGroupAdmin ?? false, | BooleanLiteral → true":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/steps/order-summary.ts | entry: { type: 'remember the next page', params: { page: 'payment method' } }, | ObjectLiteral → {}":
    { equivalent: "(the step skipped or unnamed) 'waiting for sign-in' is entered from 'showing the order', whose entry already set 'payment method' (nothing there changes it), or from 'arriving', when nothing has changed the initial 'payment method' yet" },
  "machines/checkout/steps/order-summary.ts | entry: { type: 'remember the next page', params: { page: 'payment method' } }, | StringLiteral → \"\"":
    { equivalent: "(the step skipped or unnamed) 'waiting for sign-in' is entered from 'showing the order', whose entry already set 'payment method' (nothing there changes it), or from 'arriving', when nothing has changed the initial 'payment method' yet" },
  "machines/checkout/steps/order-summary.ts | 'proceed to checkout': { actions: ['forget the sign-in error', ...saveTheWayToPayment, 'open sign-in popup'] }, | StringLiteral → \"\"":
    { equivalent: "the sign-in error is always null in 'waiting for sign-in': every arrow into it runs 'note the sign-in was offered', which clears it, and a failure leaves the state" },
  "machines/checkout/steps/order-summary.ts | id: 'create the firm', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/steps/order-summary.ts | input: ({ context }) => ({ organization: context.firmToCreate ?? '' }), | StringLiteral → \"Stryker was here!\"":
    { equivalent: "'creating the firm' is entered only past the 'a firm waits to be created' guard, so the firm name is never null here" },
  "machines/checkout/checkout.setup.ts | types: { | ObjectLiteral → {}":
    { equivalent: "setup's `types` exists for the type checker only; xstate never reads it at run time" },
  "machines/checkout/checkout.setup.ts | 'an ARE plan was bought': ({ context }) => isArePurchase(context.completion?.names ?? []), | OptionalChaining → context.completion.names":
    { equivalent: "the guard is asked only in 'checkout complete', which 'payment.succeeded' enters with the completion remembered, so it is never null here" },
  "machines/checkout/checkout.setup.ts | 'an ARE plan was bought': ({ context }) => isArePurchase(context.completion?.names ?? []), | ArrayDeclaration → [\"Stryker was here\"]":
    { equivalent: "the guard is asked only in 'checkout complete', which 'payment.succeeded' enters with the completion remembered, so it is never null here" },
  "machines/checkout/checkout.setup.ts | 'a group plan was bought': ({ context }) => context.completion?.audience === 'group', | OptionalChaining → context.completion.audience":
    { equivalent: "the guard is asked only in 'checkout complete', which 'payment.succeeded' enters with the completion remembered, so it is never null here" },
  "machines/checkout/checkout.setup.ts | associationEmailRequired(context.orgId, context.products) && nomaDialogNeeded(context.nomaEmail, context.member?.email), | OptionalChaining → context.member.email":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | if (account !== undefined) enqueue.sendTo(account, { type: 'load the account' } satisfies AccountEvent); | ConditionalExpression → true":
    { equivalent: "without an account part (before the checkout opens) xstate's sendTo with no actor sends nothing, the same as not sending" },
  "machines/checkout/checkout.setup.ts | if (account !== undefined) enqueue.sendTo(account, { type: 'forget the account' } satisfies AccountEvent); | ConditionalExpression → true":
    { equivalent: "without an account part (before the checkout opens) xstate's sendTo with no actor sends nothing, the same as not sending" },
  "machines/checkout/checkout.setup.ts | const target = context.member === null ? null : prorationTarget(context.products, context.subscriptions); | ConditionalExpression → false":
    { equivalent: "with no member (after a sign-out) the subscriptions were already forgotten in the same step ('forget the account data' runs first), so the target is null either way" },
  "machines/checkout/checkout.setup.ts | authenticated: context.member !== null, | ConditionalExpression → true":
    { equivalent: "a sign-out takes page 2 to 're-entering credentials', so Pay on page 2 always has a member" },
  "machines/checkout/rules.ts | return products.length > 1 ? [...products].sort((a, b) => a.name.localeCompare(b.name)) : [...products]; | ConditionalExpression → true":
    { equivalent: "sorting a copy of a list of none or one product gives the same copy" },
  "machines/checkout/rules.ts | return products.length > 1 ? [...products].sort((a, b) => a.name.localeCompare(b.name)) : [...products]; | EqualityOperator → products.length >= 1":
    { equivalent: "sorting a copy of a list of none or one product gives the same copy" },
  "machines/checkout/selectors.ts | if (member === null || completion !== null) return null; | ConditionalExpression → false":
    { equivalent: "with no member the subscriptions are empty (forgotten on sign-out, none before), and once complete the cart is empty (PAY-9 moves it to 'purchased'), so no held plan is found either way" },
  "machines/checkout/selectors.ts | if (member === null || completion !== null) return null; | LogicalOperator → member === null && completion !== null":
    { equivalent: "with no member the subscriptions are empty (forgotten on sign-out, none before), and once complete the cart is empty (PAY-9 moves it to 'purchased'), so no held plan is found either way" },
  "machines/checkout/selectors.ts | return completion === null && isFirmMemberBuyingIndividual(member, products) ? FIRM_PLAN_MESSAGE : null; | ConditionalExpression → true":
    { equivalent: "once complete the cart is empty (PAY-9 moves it to 'purchased'), so no individual product is found either way" },
  "machines/checkout/through-the-system.ts | return coupon?.getSnapshot().context.applied?.code ?? null; | OptionalChaining → coupon.getSnapshot":
    { equivalent: "the purchase is built only while the checkout is open, where the coupon part always runs" },
  "machines/checkout/through-the-system.ts | return pricing?.getSnapshot().context.taxRateId ?? null; | OptionalChaining → pricing.getSnapshot":
    { equivalent: "the purchase is built only while the checkout is open, where the pricing part always runs" },
  // The parts fetched when first needed (docs/decisions/0035).
  "machines/checkout/steps/gates.ts | id: 'load the organisation parts', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/steps/gates.ts | id: 'load the payment parts', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/steps/order-summary.ts | id: 'load the sign-up parts', | StringLiteral → \"\"":
    { equivalent: "nobody sends to or reads the invoked call by its id (the app and the views find children by their systemId); xstate accepts any id" },
  "machines/checkout/checkout.setup.ts | (associationEmailRequired(context.orgId, context.products) && nomaDialogNeeded(context.nomaEmail, context.member?.email))), | OptionalChaining → context.member.email":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | enqueue.spawnChild(context.parts.organisation.noma, childOptions('noma', { memberEmail: context.member?.email ?? null })); | OptionalChaining → context.member.email":
    { equivalent: "the gates run only for a signed-in member (a sign-out leaves them for page 0), so the member is never null here" },
  "machines/checkout/checkout.setup.ts | if (context.parts.organisation === null) return; | ConditionalExpression → false":
    { equivalent: "these children start only in a gate reached through 'loading the organisation parts' or with the parts kept: 'the organisation parts are missing' lets the flow past only when they are here or no organisation gate can open, so they are never null here" },
};
