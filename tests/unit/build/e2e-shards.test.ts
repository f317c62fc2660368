// How `npm run test:e2e` splits the browser suite (scripts/e2e-shards.ts, ADR 0042): each shard
// gets ports and build folders of its own, and the tests are dealt out in turn.
import { describe, expect, it } from 'vitest';
import { dealTests, shardCount, shardEnv } from '../../../scripts/e2e-shards.ts';

describe('end-to-end shards', () => {
  it('the first shard keeps the usual ports and folder; the next ones move every port by one', () => {
    expect(shardEnv(1, {})).toMatchObject({ E2E_APP_PORT: '4183', E2E_LIVE_APP_PORT: '4283', E2E_SANDBOX_PORT: '4330', E2E_OUT_DIR: 'dist-e2e' });
    expect(shardEnv(2, {})).toMatchObject({ E2E_APP_PORT: '4184', E2E_LIVE_APP_PORT: '4284', E2E_SANDBOX_PORT: '4331', E2E_OUT_DIR: 'dist-e2e-shard2' });
    expect(shardEnv(2, { E2E_APP_PORT: '5000', E2E_SANDBOX_PORT: '5100', E2E_OUT_DIR: 'dist-x' })).toMatchObject({
      E2E_APP_PORT: '5001',
      E2E_SANDBOX_PORT: '5101',
      E2E_OUT_DIR: 'dist-x-shard2',
    });
  });

  it('no shard empties the shared statechart recording: the runner does, once', () => {
    expect(shardEnv(1, {}).E2E_KEEP_BROWSER_RUNS).toBe('1');
  });

  it('deals the tests in turn, so the long ones at the start of the list are shared out', () => {
    expect(dealTests(['a:1', 'a:2', 'a:3', 'b:1', 'c:1'], 2)).toEqual([
      ['a:1', 'a:3', 'c:1'],
      ['a:2', 'b:1'],
    ]);
  });

  it('runs two shards unless told otherwise, and refuses a count that is not a whole number', () => {
    expect(shardCount({})).toBe(2);
    expect(shardCount({ E2E_SHARDS: '1' })).toBe(1);
    expect(() => shardCount({ E2E_SHARDS: '0' })).toThrow(/E2E_SHARDS/);
    expect(() => shardCount({ E2E_SHARDS: 'two' })).toThrow(/E2E_SHARDS/);
  });
});
