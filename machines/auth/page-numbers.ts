// The dialog's page numbers (MODAL-1) and whether it shows, in a file of their own: page 0 asks
// only this, so its bundle carries none of the forms' texts and validation (docs/decisions/0035).
import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './auth.machine.ts';

/** MODAL-1: 0 closed, then the spec's own order (docs/decisions/0009). */
export const AUTH_PAGES = {
  closed: 0,
  individualSignUp: 1,
  signIn: 2,
  knownAccount: 3,
  firmAdminSignUp: 4,
} as const;
export type AuthPage = (typeof AUTH_PAGES)[keyof typeof AUTH_PAGES];

/** Whether the dialog shows: every page but 'closed' is a form (selectAuthDialog(...).open says the same). */
export const selectAuthDialogIsOpen = (snapshot: SnapshotFrom<AuthMachine>): boolean => snapshot.context.page !== AUTH_PAGES.closed;
