// The card provider the app's actors call (the port of machines/payment/card-provider-port.ts).
// The entered card lives in the mounted React form, so the form registers itself here while it
// is on screen; a saved method (page 1) is confirmed without any form.
// The contract the payment machine relies on: the check and the card setup always answer with an
// outcome (a failure of any kind is the provider saying no); a payment confirmation answers with
// an outcome too, except when its answer never came (the connection dropped): then it rejects, as
// the card may have been charged and the payment must keep its intent for the retry.
import type {
  CardConfirmation,
  CardProvider,
  CardSubmission,
  ConfirmPaymentInput,
  ConfirmSetupInput,
} from '../../../machines/payment/card-provider-port.ts';
import { connectionFailure, formNotReady, unlessUnanswered } from './results.ts';

/** What a mounted form (Stripe Elements or the sandbox fields) offers. */
export interface CardForm {
  submit(): Promise<CardSubmission>;
  confirmPayment(input: { clientSecret: string; returnUrl: string }): Promise<CardConfirmation>;
  confirmSetup(input: ConfirmSetupInput): Promise<CardConfirmation>;
}

export interface SavedMethodConfirmer {
  confirmSavedPayment(input: { clientSecret: string; paymentMethodId: string; returnUrl: string }): Promise<CardConfirmation>;
}

export interface CardProviderRegistry extends CardProvider {
  /** Called by the mounted form; returns the unregister function (for the effect's cleanup). */
  registerCardForm(form: CardForm): () => void;
  readonly hasCardForm: boolean;
  /**
   * The name typed in Stripe's address element, for its next mount: the payment actor keeps the
   * address and phone but no name (the wire's Address has none).
   */
  readonly billingName: string | null;
  keepBillingName(name: string | null): void;
}

export function createCardProviderRegistry(saved: SavedMethodConfirmer): CardProviderRegistry {
  let current: CardForm | null = null;
  let billingName: string | null = null;
  return {
    registerCardForm(form) {
      current = form;
      return () => {
        if (current === form) current = null;
      };
    },
    get hasCardForm() {
      return current !== null;
    },
    get billingName() {
      return billingName;
    },
    keepBillingName(name) {
      billingName = name;
    },
    submit() {
      const form = current;
      return form ? answered(() => form.submit()) : Promise.resolve(formNotReady());
    },
    async confirmPayment(input: ConfirmPaymentInput) {
      if (input.paymentMethodId !== undefined) {
        const { clientSecret, paymentMethodId, returnUrl } = input;
        return unlessUnanswered(await answered(() => saved.confirmSavedPayment({ clientSecret, paymentMethodId, returnUrl })));
      }
      const form = current;
      if (form === null) return formNotReady();
      return unlessUnanswered(await answered(() => form.confirmPayment({ clientSecret: input.clientSecret, returnUrl: input.returnUrl })));
    },
    confirmSetup(input) {
      const form = current;
      return form ? answered(() => form.confirmSetup(input)) : Promise.resolve(formNotReady());
    },
  };
}

/** A call that threw (Stripe.js, the network) is answered as the card service failing to answer. */
async function answered<T extends CardSubmission | CardConfirmation>(call: () => Promise<T>): Promise<T | ReturnType<typeof connectionFailure>> {
  try {
    return await call();
  } catch {
    return connectionFailure();
  }
}
