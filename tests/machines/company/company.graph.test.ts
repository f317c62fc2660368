// Model-based: walks generated with xstate/graph from the real company machine (typing, Submit,
// Close and the create-company answers, for a member with no company and for a member who is not
// its admin) run against the real machine with its call stubbed; at each step the dialog must be
// the one the spec describes.
// rule: COMPANY-1, COMPANY-2, COMPANY-4, COMPANY-5, COMPANY-6, ROLE-11
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { companyMachine } from '../../../machines/company/company.machine.ts';
import { completionsOf, coveringWalks, done, failed, never, runWalks, simpleWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import { noGroupAccount, notAdmin } from './harness.ts';

const logic = companyMachine.provide({ actors: { 'create company': fromPromise(() => never()) } });
type CompanySnapshot = ReturnType<typeof companyMachine.getInitialSnapshot>;

const EVENTS: readonly AnyEventObject[] = [
  { type: 'type company name', value: 'Studio North' },
  { type: 'type company name', value: '  ' },
  { type: 'create company' },
  { type: 'close' },
];
const ANSWERS = { 'create company': [done('create company', { slug: 'studio-north' }), failed('create company', new Error('Company exists'))] };

const modelFor = (input: typeof noGroupAccount): GraphModel => ({
  logic,
  input,
  systemId: 'company',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => {
    const c = (s as CompanySnapshot).context;
    return JSON.stringify([s.value, c.name.trim() === '', c.groupAccounts.length, c.isGroupAdmin, c.message !== null]);
  },
});
const model = modelFor(noGroupAccount);
const notAdminModel = modelFor(notAdmin);

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
  if (s.matches('company created')) expect(toParent.at(-1)).toEqual({ type: 'company.created', slug: 'studio-north' });
  if (s.matches('closed') && before?.matches('closed') === false) expect(toParent.at(-1)).toEqual({ type: 'company.dialog closed', name: c.name });
  if (event?.type === 'xstate.error.actor.create company') expect(c.message).toEqual(expect.any(String));
}

describe('company model (xstate/graph)', () => {
  it('COMPANY-1, COMPANY-2, COMPANY-4, COMPANY-5, COMPANY-6, ROLE-11: every walk, run against the real machine, shows the dialog the spec describes', () => {
    // A small graph: every simple walk too (no state twice), besides one per state and per transition.
    const walks = [...coveringWalks(model), ...simpleWalks(model)];
    expect(walks.length).toBeGreaterThan(12);
    runWalks(model, walks, checkDialog);
    runWalks(notAdminModel, [...coveringWalks(notAdminModel), ...simpleWalks(notAdminModel)], checkDialog);
  });
});

describe('company sneak paths (xstate/graph, issue 29)', () => {
  it('COMPANY-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    for (const each of [model, notAdminModel]) {
      const report = checkSneakPaths(each);
      expect(report.refused).toBeGreaterThan(report.states);
    }
  });
});
