// Why no browser journey reaches a state (issue 17), kept by hand: docs/statecharts/coverage.md
// lists every state the journeys miss with its mark here, and tests/unit/statecharts/
// browser-marks.test.ts fails while a missed state has no mark or a mark names no state.
//   needs a fault          only a failing or slow answer from the server (or the card provider) leads there
//   needs time             only a timer (minutes, a session expiring) leads there
//   reachable by clicks    a person can get there: a journey could be written
// Keys are the machine's name in machines/registry.ts, then the state's words as the report shows them.
export type BrowserMark = 'needs a fault' | 'needs time' | 'reachable by clicks';

export const browserMarks: Readonly<Record<string, Readonly<Record<string, BrowserMark>>>> = {
  network: {
    'open › retrying': 'needs a fault',
    'open › retry succeeded': 'needs a fault',
    'open › leaving for the pricing page': 'needs a fault',
  },
  checkout: {
    'visitor › logging out': 'reachable by clicks',
    'checkout flow › checkout open › page › getting ready to pay › reloading the member': 'reachable by clicks',
  },
  pricing: {
    'price › looking up the tax rate': 'needs a fault',
  },
  auth: {
    'open › individual sign-up › checking the email, then creating': 'needs a fault',
  },
  company: {
    'creating the company': 'reachable by clicks',
    'company created': 'reachable by clicks',
  },
  noma: {
    'closed': 'reachable by clicks',
  },
  waitlist: {
    'could not load the seat count': 'needs a fault',
  },
  account: {
    // The billing widget opened with ?subscription=sub_… (API-21).
    'member account › loading account data › payment methods › loading subscription payment method': 'reachable by clicks',
  },
};
