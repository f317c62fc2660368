// The diagrams' transitions come from the state nodes directly (so the browser's statechart view,
// issue 7, needs no xstate/graph): they must be exactly the transitions xstate/graph's
// toDirectedGraph sees, in its order, for every machine of the app. No spec rule.
import { describe, expect, it } from 'vitest';
import type { AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { machineRegistry } from '../../../machines/registry.ts';
import { chartModel } from '../../../src/statecharts/chart-model.ts';

/** Per state path, the distinct transitions of toDirectedGraph's edges, in edge order. */
function graphTransitions(graph: DirectedGraphNode, into: Array<[string, string]> = []): Array<[string, string]> {
  const own: AnyTransitionDefinition[] = [];
  for (const edge of graph.edges) if (!own.includes(edge.transition)) own.push(edge.transition);
  for (const t of own) into.push([graph.stateNode.path.join('.'), t.eventType as string]);
  for (const child of graph.children) graphTransitions(child, into);
  return into;
}

describe('chart model transitions', () => {
  it.each(machineRegistry.map((m) => [m.name, m.machine] as const))('%s: the same eventful transitions as toDirectedGraph', (_name, machine) => {
    const fromModel = chartModel(machine)
      .transitions.filter((t) => t.eventType !== '')
      .map((t) => [t.source.join('.'), t.eventType] as [string, string]);
    const fromGraph = graphTransitions(toDirectedGraph(machine));
    const order = (list: Array<[string, string]>) => [...list].sort((a, b) => a[0].localeCompare(b[0]));
    expect(order(fromModel)).toEqual(order(fromGraph));
  });
});
