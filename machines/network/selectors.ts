// Pure read-outs of the network dialog for its view (DIALOG-NETWORK-1, ERR-NETWORK-1..6).
// Views call `useSelector(networkRef, selectNetworkDialog)`.
import type { SnapshotFrom } from 'xstate';
import type { NetworkMachine } from './network.machine.ts';
import { buttonsFor, messageFor, NETWORK_DIALOG_TITLE, type NetworkButton } from './rules.ts';

export type NetworkSnapshot = SnapshotFrom<NetworkMachine>;

export interface NetworkDialogView {
  title: typeof NETWORK_DIALOG_TITLE;
  message: string;
  buttons: readonly NetworkButton[];
  /** Retrying, closing after a good retry, or leaving: the buttons are disabled. */
  busy: boolean;
}

/** The dialog to show, or null when it is closed. */
export function selectNetworkDialog(snapshot: NetworkSnapshot): NetworkDialogView | null {
  if (!snapshot.matches('open')) return null;
  return {
    title: NETWORK_DIALOG_TITLE,
    message: messageFor(snapshot.context.reason),
    buttons: buttonsFor(snapshot.context.reason),
    busy: !snapshot.matches({ open: 'showing the issue' }),
  };
}
