// Playwright's `test` with statechart coverage recording (issue 17): every browser context of a
// journey exposes `window.__statechartCoverage`, which the sandbox build feeds with each state and
// transition its actors reach (src/statecharts/browser-coverage.ts). After each test the keys it
// saw are appended, as one JSON line, to test-results/statechart-coverage/browser.jsonl, which
// `npm run coverage:statecharts` reads as the "browser journeys" layer. The binding only records:
// it answers nothing the page uses, so no test behaves differently.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { BROWSER_RUN_FILE, type BrowserRun } from '../../../scripts/statecharts/coverage-files.ts';

type Seen = Map<string, { states: Set<string>; transitions: Set<string> }>;

async function recordInto(context: BrowserContext, seen: Seen): Promise<void> {
  await context.exposeBinding('__statechartCoverage', (_source, machineId: unknown, kind: unknown, key: unknown) => {
    if (typeof machineId !== 'string' || typeof key !== 'string') return;
    const into = seen.get(machineId) ?? { states: new Set<string>(), transitions: new Set<string>() };
    seen.set(machineId, into);
    if (kind === 'state') into.states.add(key);
    if (kind === 'transition') into.transitions.add(key);
  });
}

function toRun(seen: Seen, file: string, title: string): BrowserRun {
  return {
    source: file,
    title,
    machines: Object.fromEntries(
      [...seen].map(([id, { states, transitions }]) => [id, { states: [...states].sort(), transitions: [...transitions].sort() }]),
    ),
  };
}

export const test = base.extend<{ statechartCoverage: undefined }>({
  statechartCoverage: [
    async ({ context, browser }, runTest, testInfo) => {
      const seen: Seen = new Map();
      await recordInto(context, seen);
      // Contexts a test opens itself (a second visitor, another viewport) are recorded too.
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (...args) => {
        const opened = await newContext(...args);
        await recordInto(opened, seen);
        return opened;
      };
      browser.newContext = patched;
      try {
        await runTest(undefined);
      } finally {
        browser.newContext = newContext;
      }
      if (seen.size === 0) return;
      mkdirSync(dirname(BROWSER_RUN_FILE), { recursive: true });
      const file = relative(process.cwd(), testInfo.file).replace(/\\/g, '/');
      appendFileSync(BROWSER_RUN_FILE, `${JSON.stringify(toRun(seen, file, testInfo.titlePath.slice(1).join(' › ')))}\n`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
