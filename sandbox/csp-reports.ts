// Content-Security-Policy violation reports, collected for the end-to-end tests: the preview
// server's policy names POST /__sandbox/csp-reports as its report-uri when CSP_REPORT_URI is set.
// Browsers post `{ "csp-report": { … } }` as application/csp-report, without CORS.

export interface CspReport {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  /** The whole report as the browser sent it. */
  raw: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One report from a posted body; null when the body is not a CSP report. */
export function readCspReport(body: unknown): CspReport | null {
  if (!isRecord(body) || !isRecord(body['csp-report'])) return null;
  const report = body['csp-report'];
  return {
    documentUri: text(report['document-uri']),
    violatedDirective: text(report['violated-directive'] ?? report['effective-directive']),
    blockedUri: text(report['blocked-uri']),
    raw: body,
  };
}
