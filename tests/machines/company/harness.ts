// Test helpers for the company machine: a tiny parent that records what the child sends with
// sendParent, a stub 'create company' that records its inputs, and a deferred promise.
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import {
  companyMachine,
  type CompanyInput,
  type CreateCompanyInput,
  type CreateCompanyOutput,
} from '../../../machines/company/company.machine.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';

export type CreateAnswer = (input: CreateCompanyInput) => Promise<CreateCompanyOutput>;

export const noGroupAccount: CompanyInput = { groupAccounts: [], isGroupAdmin: false, audience: 'group' };
export const notAdmin: CompanyInput = { groupAccounts: [{ admin: false }], isGroupAdmin: false, audience: 'group' };
export const admin: CompanyInput = { groupAccounts: [{ admin: true }], isGroupAdmin: true, audience: 'group' };

/** The company machine (systemId 'company') under a parent that records every event it receives. */
export function startCompany(input: CompanyInput = noGroupAccount, answer: CreateAnswer = async () => ({ slug: 'acme' })) {
  const calls: CreateCompanyInput[] = [];
  const logic = companyMachine.provide({
    actors: {
      'create company': fromPromise<CreateCompanyOutput, CreateCompanyInput>(({ input: callInput }) => {
        calls.push(callInput);
        return answer(callInput);
      }),
    },
  });
  const received: EventObject[] = [];
  const parent = setup({ actors: { company: logic } }).createMachine({
    invoke: { id: 'company', systemId: 'company', src: 'company', input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.system.get('company') as ActorRefFrom<typeof logic> | undefined;
  if (!child) throw new Error('company child did not start');
  return {
    root,
    child,
    calls,
    received,
    toParent: (type: string) => received.filter((event) => event.type === type),
    state: () => child.getSnapshot(),
    context: () => child.getSnapshot().context,
  };
}
