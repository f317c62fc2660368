// The checkout's organisation part: the company, NOMA and waitlist children, which the checkout
// starts only when an organisation gate may open. One module, so import() fetches the three
// wirings as one chunk (../../checkout-parts.ts, docs/decisions/0035).
import type { OrganisationParts } from '../../../../machines/checkout/checkout.machine.ts';
import type { AppPorts } from '../app-wiring.ts';
import { companyWiring } from '../company-wiring.ts';
import { nomaWiring } from '../noma-wiring.ts';
import { waitlistWiring } from '../waitlist-wiring.ts';

export function organisationParts(ports: AppPorts): OrganisationParts {
  return { company: companyWiring(ports), noma: nomaWiring(ports), waitlist: waitlistWiring(ports) };
}
