// Events the company machine accepts (from its dialog view and from its parent, the checkout) and
// the events it sends to that parent with sendParent.
import type { CartAudience, CompanyMember } from './rules.ts';

export type CompanyEvent =
  /** The Company Name field changed. */
  | { type: 'type company name'; value: string }
  /** The form's Submit (ignored while the name is empty, COMPANY-4). */
  | { type: 'create company' }
  /** The dialog's close button or Escape. */
  | { type: 'close' }
  /** The parent asks to show the dialog again after it was closed (e.g. on Proceed). */
  | { type: 'open' }
  /** The parent's member or cart changed (a reload, another sign-in): the gate is asked again. */
  | { type: 'member updated'; member: CompanyMember; audience?: CartAudience };

/** The company exists and the member is its admin; the parent reloads the member (API-41). */
export interface CompanyCreatedEvent {
  type: 'company.created';
  slug: string | null;
}

/** The member closed the dialog without a company; group products stay blocked (ROLE-13). */
export interface CompanyDialogClosedEvent {
  type: 'company.dialog closed';
}

export type CompanyToParentEvent = CompanyCreatedEvent | CompanyDialogClosedEvent;
