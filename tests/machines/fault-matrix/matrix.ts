// The matrix's rows (one call of spec section 7 as one machine makes it), what each row promises
// the user for a failed call, and the run of one cell: arm the fault, let the user act, compare what
// they see, check the page is usable and nothing typed is lost, then retry and count the writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Api } from '../../../src/api/create-api.ts';
import type { Notice } from '../../../src/api/notices.ts';
import type { StateView } from '../../../sandbox/state-view.ts';
import { sleep, type Env } from './env.ts';
import { DELAY_MS, TIMEOUT_MS, type Kind, type KindName } from './kinds.ts';

/** One cell's live scenario, returned by a row's prepare() once the machine waits for the user. */
export interface Run {
  /** The user's action that makes the call (or the page load that does); resolves once settled. */
  act(): Promise<void>;
  /** The words the view shows beside the form (the machine's message), and the network dialog's case. */
  seen(): { inline: string | null; dialog: string | null };
  /** The row's definition of usable (its `usable` text) holds. */
  usable(): boolean;
  /** Everything the user typed is still there; null when the row has no typed input. */
  kept(): boolean | null;
  /** The user's own next try with the fault gone; true when it worked. */
  retry(): Promise<boolean>;
  stop(): void;
}

export type ToastPolicy =
  /** The catalogue's toasts as they are (not a quiet call). */
  | 'catalogue'
  /** A quiet call: the caller words the failure; only the 5xx request-id toast shows (ERR-2). */
  | 'request id only'
  /** Tracking: nothing at all. */
  | 'none';

export interface Row {
  /** As spec section 7 names it. */
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** The machine and actor that make the call. */
  owner: string;
  /** The function of src/api that makes it. */
  api: keyof Api;
  rules: string;
  /** What the call reads of a 200 answer: a body that is not read cannot be malformed. */
  reads: 'json' | 'text' | 'nothing';
  toasts: ToastPolicy;
  /** The words beside the form: the catalogue's message, the caller's own words, or none. */
  inline: 'catalogue' | string | null;
  /** The network dialog's case the failure opens, if any. */
  dialog?: string;
  /** Calls of the same address the flow makes before this one (they pass untouched). */
  skip?: number;
  /** What "usable" means for this call, in words (the matrix's second table). */
  usable: string;
  /** Which records must stay single after the failure and the retry, in words; absent for reads. */
  writes?: string;
  /** The count of those records once the retry has succeeded: must be 1. */
  countWrites?: (state: StateView, env: Env) => number;
  prepare(env: Env): Promise<Run>;
}

export interface Expected {
  toasts: Notice[];
  inline: string | null;
  dialog: string | null;
}

/** A body the call never reads (text or nothing) is not an error: the call simply succeeds. */
export const bodyIgnored = (row: Row, kind: Kind): boolean =>
  row.reads !== 'json' && (kind.name === 'not JSON' || kind.name === 'fails the schema');

export function expectedFor(row: Row, kind: Kind): Expected {
  if (bodyIgnored(row, kind)) return { toasts: [], inline: null, dialog: null };
  const toasts =
    row.toasts === 'catalogue' ? kind.notices : row.toasts === 'request id only' ? kind.notices.filter((n) => n.kind === 'request-id') : [];
  const inline = row.inline === 'catalogue' ? kind.message : row.inline;
  return { toasts, inline, dialog: row.dialog ?? null };
}

export interface CellResult {
  row: Row;
  kind: KindName;
  problems: string[];
  ms: number;
}

const show = (value: unknown) => JSON.stringify(value);

export async function runCell(row: Row, kind: Kind, env: Env): Promise<CellResult> {
  const started = Date.now();
  const problems: string[] = [];
  const run = await row.prepare(env);
  try {
    await env.arm({ method: row.method, path: row.path, times: row.method === 'GET' ? 3 : 1, ...(row.skip ? { skip: row.skip } : {}), ...kind.fault });
    env.notices.length = 0;
    await run.act();

    const expected = expectedFor(row, kind);
    const seen = { toasts: [...env.notices], ...run.seen() };
    if (show(seen.toasts) !== show(expected.toasts)) problems.push(`toasts ${show(seen.toasts)}, expected ${show(expected.toasts)}`);
    if (seen.inline !== expected.inline) problems.push(`message ${show(seen.inline)}, expected ${show(expected.inline)}`);
    if (seen.dialog !== expected.dialog) problems.push(`network dialog ${show(seen.dialog)}, expected ${show(expected.dialog)}`);
    if (!run.usable()) problems.push(`not usable: ${row.usable}`);
    if (run.kept() === false) problems.push('typed input lost');

    await env.disarm();
    // A late answer still runs the handler (a write lands after the client gave up): wait for it,
    // so the retry meets the worst case for a duplicate.
    if (kind.name === 'time-out') await sleep(DELAY_MS - TIMEOUT_MS + 100);
    env.notices.length = 0;
    if (!(await run.retry())) problems.push('the retry did not work');
    if (env.notices.some((n) => n.kind !== 'success' && n.kind !== 'info-persistent')) problems.push(`the retry toasted ${show(env.notices)}`);
    if (row.countWrites) {
      const count = row.countWrites(await env.state(), env);
      if (count !== 1) problems.push(`${count} records after the retry (${row.writes ?? 'writes'}), expected 1`);
    }
  } catch (error) {
    problems.push(`crashed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    run.stop();
    env.stopAll();
    await env.disarm().catch(() => undefined);
  }
  return { row, kind: kind.name, problems, ms: Date.now() - started };
}

/** The matrix as Markdown: calls as rows, fault kinds as columns, then what usable means per call. */
export function renderMatrix(rows: readonly Row[], kinds: readonly Kind[], results: readonly CellResult[], seconds: number): string {
  const cell = (row: Row, kind: Kind) => {
    const result = results.find((r) => r.row === row && r.kind === kind.name);
    if (!result) return 'not run';
    const mark = result.problems.length === 0 ? 'pass' : 'FAIL';
    return bodyIgnored(row, kind) ? `${mark} (body not read)` : mark;
  };
  const passed = results.filter((r) => r.problems.length === 0).length;
  const lines = [
    '# Fault matrix',
    '',
    `${passed} of ${results.length} cells pass (${rows.length} calls x ${kinds.length} fault kinds), ${seconds.toFixed(1)} s.`,
    'Generated by tests/machines/fault-matrix/fault-matrix.test.ts.',
    '',
    `| call | owner | ${kinds.map((k) => k.name).join(' | ')} |`,
    `|---|---|${kinds.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.call} | ${row.owner} | ${kinds.map((k) => cell(row, k)).join(' | ')} |`),
    '',
    '## What the user sees and what usable means, per call',
    '',
    '| call | toasts | beside the form | usable after the failure | no duplicate of |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${row.toasts} | ${row.inline === 'catalogue' ? "the catalogue's message" : (row.inline ?? '—')}${row.dialog ? `; network dialog '${row.dialog}'` : ''} | ${row.usable} | ${row.writes ?? '— (read)'} |`,
    ),
  ];
  const failures = results.filter((r) => r.problems.length > 0);
  if (failures.length > 0) {
    lines.push('', '## Failures', '');
    for (const f of failures) lines.push(`- ${f.row.call} x ${f.kind}: ${f.problems.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

export function writeMatrix(markdown: string): void {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/fault-matrix.md', markdown);
}
