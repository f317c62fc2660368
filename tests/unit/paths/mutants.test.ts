// The mutants of `npm run test:paths:mutants` (issue 43): the sites found in a view are the bugs a
// visitor would see (a text cut short, a state attribute or condition flipped, an amount swapped
// for its neighbour, a list entry dropped), and a switched file runs the original unless its
// mutant is live. The sample is the same for the same seed.
// rule: CONST-1, PAGE1-2
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { sitesOf, type Site } from '../../../scripts/paths/mutants/sites.ts';
import { sample, switchedSource } from '../../../scripts/paths/mutants/switch.ts';
import { BREAKS, breakAsMutant } from '../../../scripts/paths/view-breaks.ts';
import { readFileSync } from 'node:fs';

const VIEW = `
import { formatCents } from '../../lib/money.ts';
export function Totals({ summary, busy }: { summary: { subTotal: number; total: number }; busy: boolean }) {
  return (
    <dl aria-label="Order totals">
      <dt>Subtotal</dt><dd>{formatCents(summary.subTotal)}</dd>
      <dt>Total</dt><dd>{formatCents(summary.total)}</dd>
      <button disabled={busy}>Pay now</button>
      {busy && <p>Processing</p>}
    </dl>
  );
}
`;

const describeSite = (site: Site) => `${site.operator}: ${site.original} → ${site.mutated}`;

describe('mutants of a view', () => {
  it('finds the texts, the state attribute, the condition and the amounts a person reads', () => {
    const found = sitesOf('src/views/Totals.tsx', VIEW).map(describeSite);
    expect(found).toEqual(
      expect.arrayContaining([
        'text: "Order totals" → "Order total"',
        'text: Subtotal → Subtota',
        'text: Pay now → Pay no',
        'boolean attribute: busy → !(busy)',
        'condition: busy → !(busy)',
        'amount: summary.subTotal → (summary.total)',
        'amount: summary.total → (summary.subTotal)',
      ]),
    );
    // The module's own syntax is no site.
    expect(found.some((line) => line.includes('money.ts'))).toBe(false);
  });

  it('drops a list entry, but not from a hook dependency list', () => {
    const found = sitesOf('src/views/list.ts', "export const steps = ['Sign up', 'Pay'];\nuseEffect(run, [a, b]);").map(describeSite);
    expect(found).toContain("list entry: ['Sign up', 'Pay'] → ['Pay']");
    expect(found.filter((line) => line.startsWith('list entry'))).toHaveLength(1);
  });

  it('draws the same sample for the same seed, with no two mutants of a file overlapping', () => {
    const sites = sitesOf('src/views/Totals.tsx', VIEW);
    const first = sample(sites, 5, 7);
    expect(sample(sites, 5, 7)).toEqual(first);
    for (const a of first) for (const b of first) if (a !== b) expect(a.start < b.end && b.start < a.end).toBe(false);
  });
});

describe('a switched file', () => {
  const scope = globalThis as { __MUTANT__?: number; __mutantsSeen?: Set<number> };
  afterEach(() => {
    delete scope.__MUTANT__;
    delete scope.__mutantsSeen;
  });
  const SOURCE = "export const label = 'Ending in';\nexport const digits = 4;\n";
  const run = (code: string): { label: string; digits: number } => {
    const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const exports: Record<string, unknown> = {};
    new Function('exports', js)(exports);
    return exports as { label: string; digits: number };
  };

  it('runs the original with no mutant live, and only the live mutant otherwise', () => {
    const mutants = sample(sitesOf('src/views/texts.ts', SOURCE), 10, 1);
    const code = switchedSource(SOURCE, mutants);
    expect(run(code)).toEqual({ label: 'Ending in', digits: 4 });
    const text = mutants.find((m) => m.operator === 'text');
    scope.__MUTANT__ = text?.id;
    expect(run(code)).toEqual({ label: 'Ending i', digits: 4 });
    // Each mutant says once that it was reached.
    expect([...(scope.__mutantsSeen ?? [])].sort()).toEqual(mutants.map((m) => m.id).sort());
  });
});

describe('the fixed mutants of test:paths:breaks', () => {
  it('each names an expression its view still holds once, and switches in as a mutant', () => {
    for (const [index, item] of BREAKS.entries()) {
      const source = readFileSync(item.file, 'utf8');
      const mutant = breakAsMutant(item, source, index + 1);
      expect(source.slice(mutant.start, mutant.end)).toBe(item.from);
      expect(switchedSource(source, [mutant])).toContain(`(__mutant(${index + 1}) ? ${item.to} : ${item.from})`);
    }
  });

  it('refuses a break whose source moved', () => {
    const [first] = BREAKS;
    if (first === undefined) throw new Error('no breaks');
    expect(() => breakAsMutant(first, 'export {};', 1)).toThrow(/no longer holds/);
  });
});
