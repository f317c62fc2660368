// Model-based: walks generated with xstate/graph from the real company machine (the member's
// updates, typing, Submit, Close, Open and the create-company answers) run against the real
// machine with its call stubbed; at each step the dialog must be the one the spec describes.
// rule: COMPANY-1, COMPANY-2, COMPANY-4, COMPANY-5, COMPANY-6, ROLE-11
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { companyMachine } from '../../../machines/company/company.machine.ts';
import { completionsOf, coveringWalks, done, failed, never, runWalks, simpleWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import { noGroupAccount } from './harness.ts';

const logic = companyMachine.provide({ actors: { 'create company': fromPromise(() => never()) } });
type CompanySnapshot = ReturnType<typeof companyMachine.getInitialSnapshot>;

const member = (groupAccounts: { admin: boolean; organization: string | null }[]) => ({
  groupAccounts,
  isGroupAdmin: groupAccounts.some((account) => account.admin),
});
const EVENTS: readonly AnyEventObject[] = [
  { type: 'member updated', member: member([]) },
  { type: 'member updated', member: member([{ admin: false, organization: 'Atelier' }]) },
  { type: 'member updated', member: member([{ admin: true, organization: 'Studio North' }]) },
  { type: 'type company name', value: 'Studio North' },
  { type: 'type company name', value: '  ' },
  { type: 'create company' },
  { type: 'close' },
  { type: 'open' },
];
const ANSWERS = { 'create company': [done('create company', { slug: 'studio-north' }), failed('create company', new Error('Company exists'))] };

const model: GraphModel = {
  logic,
  input: noGroupAccount,
  systemId: 'company',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => {
    const c = (s as CompanySnapshot).context;
    return JSON.stringify([s.value, c.name.trim() === '', c.groupAccounts.length, c.isGroupAdmin, c.message !== null]);
  },
};

function checkDialog({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as CompanySnapshot;
  const before = previous as CompanySnapshot | undefined;
  const c = s.context;
  // COMPANY-1, COMPANY-2: the form is asked for when the member has no company account or is no admin.
  if (s.matches('asking for the company name')) expect(c.isGroupAdmin).toBe(false);
  // COMPANY-5, COMPANY-6: a member of a company who is not its admin gets the message, not the form.
  if (s.matches('not a company admin')) expect(c.groupAccounts.length > 0 && !c.isGroupAdmin).toBe(true);
  // ROLE-11: an admin needs no company.
  if (c.isGroupAdmin && (s.matches('asking for the company name') || s.matches('not a company admin'))) throw new Error('an admin was asked');
  // COMPANY-4: Submit does nothing while the name is empty.
  if (event?.type === 'create company' && c.name.trim() === '') expect(s.value).toEqual(before?.value);
  // A member update during the call does not start a second call.
  if (event?.type === 'member updated' && before?.matches('creating the company') === true) expect(s.matches('creating the company')).toBe(true);
  if (s.matches('company created')) expect(toParent.at(-1)).toEqual({ type: 'company.created', slug: 'studio-north' });
  if (s.matches('closed') && before?.matches('closed') === false) expect(toParent.at(-1)).toEqual({ type: 'company.dialog closed' });
  if (event?.type === 'xstate.error.actor.create company') expect(c.message).toEqual(expect.any(String));
}

describe('company model (xstate/graph)', () => {
  it('COMPANY-1, COMPANY-2, COMPANY-4, COMPANY-5, COMPANY-6, ROLE-11: every walk, run against the real machine, shows the dialog the spec describes', () => {
    // A small graph: every simple walk too (no state twice), besides one per state and per transition.
    const walks = [...coveringWalks(model), ...simpleWalks(model)];
    expect(walks.length).toBeGreaterThan(12);
    runWalks(model, walks, checkDialog);
  });
});

describe('company sneak paths (xstate/graph, issue 29)', () => {
  it('COMPANY-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
