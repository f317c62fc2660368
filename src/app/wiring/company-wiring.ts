// The 'Create your company' dialog (systemId 'company') on the real API. The machine only names its
// call; tests/unit/app/company-actors.test.ts checks it.
import { fromPromise } from 'xstate';
import { companyMachine, type CreateCompanyInput, type CreateCompanyOutput } from '../../../machines/company/company.machine.ts';
import type { Api } from '../../api/create-api.ts';
import type { AppPorts } from './app-wiring.ts';

export function companyActors(api: Pick<Api, 'createCompany'>) {
  return {
    // POST /v1/are/member/company with property_id 1 and isUserAdmin true (API-39, CONST-8). Not
    // quiet: the error catalogue's toast shows, and the dialog keeps the message beside the field.
    'create company': fromPromise<CreateCompanyOutput, CreateCompanyInput>(async ({ input, signal }) => {
      const group = await api.createCompany({ organization: input.organization }, { signal });
      return { slug: group.slug };
    }),
  };
}

export function companyWiring({ api }: Pick<AppPorts, 'api'>) {
  return companyMachine.provide({ actors: companyActors(api) });
}
