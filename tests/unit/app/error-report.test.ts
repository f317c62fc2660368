// Error reports (issue 15): what the telemetry port sends when the app catches an error carries no
// token, key, client secret or card or account number, and nothing else of the error object.
// rule: CONST-53, CONST-54 (telemetry) for the sending; the redaction is issue 15's ask.
import { describe, expect, it, vi } from 'vitest';
import { redact, toErrorReport } from '../../../src/adapters/browser/error-report.ts';
import { createTelemetry } from '../../../src/adapters/browser/telemetry.ts';

const JWT = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhdXRoMHwxMjMifQ.dGhpcy1pcy1hLXNpZ25hdHVyZQ';

describe('redact', () => {
  it.each([
    [`token ${JWT} expired`, 'token [redacted] expired'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [redacted]'],
    ['confirm pi_3Nabc_secret_XYZ123 failed', 'confirm [redacted] failed'],
    ['seti_1Abc_secret_Def', '[redacted]'],
    ['key sk_live_51Habc and pk_test_51Hxyz', 'key [redacted] and [redacted]'],
    ['GET /authorize?code=abc123&state=xyz&scope=openid', 'GET /authorize?code=[redacted]&state=[redacted]&scope=openid'],
    ['cookie bks_token=abc.def; path=/', 'cookie bks_token=[redacted]; path=/'],
    ['card 4242 4242 4242 4242 declined', 'card [redacted] declined'],
    ['card 4000-0000-0000-0002', 'card [redacted]'],
    ['amex 378282246310005', 'amex [redacted]'],
    ['account 000123456789 routing 110000000', 'account [redacted] routing [redacted]'],
  ])('%s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('keeps ordinary words, prices and short numbers', () => {
    expect(redact('Pay $213.43 for 1 item at line 12:345, code 402')).toBe('Pay $213.43 for 1 item at line 12:345, code 402');
  });
});

describe('toErrorReport', () => {
  it('reads name, message and stack only, each redacted, and where it was caught', () => {
    const error = Object.assign(new TypeError(`bad card 4242424242424242`), { response: { card: '4242424242424242', token: JWT } });
    error.stack = `TypeError: bad card 4242424242424242\n    at pay (https://app.example/assets/a.js:1:200)`;
    const report = toErrorReport(error, { where: 'page', componentStack: '\n    at Boom\n    at PageErrorBoundary' });
    expect(report).toEqual({
      name: 'TypeError',
      message: 'bad card [redacted]',
      stack: 'TypeError: bad card [redacted]\n    at pay (https://app.example/assets/a.js:1:200)',
      where: 'page',
      componentStack: '\n    at Boom\n    at PageErrorBoundary',
    });
    expect(JSON.stringify(report)).not.toContain(JWT);
  });

  it('describes a thrown value that is not an Error', () => {
    expect(toErrorReport('plain words', { where: 'page' })).toEqual({ name: 'Thrown value', message: 'plain words', stack: null, where: 'page', componentStack: null });
    expect(toErrorReport({ card: '4242424242424242' }, { where: 'page' }).message).toBe('');
  });
});

describe('telemetry.reportError', () => {
  const boom = new Error(`refused ${JWT}`);

  it('logs in the sandbox and sends nothing', () => {
    const log = { error: vi.fn() };
    const load = vi.fn();
    const telemetry = createTelemetry({ mode: 'sandbox', key: 'k', load, log });
    telemetry.start();
    telemetry.reportError(boom, { where: 'page' });
    expect(load).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('error caught (page)'), expect.objectContaining({ message: 'refused [redacted]', where: 'page' }));
  });

  it('in live mode without a key neither sends nor logs', () => {
    const log = { error: vi.fn() };
    const telemetry = createTelemetry({ mode: 'live', key: null, log });
    telemetry.reportError(boom, { where: 'page' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('in live mode hands the redacted report to the vendor, holding what came before it started', () => {
    const vendor = { reportError: vi.fn() };
    const log = { error: vi.fn() };
    const telemetry = createTelemetry({ mode: 'live', key: 'rum-key', load: () => vendor, log });
    telemetry.reportError(boom, { where: 'page' });
    expect(vendor.reportError).not.toHaveBeenCalled();
    telemetry.start();
    telemetry.reportError(new Error('second'), { where: 'page' });
    expect(vendor.reportError.mock.calls.map(([report]) => report.message)).toEqual(['refused [redacted]', 'second']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('survives a vendor that throws while reporting', () => {
    const telemetry = createTelemetry({
      mode: 'live',
      key: 'k',
      load: () => ({
        reportError: () => {
          throw new Error('vendor down');
        },
      }),
    });
    telemetry.start();
    expect(() => telemetry.reportError(boom, { where: 'page' })).not.toThrow();
  });
});
