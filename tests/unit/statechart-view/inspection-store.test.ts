// The statechart view's store (issue 7; no spec rule): it keeps each running actor's state and
// its last events from XState's inspection API, and forgets actors once they stop.
import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef } from 'xstate';
import { createInspectionStore } from '../../../src/statechart-view/inspection-store.ts';

const dialog = setup({}).createMachine({
  id: 'dialog',
  initial: 'editing',
  states: { editing: { on: { save: 'saving' } }, saving: { on: { saved: 'editing' } } },
});

const page = setup({ actors: { dialog } }).createMachine({
  id: 'page',
  initial: 'idle',
  states: {
    idle: { on: { open: 'dialog open' } },
    'dialog open': {
      invoke: { id: 'dialog', systemId: 'dialog', src: 'dialog' },
      on: { close: 'idle', forward: { actions: ({ system }) => (system.get('dialog') as AnyActorRef).send({ type: 'save' }) } },
    },
  },
});

function start(maxEvents?: number) {
  const store = createInspectionStore(maxEvents === undefined ? {} : { maxEvents });
  const actor = createActor(page, { inspect: store.inspect }).start();
  return { store, actor };
}

const names = (store: ReturnType<typeof createInspectionStore>) => store.getSnapshot().actors.map((a) => a.name);
const find = (store: ReturnType<typeof createInspectionStore>, name: string) => store.getSnapshot().actors.find((a) => a.name === name);

describe('inspection store', () => {
  it('lists the root by its machine id and each child by its systemId, with their state values', () => {
    const { store, actor } = start();
    expect(names(store)).toEqual(['page']);
    expect(find(store, 'page')?.value).toBe('idle');
    actor.send({ type: 'open' });
    expect(names(store)).toEqual(['page', 'dialog']);
    expect(find(store, 'page')?.value).toBe('dialog open');
    expect(find(store, 'dialog')?.value).toBe('editing');
    // The logic is kept for drawing: the machine the actor runs.
    expect(find(store, 'dialog')?.logic).toBe(dialog);
  });

  it('records the events each actor processed, newest first, and keeps only the last N', () => {
    const { store, actor } = start(3);
    actor.send({ type: 'open' });
    actor.send({ type: 'forward' });
    expect(find(store, 'dialog')?.value).toBe('saving');
    expect(find(store, 'dialog')?.events.map((e) => e.type)).toEqual(['save', 'xstate.init']);
    actor.send({ type: 'nothing happens' });
    actor.send({ type: 'still nothing' });
    expect(find(store, 'page')?.events.map((e) => e.type)).toEqual(['still nothing', 'nothing happens', 'forward']);
    const seqs = find(store, 'page')?.events.map((e) => e.seq) ?? [];
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
  });

  it('forgets a child once it stops, and a new actor under the same systemId starts a fresh history', () => {
    const { store, actor } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'forward' });
    const first = find(store, 'dialog');
    actor.send({ type: 'close' });
    expect(names(store)).toEqual(['page']);
    actor.send({ type: 'open' });
    const second = find(store, 'dialog');
    expect(second?.sessionId).not.toBe(first?.sessionId);
    expect(second?.events.map((e) => e.type)).toEqual(['xstate.init']);
  });

  it('tells subscribers of every change, keeps the snapshot stable between changes, and stops telling after unsubscribe', () => {
    const { store, actor } = start();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    actor.send({ type: 'open' });
    expect(calls).toBeGreaterThan(0);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    const seen = calls;
    actor.send({ type: 'close' });
    expect(calls).toBe(seen);
  });

  it('puts the root first, though it reports its first state after its children', () => {
    const store = createInspectionStore();
    const host = setup({ actors: { dialog } }).createMachine({ id: 'host', invoke: { src: 'dialog', systemId: 'dialog' } });
    createActor(host, { inspect: store.inspect }).start();
    expect(names(store)).toEqual(['host', 'dialog']);
  });

  it('leaves out actors that have neither a systemId nor are the root', () => {
    const store = createInspectionStore();
    const withAnonymousChild = setup({ actors: { dialog } }).createMachine({ id: 'host', invoke: { src: 'dialog' } });
    createActor(withAnonymousChild, { inspect: store.inspect }).start();
    expect(names(store)).toEqual(['host']);
  });
});
