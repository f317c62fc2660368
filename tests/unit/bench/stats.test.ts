// The bench's repeated-run statistics and request verdicts (scripts/bench/stats.ts,
// request-counts.ts). Not a spec rule: issue 8's performance budget (docs/decisions/0017).
import { describe, expect, it } from 'vitest';
import { judgeLoad } from '../../../scripts/bench/request-counts.ts';
import { formatSpread, kB, spread, summaryTable } from '../../../scripts/bench/stats.ts';

describe('median and range of repeated runs', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(spread([97, 91, 99, 95, 93])).toEqual({ median: 95, min: 91, max: 99, runs: 5 });
  });

  it('averages the middle two of an even count', () => {
    expect(spread([400, 100, 300, 200]).median).toBe(250);
  });

  it('refuses no samples or a non-finite one, rather than printing a made-up figure', () => {
    expect(() => spread([])).toThrow();
    expect(() => spread([1, Number.NaN])).toThrow();
  });

  it('prints the median with its range', () => {
    expect(formatSpread(spread([3, 1, 2]), String)).toBe('2 (1 to 3, 3 runs)');
    expect(kB(169_951)).toBe('170.0 kB');
  });

  it('marks a missed budget in the summary', () => {
    const text = summaryTable([
      { figure: 'a', value: '1', budget: '<= 2', pass: true },
      { figure: 'b', value: '3', budget: '<= 2', pass: false },
    ]);
    expect(text.split('\n').at(-1)).toMatch(/^b\s+3\s+<= 2\s+FAIL$/);
  });
});

describe('request counts of one page load', () => {
  const get = (path: string) => ({ method: 'GET', path });
  const products = { method: 'POST', path: '/v1/are/checkout/products' };

  it('passes with the product once and each account call at most once', () => {
    const verdict = judgeLoad([products, get('/v1/are/member/profile'), get('/v1/are/member/active_subscriptions'), get('/v1/are/member/payment_methods'), { method: 'OPTIONS', path: '/v1/are/member/profile' }]);
    expect(verdict.pass).toBe(true);
    expect(verdict.watched.map((w) => w.count)).toEqual([1, 1, 1, 1]);
  });

  it('fails when the product is not fetched, or fetched twice', () => {
    expect(judgeLoad([]).pass).toBe(false);
    expect(judgeLoad([products, products]).pass).toBe(false);
  });

  it('counts a reprice at another address as a new request, not a repeat', () => {
    const reprice = (address: string) => ({ method: 'POST', path: '/v1/guest/are/checkout/reprice', body: JSON.stringify({ address }) });
    expect(judgeLoad([products, reprice(''), reprice('NY')]).repeated).toEqual([]);
    expect(judgeLoad([products, reprice('NY'), reprice('NY')]).repeated).toHaveLength(1);
  });

  it('fails on any repeated API request, naming it', () => {
    const verdict = judgeLoad([products, { method: 'POST', path: '/v1/guest/are/track/price' }, { method: 'POST', path: '/v1/guest/are/track/price' }]);
    expect(verdict.pass).toBe(false);
    expect(verdict.repeated).toEqual(['POST /v1/guest/are/track/price x2']);
  });
});
