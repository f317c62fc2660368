// After the payment: the purchase kept for the modal and the analytics (PAY-9..12), the thank-you dialog
// for an ARE plan, the completion modal and where its buttons go (DIALOG-COMPLETE-1..8).
import { checkoutSetup } from '../checkout.setup.ts';

/** DIALOG-COMPLETE-1..8, SUMMARY-19. */
export const checkoutComplete = checkoutSetup.createStateConfig({
  id: 'checkout complete',
  tags: 'complete',
  description: 'After the payment: the thank-you dialog for an ARE plan, then the completion modal and where its buttons lead.',
  initial: 'choosing the dialog',
  on: {
    'go to dashboard': [
      { guard: 'a group plan was bought', actions: 'go to group management' },
      { actions: 'open the dashboard' },
    ],
    // DIALOG-COMPLETE-4: 'Log in'.
    'sign in': { actions: 'open sign-in popup' },
  },
  states: {
    'choosing the dialog': {
      always: [{ guard: 'an ARE plan was bought', target: 'thank-you dialog' }, { target: 'completion modal' }],
    },
    /** DIALOG-COMPLETE-7/8, PAY-11: shown over the completion modal first. */
    'thank-you dialog': {
      tags: 'thank-you dialog',
      on: {
        'close thank-you': { target: 'completion modal' },
        'get started': { actions: 'go to learning site' },
      },
    },
    'completion modal': {},
  },
});

/** On the page region: the payment child reports a paid cart from page 1 or page 2. */
export const paymentSucceeded = checkoutSetup.createStateConfig({
  on: {
    // CONFIRM-8, PAY-9..12: from page 1 (confirm) or page 2 (pay).
    'payment.succeeded': {
      target: '#checkout complete',
      actions: [
        {
          type: 'remember the purchase',
          params: ({ event }) => ({
            completion: {
              path: event.path,
              audience: event.audience,
              names: event.names,
              priceIds: event.priceIds,
              invoiceId: event.invoiceId,
            },
          }),
        },
        'clear the coupon',
        {
          type: 'push purchase events',
          params: ({ event, context }) => ({
            path: event.path,
            audience: event.audience,
            names: event.names,
            priceIds: event.priceIds,
            invoiceId: event.invoiceId,
            total: context.total,
          }),
        },
      ],
    },
  },
});
