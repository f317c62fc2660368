// The checkout's organisation part: the company, NOMA and waitlist children, which the checkout
// starts only when an organisation gate may open. One module, so import() fetches the three
// wirings as one chunk (checkout-parts.ts, docs/decisions/0035).
import type { OrganisationParts } from '../../machines/checkout/checkout.machine.ts';
import type { AppPorts } from './wiring/app-wiring.ts';
import { companyWiring } from './wiring/company-wiring.ts';
import { nomaWiring } from './wiring/noma-wiring.ts';
import { waitlistWiring } from './wiring/waitlist-wiring.ts';

export function organisationParts(ports: AppPorts): OrganisationParts {
  return { company: companyWiring(ports), noma: nomaWiring(ports), waitlist: waitlistWiring(ports) };
}
