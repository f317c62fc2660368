// Events the company machine accepts (from its dialog view and from its parent, the checkout) and
// the events it sends to that parent with sendParent.
export type CompanyEvent =
  /** The Company Name field changed. */
  | { type: 'type company name'; value: string }
  /** The form's Submit (ignored while the name is empty, COMPANY-4). */
  | { type: 'create company' }
  /** The dialog's close button or Escape. */
  | { type: 'close' };

/** The company exists and the member is its admin; the parent reloads the member (API-41). */
export interface CompanyCreatedEvent {
  type: 'company.created';
  slug: string | null;
}

/** The member closed the dialog without a company; group products stay blocked (ROLE-13). */
export interface CompanyDialogClosedEvent {
  type: 'company.dialog closed';
  /** What the Company Name field held: the next dialog starts with it (docs/decisions/0010). */
  name: string;
}

export type CompanyToParentEvent = CompanyCreatedEvent | CompanyDialogClosedEvent;
