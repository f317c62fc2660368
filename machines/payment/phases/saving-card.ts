// The payment's card saving phase: the entered card is checked, set up with the card provider and
// made the member's default; a retry after a failed default step only sets the default (SAVECARD-4..7).
import { paymentSetup, present } from '../payment.setup.ts';

/** SAVECARD-4..7: setup intent, confirm it, make the card the default. */
export const savingCard = paymentSetup.createStateConfig({
  description:
    "Saving a new card: checked, set up with the card provider and made the member's default; a retry after a failed default step only sets the default.",
  tags: 'processing',
  initial: 'resuming',
  states: {
    // A card confirmed before the default step failed is already saved on the account: the
    // retry makes that card the default instead of saving it a second time (SAVECARD-6).
    resuming: {
      always: [
        { guard: 'card confirmed but not the default', target: 'setting default payment method' },
        { target: 'checking entered details' },
      ],
    },
    'checking entered details': {
      invoke: {
        id: 'check entered card details',
        src: 'check entered payment details',
        onDone: [
          {
            guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
            target: '#payment.ready',
            actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'creating setup intent' },
        ],
        // The card provider port answers every check with an outcome: it does not reject.
      },
    },
    'creating setup intent': {
      invoke: {
        id: 'create setup intent',
        src: 'create setup intent',
        onDone: {
          target: 'confirming setup with card provider',
          actions: { type: 'keep setup secret', params: ({ event }) => ({ clientSecret: event.output.client_secret }) },
        },
        onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    'confirming setup with card provider': {
      invoke: {
        id: 'confirm setup with card provider',
        src: 'confirm setup with card provider',
        input: ({ context }) => ({ clientSecret: present(context.setupClientSecret, 'the setup intent') }),
        onDone: [
          {
            guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
            target: '#payment.ready',
            actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'setting default payment method',
            actions: { type: 'keep setup payment method', params: ({ event }) => ({ confirmation: event.output }) },
          },
        ],
        // The card provider port answers every card setup with an outcome (no charge is at stake).
      },
    },
    /** SAVECARD-6: the confirmed method becomes the member's default (PUT default). */
    'setting default payment method': {
      invoke: {
        id: 'set default payment method',
        src: 'set default payment method',
        input: ({ context }) => ({ paymentMethodId: present(context.setupPaymentMethodId, 'the confirmed payment method') }),
        // SAVECARD-7: the parent closes the form and shows the new default (docs/decisions/0012).
        onDone: { target: '#payment.ready', actions: ['tell parent card saved', 'forget attempt'] },
        onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
