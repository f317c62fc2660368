// The card provider the app's actors call (the port of machines/payment/card-provider-port.ts).
// The entered card lives in the mounted React form, so the form registers itself here while it
// is on screen; a saved method (page 1) is confirmed without any form.
import type {
  CardConfirmation,
  CardProvider,
  CardSubmission,
  ConfirmPaymentInput,
  ConfirmSetupInput,
} from '../../../machines/payment/card-provider-port.ts';
import { formNotReady } from './results.ts';

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
      return current ? current.submit() : Promise.resolve(formNotReady());
    },
    confirmPayment(input: ConfirmPaymentInput) {
      if (input.paymentMethodId !== undefined) {
        return saved.confirmSavedPayment({ clientSecret: input.clientSecret, paymentMethodId: input.paymentMethodId, returnUrl: input.returnUrl });
      }
      return current ? current.confirmPayment({ clientSecret: input.clientSecret, returnUrl: input.returnUrl }) : Promise.resolve(formNotReady());
    },
    confirmSetup(input) {
      return current ? current.confirmSetup(input) : Promise.resolve(formNotReady());
    },
  };
}
