// What bytes alone cost page 0's Time to Interactive (ADR 0057): Lighthouse's mobile preset on the
// floor as built and on the same floor with inert bytes appended to its script (100 kB gzip unless
// --kb says otherwise, about what page 0 loads beyond the floor), round-robin at each CPU slowdown.
// Same code, same work: any difference is the bytes' time on Lighthouse's simulated Slow 4G.
//   npx tsx scripts/bench/floor-with-bytes.ts [--runs 3] [--speeds 2,4,6] [--kb 100]
import { parseBenchArgs, valueOf } from './args.ts';
import { roundRobin } from './compare.ts';
import { floorPort, startFloor } from './floor.ts';
import { lighthouseOnce } from './lighthouse-run.ts';
import { PAGE_ZERO_PATH } from './servers.ts';
import { medianAndRange, ms, spread, table } from './stats.ts';

const argv = process.argv.slice(2);
const { speeds } = parseBenchArgs(argv);
const runs = Number(valueOf(argv, '--runs') ?? 3);
const kB = Number(valueOf(argv, '--kb') ?? 100);

const plain = await startFloor();
const heavy = await startFloor({ port: floorPort + 1, inertKb: kB });
try {
  const pages = { floor: plain.url, [`floor + ${kB} kB`]: heavy.url };
  for (const speed of speeds) {
    const done: { page: string; ttiMs: number; fcpMs: number }[] = [];
    for (const page of roundRobin(Object.keys(pages), runs)) {
      const run = await lighthouseOnce(`${pages[page] ?? ''}${PAGE_ZERO_PATH}`, { cpuSlowdown: speed });
      done.push({ page, ttiMs: run.ttiMs, fcpMs: run.fcpMs });
    }
    console.log(`\n--- ${speed}x CPU slowdown, ${runs} runs per page`);
    console.log(table(['#', 'page', 'TTI', 'FCP'], done.map((d, i) => [String(i + 1), d.page, ms(d.ttiMs), ms(d.fcpMs)])));
    for (const page of Object.keys(pages)) {
      const of = done.filter((d) => d.page === page);
      console.log(`${page}: TTI ${medianAndRange(spread(of.map((d) => d.ttiMs)), ' ms')}, FCP ${medianAndRange(spread(of.map((d) => d.fcpMs)), ' ms')}`);
    }
  }
} finally {
  await heavy.close();
  await plain.close();
}
