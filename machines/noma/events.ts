// Events the NOMA machine accepts (from its dialog view and from its parent, the checkout) and the
// events it sends to that parent with sendParent.

export type NomaEvent =
  /** The email field changed. */
  | { type: 'type email'; value: string }
  /** The Verify button (ignored until the email looks like one, VALID-CHECKOUT-12). */
  | { type: 'verify' }
  /** The dialog's close button or Escape. */
  | { type: 'close' };

/** NOMA-FLOW-2/3: the email is verified and stored; the dialog has closed. */
export interface NomaVerifiedEvent {
  type: 'noma.verified';
  email: string;
}

/** The member closed the dialog without a verified email; the product stays blocked (ROLE-14). */
export interface NomaDialogClosedEvent {
  type: 'noma.dialog closed';
  /** What the email field held: the next dialog starts with it (docs/decisions/0010). */
  email: string;
}

export type NomaToParentEvent = NomaVerifiedEvent | NomaDialogClosedEvent;
