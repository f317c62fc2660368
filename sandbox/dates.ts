// Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so answers do not depend on the host's zone.

const DAY_MS = 86_400_000;

export const toIsoDate = (d: Date): string => d.toISOString().slice(0, 10);

export function parseIsoDate(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${date}`);
  return d;
}

/** Adds whole months, clamping the day (Jan 31 + 1 month = Feb 28/29) as billing systems do. */
export function addMonths(date: string, months: number): string {
  const d = parseIsoDate(date);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);

/**
 * catalogue.period_rule: the period end is moved by whole billing periods to the first such
 * date after today. It moves back as well as forward so that unused days never exceed a period.
 */
export function rollPeriodEnd(end: string, durationMonths: number, today: string): string {
  let k = 0;
  while (addMonths(end, k * durationMonths) <= today) k += 1;
  while (addMonths(end, (k - 1) * durationMonths) > today) k -= 1;
  return addMonths(end, k * durationMonths);
}
