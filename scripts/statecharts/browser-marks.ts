// Why no browser journey reaches a state (issue 17), kept by hand: docs/statecharts/coverage.md
// lists every state the journeys miss with its mark here, and tests/unit/statecharts/
// browser-marks.test.ts fails while a missed state has no mark or a mark names no state.
//   needs a fault          only a failing or slow answer from the server (or the card provider) leads there
//   needs time             only a timer (minutes, a session expiring) leads there
//   reachable by clicks    a person can get there: a journey could be written
// Keys are the machine's name in machines/registry.ts, then the state's words as the report shows them.
export type BrowserMark = 'needs a fault' | 'needs time' | 'reachable by clicks';

export const browserMarks: Readonly<Record<string, Readonly<Record<string, BrowserMark>>>> = {};
