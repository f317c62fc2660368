// Reads back what storyboard/review.html lists (since.ts writes it): the states its changed screens
// are under (`machine:state`) and the chart changes (code in backticks), for the --since check.
const unescape = (text: string): string => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function readReview(html: string): { changedStates: string[]; chartChanges: string[] } {
  const changedStates = [...html.matchAll(/<section class="state" data-state="([^"]+)"/g)].map((m) => unescape(m[1] ?? ''));
  const chart = /<div class="chart-changes">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const chartChanges = [...chart.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => unescape((m[1] ?? '').replace(/<\/?code>/g, '`')));
  return { changedStates, chartChanges };
}
