// Owns the page: the one root actor created per page load. Its children are found through the
// actor system by systemId ('session' now; checkout, billing, network… as they arrive).
import { setup } from 'xstate';
import { sessionMachine } from '../session/session.machine.ts';

export const appMachine = setup({
  actors: {
    'member session': sessionMachine,
  },
}).createMachine({
  id: 'app',
  invoke: [{ id: 'session', systemId: 'session', src: 'member session' }],
});

export type AppMachine = typeof appMachine;
