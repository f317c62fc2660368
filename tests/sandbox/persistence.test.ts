// Persistence of the records: the data file, reset to the seed, and POST /__sandbox/reset.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../sandbox/catalogue.ts';
import { createStore } from '../../sandbox/store.ts';
import { FIXED_NOW, startSandbox } from './harness.ts';

const catalogue = loadCatalogue();
const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sandbox.json');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('store persistence (docs/decisions/0005)', () => {
  it('writes the seed at first start and a later store reads the changes back', () => {
    const dataFile = tempFile();
    const first = createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ accounts: expect.any(Array) as unknown });
    first.state.waitlists[0]?.members.push({ member_email: 'x@example.com', position: 1 });
    first.save();
    const second = createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    expect(second.state.waitlists[0]?.members).toEqual([{ member_email: 'x@example.com', position: 1 }]);
    expect(second.accountByEmail('member@example.com')?.auth_token).toBe(first.accountByEmail('member@example.com')?.auth_token);
    // Written through a temporary file and a rename: nothing else is left beside it.
    expect(readdirSync(join(dataFile, '..'))).toEqual(['sandbox.json']);
  });

  it('reset restores the seed in memory and in the file', () => {
    const dataFile = tempFile();
    const store = createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    const accounts = store.state.accounts;
    store.state.subscriptions.length = 0;
    store.save();
    store.reset();
    expect(store.state.subscriptions.map((s) => s.id)).toContain('sub_member_pro');
    expect(store.state.accounts).not.toBe(accounts); // new seed lists, same state object
    const reread = createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    expect(reread.state.subscriptions.map((s) => s.id)).toContain('sub_member_pro');
  });

  it('starts from the seed when the file is not a sandbox state', () => {
    const dataFile = tempFile();
    createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    writeFileSync(dataFile, '{"accounts": "broken"}');
    const store = createStore({ catalogue, dataFile, now: () => FIXED_NOW });
    expect(store.state.accounts.length).toBe(catalogue.accounts.length);
  });

  it('keeps records in memory only when dataFile is null', () => {
    const a = createStore({ catalogue, dataFile: null, now: () => FIXED_NOW });
    a.state.tracking.push({ at: '', kind: 'terms', member_email: null, body: null });
    expect(createStore({ catalogue, dataFile: null, now: () => FIXED_NOW }).state.tracking).toEqual([]);
  });

  it('a sandbox on a data file keeps a sign-up across restarts, and POST /__sandbox/reset forgets it', async () => {
    const dataFile = tempFile();
    const body = { email: 'kept@example.com', password: 'Secret#123', firstname: 'K', lastname: 'P', property_id: 1 };
    const first = await startSandbox({ dataFile });
    expect((await first.call('/v1/are/member/profile', { body })).status).toBe(200);
    await first.sandbox.close();
    const second = await startSandbox({ dataFile });
    expect(await second.logIn('kept@example.com', 'Secret#123')).toMatch(/\w+/);
    expect((await second.call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await second.call('/v1/guest/are/log_in', { body: { email: 'kept@example.com', password: 'Secret#123' } })).status).toBe(401);
    expect(createStore({ catalogue, dataFile, now: () => FIXED_NOW }).accountByEmail('kept@example.com')).toBeUndefined();
  });
});
