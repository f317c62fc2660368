// Which machine a mutation run is about and which tests it runs against that machine's mutants:
// each machine is mutated against its own machine tests (tests/machines/<name>/), without the
// slow model-based, property and fault-matrix suites. A machine with no test folder of its own
// is run against all machine tests. Read by vitest.mutation.config.ts, stryker.config.mjs and
// scripts/mutation/run.ts; the machine comes from MUTATION_MACHINE.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const MACHINE_ENV = 'MUTATION_MACHINE';

/** Folders of machines/ that hold only types (the domain the machines share): nothing to mutate. */
const TYPE_ONLY_FOLDERS = ['domain'];

/** Every folder of machines/, whatever the layout: each is mutated as one unit. */
export function machineFolders(root = 'machines'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !TYPE_ONLY_FOLDERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** What is left out of mutation: texts, event type lists and type-only modules. */
export const NOT_MUTATED = ['**/events.ts', '**/texts.ts', '**/*-port.ts'];

export function mutatePatterns(machine: string): string[] {
  return [`machines/${machine}/**/*.ts`, ...NOT_MUTATED.map((pattern) => `!machines/${machine}/${pattern}`)];
}

const SLOW = ['**/*.graph.test.ts', '**/*.properties.test.ts', 'tests/machines/fault-matrix/**'];

function testFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts'));
}

/** The vitest include and exclude lists for one machine (or all machines when none is named). */
export function testSelection(machine: string | undefined, root = 'tests/machines'): { include: string[]; exclude: string[] } {
  const folder = machine === undefined ? '' : join(root, machine);
  const own = machine === undefined ? [] : testFiles(folder);
  if (own.length === 0) return { include: [`${root}/**/*.test.ts`], exclude: ['**/node_modules/**', ...SLOW] };
  // A machine whose only tests are model-based keeps them.
  const fast = own.filter((file) => !/\.(graph|properties)\.test\.ts$/.test(file));
  return { include: [`${folder}/**/*.test.ts`], exclude: ['**/node_modules/**', ...(fast.length > 0 ? SLOW : [])] };
}
