// Owns the 'Create your company' dialog: whether it shows (and which variant), the Company Name,
// the 'create company' call and its message; tells the parent (checkout) when a company exists.
import { assign, sendParent, setup } from 'xstate';
import { actorToProvide } from '../not-provided.ts';
import type { CompanyEvent, CompanyToParentEvent } from './events.ts';
import {
  companyFailureMessage,
  isCompanyNameEntered,
  isMemberButNotAdmin,
  type Audience,
  type CartAudience,
  type CompanyMember,
} from './rules.ts';

export interface CompanyInput extends CompanyMember {
  /** The cart's audience (one product's or each product's). */
  audience: CartAudience;
  /**
   * What the member typed in the dialog before closing it (docs/decisions/0010, 'Closing'): the
   * checkout stops a closed dialog and starts a new one on Proceed, which starts with this.
   */
  name?: string;
}

export interface CompanyContext extends CompanyMember {
  audience: readonly Audience[];
  /** What is in the Company Name field; kept after a failure and, through the checkout, after Close. */
  name: string;
  /** The failure text shown under the field, or null. */
  message: string | null;
  /** The created company's slug, once created. */
  slug: string | null;
}

/** Input of the 'create company' actor; the call adds property_id 1 and isUserAdmin true (CONST-8, API-39). */
export interface CreateCompanyInput {
  organization: string;
}
export interface CreateCompanyOutput {
  slug: string | null;
}

export interface CompanyOutput {
  slug: string | null;
}

const audienceList = (audience: CartAudience): Audience[] =>
  audience === null || audience === undefined ? [] : typeof audience === 'string' ? [audience] : [...audience];

export const companyMachine = setup({
  types: {
    context: {} as CompanyContext,
    events: {} as CompanyEvent,
    input: {} as CompanyInput,
    output: {} as CompanyOutput,
  },
  actors: {
    'create company': actorToProvide<CreateCompanyOutput, CreateCompanyInput>('create company'),
  },
  guards: {
    'a member of a company but not its admin': ({ context }) => isMemberButNotAdmin(context),
    'a company name was typed': ({ context }) => isCompanyNameEntered(context.name),
  },
  actions: {
    'remember the typed name': assign((_, params: { value: string }) => ({ name: params.value, message: null })),
    'clear the message': assign({ message: null }),
    'show the failure': assign((_, params: { error: unknown }) => ({ message: companyFailureMessage(params.error) })),
    'remember the slug': assign((_, params: { slug: string | null }) => ({ slug: params.slug })),
    'tell the checkout the company was created': sendParent(
      ({ context }): CompanyToParentEvent => ({ type: 'company.created', slug: context.slug }),
    ),
    'tell the checkout the dialog was closed': sendParent(({ context }): CompanyToParentEvent => ({ type: 'company.dialog closed', name: context.name })),
  },
}).createMachine({
  id: 'company',
  context: ({ input }) => ({
    groupAccounts: [...input.groupAccounts],
    isGroupAdmin: input.isGroupAdmin,
    audience: audienceList(input.audience),
    name: input.name ?? '',
    message: null,
    slug: null,
  }),
  initial: 'deciding',
  output: ({ context }) => ({ slug: context.slug }),
  states: {
    /**
     * The checkout starts the dialog only for a member its company gate stops (COMPANY-1/2,
     * ROLE-11/13: needsCompanyDialog), so here it only chooses the variant.
     */
    deciding: {
      always: [{ guard: 'a member of a company but not its admin', target: 'not a company admin' }, { target: 'asking for the company name' }],
    },
    /** COMPANY-5/6: the message only, no form (docs/decisions/0010). */
    'not a company admin': {
      on: { close: { target: 'closed' } },
    },
    /** COMPANY-1..4. */
    'asking for the company name': {
      on: {
        'type company name': {
          actions: { type: 'remember the typed name', params: ({ event }) => ({ value: event.value }) },
        },
        'create company': { guard: 'a company name was typed', target: 'creating the company' },
        close: { target: 'closed' },
      },
    },
    'creating the company': {
      entry: 'clear the message',
      invoke: {
        id: 'create company',
        src: 'create company',
        input: ({ context }) => ({ organization: context.name.trim() }),
        onDone: {
          target: 'company created',
          actions: { type: 'remember the slug', params: ({ event }) => ({ slug: event.output.slug }) },
        },
        onError: {
          target: 'deciding',
          actions: { type: 'show the failure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    'company created': {
      type: 'final',
      entry: 'tell the checkout the company was created',
    },
    /** ROLE-13: the product stays blocked; the checkout stops the dialog and keeps the typed name. */
    closed: {
      entry: 'tell the checkout the dialog was closed',
    },
  },
});

export type CompanyMachine = typeof companyMachine;
