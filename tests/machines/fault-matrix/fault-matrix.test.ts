// Issue 8's fault matrix: every call of spec section 7 the app makes × eight kinds of failure, each
// cell run through the machine that owns the call, with the app's real wiring, ky client, schemas
// and error catalogue, against an in-memory sandbox with the fault armed (docs/decisions/0018).
// Per cell: the toasts and words the catalogue prescribes (ERR-1..10, ERR-AUTH-*, ERR-NOMA-1,
// ERR-CHECKOUT-*, ERR-NETWORK-*), the page still usable, nothing typed lost, and after the user's
// retry exactly one record of any write (PAY-2, CONFIRM-4, docs/decisions/0007). Prints the matrix.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../sandbox/server.ts';
import { createEnv, startMatrixSandbox } from './env.ts';
import { KINDS, TIMEOUT_MS } from './kinds.ts';
import { renderMatrix, runCell, writeMatrix, type CellResult } from './matrix.ts';
import { APP_ROWS } from './rows-app.ts';
import { FORM_ROWS } from './rows-forms.ts';
import { PAYMENT_ROWS } from './rows-payment.ts';
import { TRACKING_ROWS } from './rows-tracking.ts';

const ROWS = [...APP_ROWS, ...FORM_ROWS, ...PAYMENT_ROWS, ...TRACKING_ROWS];
const results: CellResult[] = [];
let sandbox: Sandbox;
const started = Date.now();

beforeAll(async () => {
  sandbox = await startMatrixSandbox();
  // The catalogue's details of a malformed answer go to console.warn (docs/decisions/0004).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});


afterAll(async () => {
  await sandbox.close();
  const markdown = renderMatrix(ROWS, KINDS, results, (Date.now() - started) / 1000);
  writeMatrix(markdown);
  console.log(markdown);
});

for (const row of ROWS) {
  describe(`${row.rules}: ${row.call} (${row.owner})`, () => {
    for (const kind of KINDS) {
      it(`× ${kind.name}`, async () => {
        const env = await createEnv(sandbox, kind.name === 'time-out' ? TIMEOUT_MS : undefined);
        const result = await runCell(row, kind, env);
        results.push(result);
        expect(result.problems).toEqual([]);
      });
    }
  });
}
