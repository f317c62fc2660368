// sandbox/catalogue.json must stay an unchanged copy of ../shared/sandbox/catalogue.json.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATH, loadCatalogue } from '../../sandbox/catalogue.ts';

const SHARED = fileURLToPath(new URL('../../../shared/sandbox/catalogue.json', import.meta.url));
const sharedPresent = existsSync(SHARED);

describe('catalogue copy', () => {
  it.skipIf(!sharedPresent)(`equals ${SHARED} byte for byte`, () => {
    expect(readFileSync(CATALOGUE_PATH, 'utf8')).toBe(readFileSync(SHARED, 'utf8'));
  });

  it.runIf(!sharedPresent)('is skipped: ../shared/sandbox/catalogue.json is absent on this machine', () => {
    console.warn(`catalogue copy check skipped: ${SHARED} not found`);
  });

  it('matches the schema the sandbox loads (every seeded price exists)', () => {
    const catalogue = loadCatalogue();
    const prices = new Set(catalogue.products.map((p) => p.price_id));
    for (const account of catalogue.accounts) for (const s of account.subscriptions) expect(prices.has(s.price_id)).toBe(true);
  });
});
