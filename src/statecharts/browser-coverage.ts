// Statechart coverage from the browser journeys (issue 17), sandbox builds only: when a
// Playwright journey has exposed `window.__statechartCoverage` (tests/e2e/support/test.ts), every
// state and transition the page's actors reach is sent to it once per page load, with the keys the
// unit recorder uses. Without that function (every person's browser) nothing is recorded.
import type { InspectionEvent } from 'xstate';
import { createCoverageRecorder } from './coverage-recorder.ts';

export type CoverageSink = (machineId: string, kind: 'state' | 'transition', key: string) => Promise<void> | void;

declare global {
  interface Window {
    __statechartCoverage?: CoverageSink;
  }
}

/** The inspector that feeds the journey's sink, or null when no journey asked for one. */
export function browserCoverageInspector(target: Window = window): ((event: InspectionEvent) => void) | null {
  const sink = target.__statechartCoverage;
  if (typeof sink !== 'function') return null;
  const recorder = createCoverageRecorder((machineId, kind, key) => {
    // A page that is closing may no longer reach the test: losing its last keys is harmless.
    Promise.resolve(sink(machineId, kind, key)).catch(() => undefined);
  });
  return (event) => recorder.observe(event);
}
