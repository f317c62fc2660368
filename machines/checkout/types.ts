// The checkout's input, context and the shapes of its calls, shared by its machine, step files,
// selectors, wiring and tests.
import type { AccountData, AsyncStatus } from '../account/events.ts';
import type { AuthMachine } from '../auth/auth.machine.ts';
import type { CompanyMachine } from '../company/company.machine.ts';
import type { NomaMachine } from '../noma/noma.machine.ts';
import type { PaymentParts } from '../payment/payment.machine.ts';
import type { WaitlistMachine } from '../waitlist/waitlist.machine.ts';
import type { SessionMember } from '../session/rules.ts';
import type { PaymentSucceededEvent } from './events.ts';
import type { OrgDiscount } from '../domain/organisation.ts';
import type { Product } from '../domain/product.ts';
import type { PaymentUnderWay } from '../domain/purchase.ts';

export interface CheckoutInput {
  /** ROUTE-2/3: the id of /{id}; null on '/' (ROUTE-1). */
  priceId: string | null;
  /** ROUTE-12..14: query `o`, kept in session storage `o`; null outside organisation checkout. */
  orgId: number | null;
  /** STORAGE-4, CHECKOUT-FLOW-5: the 'direct to payment info' flag saved before login. */
  directToPaymentInfo: boolean;
  /**
   * STORAGE-3: the verified nomaEmail stored on this browser, as the app read it on load (null or
   * absent when none). The machine keeps it up to date from then on (NOMA-FLOW-2, PAGELOAD-4).
   */
  nomaEmail?: string | null;
  /** docs/decisions/0060: this tab's record of a payment that was finishing when the page was (re)loaded. */
  paymentUnderWay?: PaymentUnderWay | null;
  /** VALID-SIGNUP-8: catalogue.sister_product_name, for the sign-up dialog (docs/decisions/0009). */
  sisterProductName?: string;
}

/**
 * What the views read of the checkout's state (selectors.ts), named on the states that mean it, so a
 * view asks one word and not a path: the page shown ('page 0', 'page 1', 'page 2', 'complete'), the
 * product loading, the browser leaving, Proceed busy on its way past page 0, the sign-up dialog's
 * code on its way, the sign-in asked for again on page 1, the price settling before a charge, the
 * thank-you dialog, and a member signed in.
 */
export type CheckoutTag =
  | 'page 0'
  | 'page 1'
  | 'page 2'
  | 'complete'
  | 'loading'
  | 'leaving'
  | 'busy'
  | 'opening the sign-up dialog'
  | 're-entering credentials'
  | 'settling the price'
  | 'thank-you dialog'
  | 'signed in'
  | 'completing the payment';

/** Where the checkout goes once the gates after a sign-in are cleared. */
export type NextPage = 'payment method' | 'payment details';

export type { AsyncStatus };

/*
 * The children page 0 does not run arrive with their code when the flow first needs them
 * (docs/decisions/0035): the app's loaders import() them with their wiring; a test hands its own.
 * Type-only imports: the machines above stay out of the checkout's own bundle.
 */
/** What 'load the sign-up parts' gives: the sign-up and sign-in dialog (systemId 'auth'). */
export interface SignUpParts {
  auth: AuthMachine;
}
/** What 'load the organisation parts' gives: the company and NOMA dialogs and the seat count. */
export interface OrganisationParts {
  company: CompanyMachine;
  noma: NomaMachine;
  waitlist: WaitlistMachine;
}
export type { PaymentParts };

/** The parts that have arrived (null until then); kept for the rest of the page load. */
export interface LoadedParts {
  signUp: SignUpParts | null;
  payment: PaymentParts | null;
  organisation: OrganisationParts | null;
}
export const NO_PARTS_LOADED: LoadedParts = { signUp: null, payment: null, organisation: null };
/** Used when the app passes no sister product name (the dialog's 'Email already exists on …'). */
export const SISTER_PRODUCT_FALLBACK = 'our partner network';

/** Page 2 either pays (first purchase) or saves a card (SAVECARD-1/2). */
export type PaymentFormPurpose = 'pay' | 'save card';
/** What 'payment.succeeded' reported; kept for the completion modal. */
export type Completion = Omit<PaymentSucceededEvent, 'type'>;

/** The account actor's data (systemId 'account'), as it last said ('account.updated'); `loaded` is its gate. */
export interface CheckoutContext extends Omit<AccountData, 'loaded'> {
  priceId: string | null;
  orgId: number | null;
  directToPaymentInfo: boolean;
  /** The cart (sorted by name when more than one); emptied after payment (PAY-9). */
  products: Product[];
  /** The cart as it was paid for, for the completion modal and the summary with prices hidden. */
  purchased: Product[];
  /** The session's member (systemId 'session'), as 'watch session' reports it. */
  member: SessionMember | null;
  /** PAGE0-5: the account actor has read both lists for the member signed in now. */
  accountLoaded: boolean;
  /** STATE-ORG-1..3. */
  orgCheck: AsyncStatus;
  /** PAGELOAD-3: the login popup was offered on arrival (once). */
  signInOffered: boolean;
  signInError: string | null;
  /** PAGELOAD-7: the subscription the pricing child prorates against, or null. */
  proratingAgainst: string | null;
  /** CONST-22: the latest repriced total in cents (null before the first answer). */
  total: number | null;
  paymentFormPurpose: PaymentFormPurpose;
  /** Set by 'payment.succeeded'; null while the cart is unpaid. */
  completion: Completion | null;
  /** STORAGE-3: the stored, verified nomaEmail (NOMA-FLOW-2), or null. */
  nomaEmail: string | null;
  sisterProductName: string;
  /** Page 1 after a sign-in; page 2 right after a dialog created the account (SIGNUP-FORM-8, ADMIN-8). */
  nextPage: NextPage;
  /** API-36: the firm name of a new firm admin, until the firm is created as that member (docs/decisions/0020). */
  firmToCreate: string | null;
  /**
   * What the member typed in the company and NOMA dialogs before closing them: a closed dialog is
   * stopped, and the one Proceed starts again begins with it (docs/decisions/0010, 'Closing').
   */
  typedInTheDialogs: { companyName: string; nomaEmail: string | null };
  /** The children's code once it has arrived (docs/decisions/0035). */
  parts: LoadedParts;
  /** docs/decisions/0060: a payment this tab started before its reload, until it completes or the wait ends. */
  paymentUnderWay: PaymentUnderWay | null;
}

export interface LoadProductInput {
  priceIds: string[];
}
export interface CheckOrgDiscountInput {
  priceId: string;
  orgId: number;
}
export type CheckOrgDiscountOutput = Pick<OrgDiscount, 'allow'>;
/** API-36: the firm a new firm admin named; admin_is_user is the wiring's (false, ROLE-12). */
export interface CreateFirmInput {
  organization: string;
}
export interface CreateFirmOutput {
  slug: string | null;
}

/** The analytics of a completed purchase (PAY-12). */
export interface PurchaseAnalytics {
  path: Completion['path'];
  audience: Completion['audience'];
  names: string[];
  priceIds: string[];
  invoiceId: string | null;
  /** Cents. */
  total: number | null;
}
