// Prints the chart model outlines of the machines of one registry file as JSON, for
// `npm run diagrams -- --since REF` (changes-since.ts runs it on a checkout of REF):
//   node --import tsx scripts/statecharts/print-models.ts <path to machines/registry.ts>
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { chartModel } from '../../src/statecharts/chart-model.ts';
import { outline } from './model-diff.ts';

const registryPath = process.argv[2];
if (registryPath === undefined) throw new Error('Usage: print-models.ts <machines/registry.ts>');
const module = (await import(pathToFileURL(resolve(registryPath)).href)) as {
  machineRegistry: ReadonlyArray<{ name: string; machine: AnyStateMachine }>;
};
process.stdout.write(JSON.stringify(module.machineRegistry.map(({ name, machine }) => outline(name, chartModel(machine)))));
