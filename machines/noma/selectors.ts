// Pure read-outs of the NOMA machine for its dialog view.
// Views call `useSelector(nomaRef, selectNomaDialog, shallowEqual)`.
import type { SnapshotFrom } from 'xstate';
import type { NomaMachine } from './noma.machine.ts';
import { looksLikeEmail } from './rules.ts';

export interface NomaDialogView {
  open: boolean;
  email: string;
  /** VALID-CHECKOUT-12: Verify is enabled only for a plausible email and no call under way. */
  canVerify: boolean;
  verifying: boolean;
  message: string | null;
}

export function selectNomaDialog(snapshot: SnapshotFrom<NomaMachine>): NomaDialogView {
  const verifying = snapshot.matches('verifying the email');
  return {
    open: verifying || snapshot.matches('asking for the email'),
    email: snapshot.context.email,
    canVerify: !verifying && looksLikeEmail(snapshot.context.email),
    verifying,
    message: snapshot.context.message,
  };
}
