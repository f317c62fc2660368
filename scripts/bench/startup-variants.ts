// `npm run bench -- --only startup` (issue 16, ADR 0034): does each of ADR 0021's start-up devices
// earn its place? Builds the app (sandbox mode) with every device, without each one in turn, and
// without any (scripts/build/startup-devices.ts), then runs Lighthouse round-robin over those
// builds and the floor, so that the machine's load reaches every variant alike. Every build is
// served in turn on the app's port (one origin, so the sandbox's CORS and the policy stay as in
// the other parts). Prints every run with the load average, then each variant's median and
// min–max of score, LCP, TBT and FCP, and its critical-path JS. It judges nothing: ADR 0034 does.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createSandbox } from '../../sandbox/server.ts';
import { buildApp as buildWithVite } from '../build/build-app.ts';
import { DEVICES_OFF_VARIABLE, STARTUP_DEVICES, type StartupDevice } from '../build/startup-devices.ts';
import { measure } from '../critical-js-size.ts';
import { parseBenchArgs } from './args.ts';
import { roundRobin } from './compare.ts';
import { startFloor } from './floor.ts';
import { lighthouseOnce, type LighthouseRun } from './lighthouse-run.ts';
import { appUrl, PAGE_ZERO_PATH, resetSandbox, sandboxPort, sandboxUrl, serveBuild } from './servers.ts';
import { kB, ms, spread, table, type SummaryRow } from './stats.ts';

const SETTINGS = { VITE_SANDBOX_URL: sandboxUrl };

export interface Variant {
  name: string;
  off: readonly StartupDevice[];
}

/**
 * Every device on, each one off in turn, all off; BENCH_STARTUP_VARIANTS (a comma list of those
 * names, e.g. "current,no task-chain") keeps only the ones named, for a quicker run of one question.
 */
export function startupVariants(only: string | undefined = process.env.BENCH_STARTUP_VARIANTS): Variant[] {
  const all = [{ name: 'current', off: [] }, ...STARTUP_DEVICES.map((d) => ({ name: `no ${d}`, off: [d] })), { name: 'none', off: [...STARTUP_DEVICES] }];
  if (only === undefined || only.trim() === '') return all;
  const names = only.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !all.some((v) => v.name === n));
  if (unknown.length > 0) throw new Error(`BENCH_STARTUP_VARIANTS: unknown variant(s) ${unknown.join(', ')} (variants: ${all.map((v) => v.name).join(', ')})`);
  return all.filter((v) => names.includes(v.name));
}

const dirOf = (v: Variant) => `dist-bench-startup-${v.name.replace(/\W+/g, '-')}`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

async function buildVariant(v: Variant): Promise<void> {
  const saved = process.env[DEVICES_OFF_VARIABLE];
  process.env[DEVICES_OFF_VARIABLE] = v.off.join(',');
  try {
    await buildWithVite({ app: 'sandbox', outDir: dirOf(v), manifest: true, settings: SETTINGS });
  } finally {
    if (saved === undefined) delete process.env[DEVICES_OFF_VARIABLE];
    else process.env[DEVICES_OFF_VARIABLE] = saved;
  }
}

export async function measureStartupVariants(runs: number): Promise<{ rows: SummaryRow[]; text: string }> {
  const variants = startupVariants();
  for (const v of variants) {
    if (!(process.env.BENCH_REUSE_BUILD === '1')) await buildVariant(v);
    console.log(`built ${v.name} into ${dirOf(v)}/ (load average ${load()})`);
  }
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl], dataFile: null });
  const floor = await startFloor();
  const done: { target: string; run: LighthouseRun; load: string }[] = [];
  try {
    const targets = [...variants.map((v) => v.name), 'floor'];
    for (const target of roundRobin(targets, runs)) {
      const variant = variants.find((v) => v.name === target);
      const atStart = load();
      if (variant === undefined) {
        done.push({ target, run: await lighthouseOnce(`${floor.url}${PAGE_ZERO_PATH}`), load: atStart });
      } else {
        await resetSandbox();
        const server = await serveBuild(dirOf(variant));
        try {
          done.push({ target, run: await lighthouseOnce(`${appUrl}${PAGE_ZERO_PATH}`), load: atStart });
        } finally {
          await server.close();
        }
      }
      const last = done[done.length - 1];
      if (last) console.log(`${done.length}. ${target}: ${last.run.scores.performance}, LCP ${ms(last.run.lcpMs)}, TBT ${ms(last.run.tbtMs)} (load ${atStart})`);
    }
  } finally {
    await floor.close();
    await sandbox.close();
  }
  const out = [`Start-up devices: Lighthouse 12 mobile, ${runs} runs per variant, round-robin over ${variants.length} builds and the floor`];
  out.push(table(['#', 'variant', 'load (1, 5, 15 min)', 'score', 'FCP', 'LCP', 'TBT'], done.map((d, i) => [String(i + 1), d.target, d.load, String(d.run.scores.performance), ms(d.run.fcpMs), ms(d.run.lcpMs), ms(d.run.tbtMs)])));
  const cell = (samples: number[], unit: string) => {
    const s = spread(samples);
    return `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})${unit}`;
  };
  const rowsOf = (target: string) => done.filter((d) => d.target === target).map((d) => d.run);
  out.push(
    '',
    'Median (min–max) per variant:',
    table(
      ['variant', 'devices off', 'critical JS', 'score', 'LCP', 'TBT', 'FCP'],
      [...variants.map((v) => v.name), 'floor'].map((target) => {
        const r = rowsOf(target);
        const variant = variants.find((v) => v.name === target);
        return [
          target,
          variant ? variant.off.join(', ') || '-' : '-',
          variant ? kB(measure(dirOf(variant)).gzip) : '-',
          cell(r.map((x) => x.scores.performance), ''),
          cell(r.map((x) => x.lcpMs), ' ms'),
          cell(r.map((x) => x.tbtMs), ' ms'),
          cell(r.map((x) => x.fcpMs), ' ms'),
        ];
      }),
    ),
  );
  return { rows: [{ figure: 'Start-up devices, Lighthouse per variant', value: 'printed above', budget: 'printed', pass: true }], text: out.join('\n') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measureStartupVariants(parseBenchArgs(process.argv.slice(2), process.env).runs);
  console.log(report.text);
  process.exit(0);
}
