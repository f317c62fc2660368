// Mounts the 'Network service issue' dialog of the network actor (systemId 'network') once it first
// opens; its code is fetched only then. Place it once per page (the checkout page renders it).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { selectNetworkDialog } from '../../../machines/network/selectors.ts';
import { useSystemActor } from '../../app/use-system-actor.ts';
import type { NetworkRef } from './NetworkDialog.tsx';

const NetworkDialog = lazy(() => import('./NetworkDialog.tsx'));

export function NetworkDialogHost() {
  const network = useSystemActor<NetworkRef>('network');
  return network ? <NetworkDialogFor actorRef={network} /> : null;
}

export function NetworkDialogFor({ actorRef }: { actorRef: NetworkRef }) {
  const open = useSelector(actorRef, (snapshot) => selectNetworkDialog(snapshot) !== null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <NetworkDialog actorRef={actorRef} />
    </Suspense>
  );
}
