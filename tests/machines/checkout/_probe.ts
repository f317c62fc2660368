import { enqueueActions, setup } from 'xstate';
type E = { type: 'a' } | { type: 'b'; x: number };
function nope(): never { throw new Error('x'); }
export const m1 = setup({
  types: { context: {} as { n: number }, events: {} as E },
  actions: {
    bad: () => nope(),
    one: enqueueActions(({ enqueue }) => { enqueue.assign({ n: 1 }); }),
  },
}).createMachine({ context: { n: 0 } });
