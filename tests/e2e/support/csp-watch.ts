// Watches a browser context for Content-Security-Policy violations three ways: a
// `securitypolicyviolation` listener added to every page and frame before any of its scripts, the
// console's Content-Security-Policy (and Permissions-Policy) messages, and the reports the
// preview's policy posts to the sandbox (report-uri, set by the global setup). A spec asserts
// `expectNone()` after each step.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { sandboxUrl } from './sandbox.ts';

export interface Violation {
  source: 'event' | 'console' | 'report';
  page: string;
  text: string;
}

/** Posted by the init script through console.error with this prefix, so frames report too. */
const EVENT_PREFIX = '[csp-violation]';

export async function watchCsp(context: BrowserContext, request: APIRequestContext) {
  const violations: Violation[] = [];
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, EVENT_PREFIX);
  context.on('console', (message) => {
    const text = message.text();
    const where = message.page()?.url() ?? '';
    if (text.startsWith(EVENT_PREFIX)) violations.push({ source: 'event', page: where, text });
    else if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(text)) violations.push({ source: 'console', page: where, text });
  });

  const reports = async (): Promise<Violation[]> => {
    const res = await request.get(`${sandboxUrl}/__sandbox/csp-reports`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { reports: { documentUri: string; violatedDirective: string; blockedUri: string }[] };
    return body.reports.map((r) => ({ source: 'report' as const, page: r.documentUri, text: `${r.violatedDirective} blocked ${r.blockedUri}` }));
  };

  return {
    violations,
    /** Every violation seen so far, reports included (they arrive a moment after the event). */
    async all(): Promise<Violation[]> {
      return [...violations, ...(await reports())];
    },
    /** Fails with the list when anything was blocked; reports get a short grace period. */
    async expectNone(step: string): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...violations, ...(await reports())], `CSP violations during: ${step}`).toEqual([]);
    },
  };
}
