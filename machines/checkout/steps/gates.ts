// The gates between page 0 and the page after a sign-in (docs/decisions/0010): the account data,
// the company, the association email and the organisation's seats.
import { and } from 'xstate';
import { cartAudiences } from '../rules.ts';
import { checkoutSetup } from '../checkout.setup.ts';
import { ORDER_SUMMARY, PAYMENT_DETAILS, PAYMENT_METHOD, READY_TO_PAY } from '../paths.ts';
import { anotherMemberRestartsTheGates } from './sign-in-hand-off.ts';

/**
 * Between page 0 and the page after a sign-in, in the order of docs/decisions/0010: the
 * account data (PAGE0-5), the company (COMPANY-1..6), the association email (NOMA-FLOW),
 * the organisation's seats (PAGELOAD-6, WAITLIST-1). Page 0 shows under the dialogs.
 */
export const gettingReadyToPay = checkoutSetup.createStateConfig({
  description:
    "The checks between signing in and paying, in order: the member's account data, the company dialog, the association email, the organisation's seats.",
  initial: 'loading your account',
  on: {
    'signed out': { target: 'order summary' },
    cancel: { target: 'order summary' },
    ...anotherMemberRestartsTheGates('.loading your account'),
  },
  states: {
    'loading your account': {
      always: [
        { guard: and(['the account data is loaded', 'the member may not buy this plan']), target: ORDER_SUMMARY },
        { guard: 'the account data is loaded', target: 'checking the company' },
      ],
    },
    'checking the company': {
      always: [{ guard: 'the company dialog is needed', target: 'creating your company' }, { target: 'checking the association email' }],
    },
    /** COMPANY-1..6, ROLE-13: the dialog (systemId 'company'); closing it keeps the product blocked. */
    'creating your company': {
      invoke: {
        id: 'company',
        systemId: 'company',
        src: 'company',
        input: ({ context }) => ({
          groupAccounts: context.member?.groupAccounts ?? [],
          isGroupAdmin: context.member?.isGroupAdmin ?? false,
          audience: cartAudiences(context.products),
        }),
      },
      on: {
        'company created': { target: 'reloading the member', actions: 'ask the session to reload the member' },
        'company dialog closed': { target: ORDER_SUMMARY },
      },
    },
    /** API-41: the member is now the company's admin; the gate is asked again with the fresh profile. */
    'reloading the member': {
      on: { 'member signed in': { target: 'checking the company' }, 'sign-in refused': { target: 'checking the company' } },
    },
    'checking the association email': {
      always: [
        { guard: 'the association email must be verified', target: 'verifying the association email' },
        { target: 'checking the seats' },
      ],
    },
    /** NOMA-1..3, NOMA-FLOW-1..3, ROLE-14: the dialog (systemId 'noma'); closing it keeps the product blocked. */
    'verifying the association email': {
      invoke: {
        id: 'noma',
        systemId: 'noma',
        src: 'noma',
        input: ({ context }) => ({ memberEmail: context.member?.email ?? null }),
      },
      on: {
        'noma verified': {
          target: 'checking the seats',
          actions: { type: 'remember the noma email', params: ({ event }) => ({ email: event.email }) },
        },
        'noma dialog closed': { target: ORDER_SUMMARY },
      },
    },
    'checking the seats': {
      always: [{ guard: 'organisation checkout', target: 'organisation seats' }, { target: 'ready to pay' }],
    },
    /** PAGELOAD-6, STATE-ORG-4, ROLE-15: the seat count, after sign-in (systemId 'waitlist'). */
    'organisation seats': {
      description: "The organisation's seat count after sign-in, and the waitlist screen when the member limit is reached.",
      invoke: {
        id: 'waitlist',
        systemId: 'waitlist',
        src: 'waitlist',
        input: ({ context }) => ({ orgId: context.orgId ?? 0 }),
      },
      initial: 'counting the seats',
      states: {
        'counting the seats': {
          on: {
            'seats available': { target: READY_TO_PAY },
            'member limit reached': { target: 'waitlist' },
          },
        },
        /** WAITLIST-1..5: the waitlist screen replaces the checkout; the child shows it and joins. */
        waitlist: {},
      },
    },
    'ready to pay': {
      always: [
        // SIGNUP-FORM-8/9, ADMIN-8: a new account goes to billing, at the top of the page.
        {
          guard: 'the next page is payment details',
          target: PAYMENT_DETAILS,
          actions: ['choose the payment form', 'scroll to top', { type: 'remember the next page', params: { page: 'payment method' } }],
        },
        { target: PAYMENT_METHOD },
      ],
    },
  },
});
