// The mutation report (issue 17): scores per machine from Stryker's JSON, and every survivor
// listed with its note or a clear "to fill".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMutationMarkdown, noteKey, parseMutationReport } from '../../../scripts/mutation/report-format.ts';
import { testSelection } from '../../../scripts/mutation/selection.ts';

const at = (line: number, column: number, endColumn: number) => ({
  start: { line, column },
  end: { line, column: endColumn },
});

const strykerJson = {
  files: {
    'machines/door/door.machine.ts': {
      source: "const a = 1;\nif (isOpen) close();\n",
      mutants: [
        { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: at(2, 5, 11) },
        { mutatorName: 'BlockStatement', replacement: '{}', status: 'Killed', location: at(2, 1, 21) },
        { mutatorName: 'BlockStatement', replacement: '{}', status: 'Timeout', location: at(1, 1, 13) },
      ],
    },
    'machines/bell/rules.ts': {
      source: "export const ring = () => 'ding';\n",
      mutants: [{ mutatorName: 'StringLiteral', replacement: '""', status: 'NoCoverage', location: at(1, 27, 33) }],
    },
  },
};

describe('mutation report', () => {
  const mutants = parseMutationReport(strykerJson);

  it('scores each machine as killed or timed out over all but errors', () => {
    const markdown = formatMutationMarkdown(mutants, {}, 'abc1234');
    expect(markdown).toContain('| door | 3 | 2 | 1 | 0 | 66.7% |');
    expect(markdown).toContain('| bell | 1 | 0 | 1 | 0 | 0.0% |');
    expect(markdown).toContain('| **all** | 4 | 2 | 2 | 0 | 50.0% |');
    expect(markdown).toContain('Run on commit `abc1234`');
  });

  it('lists each survivor with the code it replaced, and its note or TO FILL', () => {
    const survivor = mutants.find((m) => m.status === 'Survived');
    expect(survivor?.original).toBe('isOpen');
    const markdown = formatMutationMarkdown(mutants, survivor === undefined ? {} : { [noteKey(survivor)]: { equivalent: 'both close' } }, 'x');
    expect(markdown).toContain("| machines/door/door.machine.ts:2 | Survived | ConditionalExpression: `isOpen` → `true` | equivalent: both close |");
    expect(markdown).toContain('| machines/bell/rules.ts:1 | NoCoverage | StringLiteral: `\'ding\'` → `""` | **TO FILL**');
  });

  it('keys a note by the line text, so it still matches when lines above move', () => {
    const survivor = mutants.find((m) => m.status === 'Survived');
    expect(survivor === undefined ? '' : noteKey(survivor)).toBe('machines/door/door.machine.ts | if (isOpen) close(); | ConditionalExpression → true');
    const moved = parseMutationReport({
      files: {
        'machines/door/door.machine.ts': {
          source: '// a new comment\nconst a = 1;\nif (isOpen) close();\n',
          mutants: [{ mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: at(3, 5, 11) }],
        },
      },
    });
    const markdown = formatMutationMarkdown(moved, survivor === undefined ? {} : { [noteKey(survivor)]: { equivalent: 'both close' } }, 'x');
    expect(markdown).toContain('| machines/door/door.machine.ts:3 | Survived | ConditionalExpression: `isOpen` → `true` | equivalent: both close |');
    expect(markdown).not.toContain('## Stale notes');
  });

  it('names stale notes whose survivor is gone', () => {
    const markdown = formatMutationMarkdown(mutants, { 'machines/door/door.machine.ts:9 X y': { equivalent: 'gone' } }, 'x');
    expect(markdown).toContain('## Stale notes');
  });

  it("runs a machine's mutants against its own fast tests, and all machine tests when it has none", () => {
    expect(testSelection('coupon').include).toEqual(['tests/machines/coupon/**/*.test.ts']);
    expect(testSelection('coupon').exclude).toContain('**/*.graph.test.ts');
    expect(testSelection('no-such-machine').include).toEqual(['tests/machines/**/*.test.ts']);
  });

  it('keeps the model-based tests of a machine that has no other tests', () => {
    const root = mkdtempSync(join(tmpdir(), 'selection-'));
    mkdirSync(join(root, 'lamp'));
    writeFileSync(join(root, 'lamp', 'lamp.graph.test.ts'), '');
    mkdirSync(join(root, 'door'));
    writeFileSync(join(root, 'door', 'door.graph.test.ts'), '');
    writeFileSync(join(root, 'door', 'door.machine.test.ts'), '');
    expect(testSelection('lamp', root)).toEqual({ include: [`${root}/lamp/**/*.test.ts`], exclude: ['**/node_modules/**'] });
    expect(testSelection('door', root).exclude).toContain('**/*.graph.test.ts');
    rmSync(root, { recursive: true });
  });
});
