// The company machine's actor built on the API: which call it makes and which fields it keeps.
// The machine only names it (machines/company); tests/unit/app/company-actors.test.ts checks the call.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/create-api.ts';
import type { CreateCompanyInput, CreateCompanyOutput } from '../../../machines/company/company.machine.ts';

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
