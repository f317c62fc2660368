// Lighthouse side by side (issue 16, ADR 0032): page 0 of the built app (/price_are5_pro_monthly,
// sandbox mode) and its floor (floor.ts), run round-robin (app, floor, app, floor...) so that load
// drift hits both, 7 runs each unless told (--runs). Prints every run, both pages' medians with
// their range, and the verdicts of compare.ts; the app's accessibility and best practices keep
// their budget of 100.
import { pathToFileURL } from 'node:url';
import { parseBenchArgs } from './args.ts';
import { judgeAgainstFloor, roundRobin, type PageFigures } from './compare.ts';
import { startFloor } from './floor.ts';
import { BUDGETS, CATEGORIES, lighthouseOnce, type LighthouseRun } from './lighthouse-run.ts';
import { PAGE_ZERO_PATH, withStack } from './servers.ts';
import { formatSpread, medianAndRange, ms, spread, table, type SummaryRow } from './stats.ts';


export interface LighthouseReport {
  rows: SummaryRow[];
  text: string;
}

const figuresOf = (r: LighthouseRun): PageFigures => ({ score: r.scores.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, fcpMs: r.fcpMs });

export async function measureLighthouse(runs: number): Promise<LighthouseReport> {
  return withStack(async (stack) => {
    const floor = await startFloor();
    try {
      const pages = { app: `${stack.appUrl}${PAGE_ZERO_PATH}`, floor: `${floor.url}${PAGE_ZERO_PATH}` };
      const done: { page: keyof typeof pages; run: LighthouseRun }[] = [];
      for (const page of roundRobin(['app', 'floor'] as const, runs)) {
        if (page === 'app') await stack.resetSandbox();
        done.push({ page, run: await lighthouseOnce(pages[page]) });
      }
      const app = done.filter((d) => d.page === 'app').map((d) => d.run);
      const floorRuns = done.filter((d) => d.page === 'floor').map((d) => d.run);
      const out = [`Lighthouse 12, mobile preset (simulated throttling), ${runs} runs per page, round-robin: app ${pages.app}, floor ${pages.floor}`];
      out.push(
        table(
          ['#', 'page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS'],
          done.map(({ page, run: r }, i) => [String(i + 1), page, String(r.scores.performance), String(r.scores.accessibility), String(r.scores['best-practices']), ms(r.fcpMs), ms(r.lcpMs), ms(r.tbtMs), r.cls.toFixed(3)]),
        ),
      );
      const misses = [...new Set(app.flatMap((r) => r.misses))];
      if (misses.length > 0) out.push(`App audits short of a full score: ${misses.join('; ')}`);
      const verdicts = judgeAgainstFloor(app.map(figuresOf), floorRuns.map(figuresOf));
      const format = (figure: string) => (figure === 'performance score' ? String : ms);
      const unit = (figure: string) => (figure === 'performance score' ? '' : ' ms');
      out.push(
        '',
        'Page 0 against its floor (median, min–max):',
        table(
          ['figure', 'app', 'floor', 'app/floor', 'budget', 'verdict'],
          verdicts.map((v) => [v.figure, medianAndRange(v.app, unit(v.figure)), medianAndRange(v.floor, unit(v.figure)), `${v.ratio.toFixed(2)}×`, v.budget, v.pass ? 'pass' : 'FAIL']),
        ),
      );
      const rows: SummaryRow[] = verdicts.map((v) => ({
        figure: `Lighthouse ${v.figure}, app vs floor (median of ${v.app.runs})`,
        value: `${format(v.figure)(v.app.median)} vs ${format(v.figure)(v.floor.median)} (${v.ratio.toFixed(2)}×)`,
        budget: v.budget,
        pass: v.pass,
      }));
      for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
        const s = spread(app.map((r) => r.scores[c]));
        rows.push({ figure: `Lighthouse ${c} (median of ${s.runs})`, value: formatSpread(s, String), budget: `>= ${BUDGETS[c]}`, pass: s.median >= BUDGETS[c] });
      }
      rows.push({ figure: 'Lighthouse CLS (median)', value: formatSpread(spread(app.map((r) => r.cls)), (n) => n.toFixed(3)), budget: 'printed', pass: true });
      return { rows, text: out.join('\n') };
    } finally {
      await floor.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measureLighthouse(parseBenchArgs(process.argv.slice(2), process.env).runs);
  console.log(report.text);
  console.log(report.rows.map((r) => `${r.pass ? 'pass' : 'FAIL'}  ${r.figure}: ${r.value} (budget ${r.budget})`).join('\n'));
  if (report.rows.some((r) => !r.pass)) process.exitCode = 1;
}
