// A browser model's adjacency map (every state its events reach), worked out once per model: the
// path sets, the refused-event lists and the shrinker all read the same one.
import { adjacencyOf, type GraphModel } from '../machines/graph-support.ts';

const graphs = new WeakMap<GraphModel, ReturnType<typeof adjacencyOf>>();

export function graphOf(model: GraphModel): ReturnType<typeof adjacencyOf> {
  const known = graphs.get(model) ?? adjacencyOf(model);
  graphs.set(model, known);
  return known;
}
