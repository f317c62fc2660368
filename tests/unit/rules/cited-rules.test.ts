// `npm run rules` counts a rule only where a test states it (issue 17): an it/test title, the rows
// of an .each table, or a `// rule:` comment inside a test body that has an expect.
import { describe, expect, it } from 'vitest';
import { citedRules, isTestFile } from '../../../scripts/rules/cited-rules.ts';

const cite = (source: string, path = 'tests/x/a.test.ts') => [...citedRules(path, source)].sort();

describe('cited rules', () => {
  it('counts the IDs of it and test titles, with their modifiers', () => {
    const source = `
      it('PAY-1: pays', () => { expect(1).toBe(1); });
      test.skip('PAY-2 skipped still names it', async () => {});
      it.skipIf(true)(\`PAY-3 in a template\`, () => {});
      test('COUPON-5, COUPON-6: two', () => {});`;
    expect(cite(source)).toEqual(['COUPON-5', 'COUPON-6', 'PAY-1', 'PAY-2', 'PAY-3']);
  });

  it('counts the rows of an each table, which fill the title', () => {
    const source = `it.each([['ROUTE-10 pricing page', 'a'], ['ROUTE-11 home', 'b']])('PAGE0-6: %s', (label) => { expect(label).toBeTruthy(); });`;
    expect(cite(source)).toEqual(['PAGE0-6', 'ROUTE-10', 'ROUTE-11']);
  });

  it('counts a rule comment inside a test body only when the body expects something', () => {
    const source = `
      it('checks', () => {
        // rule: REPRICE-1, REPRICE-2
        expect(true).toBe(true);
      });
      it('checks nothing', () => {
        // rule: CONFIRM-3
        run();
      });`;
    expect(cite(source)).toEqual(['REPRICE-1', 'REPRICE-2']);
  });

  it('does not count describe titles, file headers, helpers or other comments', () => {
    const source = `
      // rule: SIGNUP-4 (a file header)
      describe('KNOWN-6 group', () => {
        const helper = () => 'SUMMARY-13';
        // KNOWN-7: a plain comment
        test.describe('ADMIN-1 playwright group', () => {});
        it('names nothing', () => { expect(helper()).toBe('x'); });
      });`;
    expect(cite(source)).toEqual([]);
  });

  it('reads only test and spec files: harness, support and fixture files cite nothing', () => {
    const source = `it('PAY-1: in a harness', () => { expect(1).toBe(1); });`;
    expect(isTestFile('tests/machines/checkout/harness.ts')).toBe(false);
    expect(cite(source, 'tests/machines/checkout/harness.ts')).toEqual([]);
    expect(cite(source, 'tests/e2e/checkout.spec.ts')).toEqual(['PAY-1']);
    expect(cite(source, 'tests/views/a.test.tsx')).toEqual(['PAY-1']);
  });
});
