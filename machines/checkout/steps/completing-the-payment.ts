// After a reload while this tab's payment was finishing (docs/decisions/0060): nothing to pay is
// offered while the member's subscriptions are read again, until they hold the plan (the checkout is
// complete) or the wait runs out (page 0 as before, which then says if the plan is held).
import { checkoutSetup } from '../checkout.setup.ts';
import { completionOfTheReloadedPayment } from '../rules.ts';

/** The tab's record goes with the wait, kept or not (the context's copy and the stored one). */
const forgetThePaymentUnderWay = ['drop the payment under way', 'remove the stored payment under way'] as const;

export const completingThePayment = checkoutSetup.createStateConfig({
  id: 'completing the payment',
  tags: ['page 0', 'completing the payment'],
  description:
    "The page was reloaded while this member's payment for the plan was finishing: no button to pay, the subscriptions read again until they hold the plan.",
  initial: 'reading the subscriptions',
  after: {
    'the payment takes too long': { target: '#order summary', actions: forgetThePaymentUnderWay },
  },
  on: {
    'session.signed out': { target: '#order summary' },
  },
  states: {
    'reading the subscriptions': {
      invoke: {
        id: 'read the subscriptions',
        src: 'read the subscriptions',
        onDone: [
          {
            guard: { type: 'the plan is held now', params: ({ event }) => ({ subscriptions: event.output }) },
            target: '#checkout complete',
            actions: [
              { type: 'keep the subscriptions read', params: ({ event }) => ({ subscriptions: event.output }) },
              {
                type: 'remember the purchase',
                params: ({ context }) => ({ completion: completionOfTheReloadedPayment(context.paymentUnderWay, context.products) }),
              },
              // Before the record goes: the path told is the record's.
              {
                type: 'push purchase events',
                params: ({ context }) => ({ ...completionOfTheReloadedPayment(context.paymentUnderWay, context.purchased), total: context.total }),
              },
              ...forgetThePaymentUnderWay,
              'clear the coupon',
            ],
          },
          { target: 'waiting to read again', actions: { type: 'keep the subscriptions read', params: ({ event }) => ({ subscriptions: event.output }) } },
        ],
        onError: { target: 'waiting to read again' },
      },
    },
    'waiting to read again': {
      after: { 'a moment': { target: 'reading the subscriptions' } },
    },
  },
});
