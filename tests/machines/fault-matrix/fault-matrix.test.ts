// Issue 8's fault matrix: every call of spec section 7 the app makes × eight kinds of failure, each
// cell run through the machine that owns the call, with the app's real wiring, ky client, schemas
// and error catalogue, against an in-memory sandbox with the fault armed (docs/decisions/0018).
// Per cell: the toasts and words the catalogue prescribes (ERR-1..10, ERR-AUTH-*, ERR-NOMA-1,
// ERR-CHECKOUT-*, ERR-NETWORK-*), the page still usable, nothing typed lost, and after the user's
// retry exactly one record of any write (PAY-2, CONFIRM-4, docs/decisions/0007). Prints the matrix.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '../../../sandbox/server.ts';
import { typeScriptFiles } from '../../../scripts/source-files.ts';
import { createApi } from '../../../src/api/create-api.ts';
import type { Http } from '../../../src/api/client.ts';
import { createEnv, startMatrixSandbox } from './env.ts';
import { KINDS, TIMEOUT_MS } from './kinds.ts';
import { renderMatrix, runCell, writeMatrix, type CellResult } from './matrix.ts';
import { APP_ROWS } from './rows-app.ts';
import { BILLING_ROWS } from './rows-billing.ts';
import { AUTH_ROWS } from './rows-auth.ts';
import { ORGANISATION_ROWS } from './rows-organisation.ts';
import { PRICE_ROWS } from './rows-price.ts';
import { PAYMENT_ROWS } from './rows-payment.ts';
import { TRACKING_ROWS } from './rows-tracking.ts';

const ROWS = [...APP_ROWS, ...PRICE_ROWS, ...AUTH_ROWS, ...ORGANISATION_ROWS, ...PAYMENT_ROWS, ...BILLING_ROWS, ...TRACKING_ROWS];
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

/** Every function of src/api the app calls (`api.name(` in src/ outside src/api, or in machines/). */
function callsTheAppMakes(): Set<string> {
  const unused = () => Promise.reject(new Error('not called'));
  const http: Http = { json: unused, jsonOrNull: unused, text: unused, send: unused };
  const names = Object.keys(createApi({ http, identity: { domain: 'http://id.test', clientId: 'c', connection: 'db' } }));
  const files = ['src', 'machines'].flatMap((dir) => typeScriptFiles(dir)).filter((file) => !file.startsWith(join('src', 'api')));
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return new Set(names.filter((name) => new RegExp(`\\bapi\\.${name}\\(`).test(source)));
}

describe('API-1..API-46: the matrix has a row for every call the app makes', () => {
  it('no call the app makes is missing, and no row names a call the app never makes', () => {
    expect([...new Set(ROWS.map((row) => row.api))].sort()).toEqual([...callsTheAppMakes()].sort());
  });
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

describe('the coupon check goes through the error catalogue like every call', () => {
  it("ERR-5, COUPON-4, API-45: a 422 with an errors list toasts its first entry, the box says 'Invalid coupon.' and keeps the code", async () => {
    const env = await createEnv(sandbox);
    const coupon = PRICE_ROWS.find((row) => row.api === 'validateCoupon');
    if (coupon === undefined) throw new Error('no coupon row');
    const run = await coupon.prepare(env);
    try {
      await env.arm({ method: 'POST', path: coupon.path, status: 422, errors: ['Coupons are unavailable right now', 'second'] });
      env.notices.length = 0;
      await run.act();
      expect(env.notices).toEqual([{ kind: 'error', message: 'Coupons are unavailable right now' }]);
      expect(run.seen().inline).toBe('Invalid coupon.');
      expect(run.kept()).toBe(true);
    } finally {
      run.stop();
      env.stopAll();
      await env.disarm();
    }
  });
});
