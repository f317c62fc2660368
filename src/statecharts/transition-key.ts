// How a transition is named between the recorder (in the test process) and the report: its
// source state path, its event type and its position among that event's transitions of the
// source (which tells apart two transitions on one event, e.g. different guards). A small module
// of its own, so the recorder loads nothing else in every test file.

const SEPARATOR = '\t';

export function transitionKey(sourcePath: readonly string[], eventType: string, index: number): string {
  return [sourcePath.join('.'), eventType, String(index)].join(SEPARATOR);
}
