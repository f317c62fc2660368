// How long creating the app's Chakra system takes (page 0's longest start-up task), against the
// same system with what it leaves out put back and against Chakra's full default system. Each sample is
// a fresh Node process creating one system once, cold, as a page does; the variants take turns
// (round-robin) so load drift hits all alike. Unthrottled: Lighthouse's mobile run costs about 4x.
//   npx tsx scripts/bench/system-time.ts [--rounds 15]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { breakpoints as chakraBreakpoints } from '@chakra-ui/react/theme';
import { allSemanticTokens, allTokens } from '../../src/app/theme/all-tokens.ts';
import { appConfig, configWith } from '../../src/app/theme/system.ts';
import { BREAKPOINTS_PX } from '../../src/app/constants.ts';
import { spread } from './stats.ts';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 15;
const withTheme = (theme: Partial<NonNullable<typeof appConfig.theme>>) => ({ ...appConfig, theme: { ...appConfig.theme, ...theme } });
const px = (n: number) => `${n}px`;

const withSpecWidths = {
  breakpoints: { ...chakraBreakpoints, narrow: px(BREAKPOINTS_PX.narrow), tablet: px(BREAKPOINTS_PX.mobile), nav: px(BREAKPOINTS_PX.nav), navWide: px(BREAKPOINTS_PX.navWide) },
};

const variants: Record<string, () => unknown> = {
  'app system': () => createSystem(defaultBaseConfig, appConfig),
  "… with the spec's widths as breakpoints too": () => createSystem(defaultBaseConfig, withTheme(withSpecWidths)),
  "… with all of Chakra's tokens": () => createSystem(defaultBaseConfig, configWith(allTokens, allSemanticTokens)),
  "Chakra's full default system": () => createSystem(defaultConfig),
};

const oneArg = process.argv.indexOf('--one');
if (oneArg > 0) {
  const create = variants[process.argv[oneArg + 1] ?? ''];
  if (!create) throw new Error(`No variant named ${process.argv[oneArg + 1]}`);
  const start = performance.now();
  create();
  console.log(performance.now() - start);
} else {
  const self = fileURLToPath(import.meta.url);
  const times = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(variants)) {
      const out = execFileSync('npx', ['--no-install', 'tsx', self, '--one', name], { encoding: 'utf8' });
      times.set(name, [...(times.get(name) ?? []), Number(out.trim())]);
    }
  }
  console.log(`createSystem once in a fresh process, ${rounds} rounds, load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}:`);
  for (const [name, list] of times) {
    const s = spread(list);
    console.log(`  ${name.padEnd(45)} ${s.median.toFixed(1)} ms (${s.min.toFixed(1)}–${s.max.toFixed(1)})`);
  }
}
