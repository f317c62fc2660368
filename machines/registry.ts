// Every machine of the app, with one line on what it owns. The diagram generator
// (`npm run diagrams`) and the statechart coverage report read this list, so a new machine
// appears in docs/statecharts/ and in the coverage report once it is added here.
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from './account/account.machine.ts';
import { appMachine } from './app/app.machine.ts';
import { authMachine } from './auth/auth.machine.ts';
import { billingMachine } from './billing/billing.machine.ts';
import { checkoutMachine } from './checkout/checkout.machine.ts';
import { companyMachine } from './company/company.machine.ts';
import { couponMachine } from './coupon/coupon.machine.ts';
import { networkMachine } from './network/network.machine.ts';
import { nomaMachine } from './noma/noma.machine.ts';
import { paymentMachine } from './payment/payment.machine.ts';
import { pricingMachine } from './pricing/pricing.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { waitlistMachine } from './waitlist/waitlist.machine.ts';

export interface RegisteredMachine {
  /** The folder and file name: machines/<name>/<name>.machine.ts, docs/statecharts/<name>.md. */
  name: string;
  /** One line, for people, on what the machine owns. */
  description: string;
  machine: AnyStateMachine;
}

/** In the order of the actor system in docs/architecture.md: root first, then its children. */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    name: 'app',
    description: 'The page: the one root actor per page load, which starts the other actors.',
    machine: appMachine,
  },
  {
    name: 'session',
    description:
      'Who is signed in: the silent session check on page load, login through the identity popup, the member profile, the bks_token cookie and logout.',
    machine: sessionMachine,
  },
  {
    name: 'network',
    description: "The 'Network service issue' dialog: which issue it shows, its Retry, Refresh and Go Back.",
    machine: networkMachine,
  },
  {
    name: 'checkout',
    description:
      "The checkout pages 0 → 1 → 2 → complete: the product and its redirects, the organisation check and the gates on the member's account data.",
    machine: checkoutMachine,
  },
  {
    name: 'account',
    description:
      "The member's subscriptions and saved payment methods, for the checkout and the billing widget: loading, reloading after a saved card, failures and the network dialog's Retry.",
    machine: accountMachine,
  },
  {
    name: 'coupon',
    description:
      'The coupon box: the typed code, the applied coupon (typed, carried over or auto-applied), its messages and the coupon check.',
    machine: couponMachine,
  },
  {
    name: 'pricing',
    description:
      "The order's price: address, then a 500 ms quiet period, then reprice (guest) or prorate (member), the tax rate and the latest good price.",
    machine: pricingMachine,
  },
  {
    name: 'payment',
    description:
      'Taking the money: Confirm Payment on page 1, Pay on page 2 and saving a card, with the renewal consent and the idempotency key.',
    machine: paymentMachine,
  },
  {
    name: 'auth',
    description:
      'The sign-up and sign-in dialog: its four pages, the typed values and field errors, the email check and the account and sign-in calls.',
    machine: authMachine,
  },
  {
    name: 'company',
    description: "The 'Create your company' dialog: whether and how it shows, the company name and the create-company call.",
    machine: companyMachine,
  },
  {
    name: 'noma',
    description: "The NOMA association-email dialog: the typed email, the 'verify association email' call and its messages.",
    machine: nomaMachine,
  },
  {
    name: 'waitlist',
    description: "The organisation's seat count and waitlist: loading the count, the waitlist screen, joining the queue and the queue position.",
    machine: waitlistMachine,
  },
  {
    name: 'billing',
    description:
      "The billing widget (/updateBilling, /displayBillingInfo): the session it waits for, the member's subscriptions and saved method, and the 'Step 3: Update Billing Info' form.",
    machine: billingMachine,
  },
];
