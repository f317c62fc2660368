// docs/sandbox.md's 'Test cards and bank accounts' tables (linked from the README) say what each
// catalogue test card and bank account does (ADR 0023): a card or account added to the catalogue,
// or a changed outcome, fails here until the page says it too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../sandbox/catalogue.ts';

const readme = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
const { test_cards: cards, test_bank_accounts: accounts } = loadCatalogue();
const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** The table row that starts with this number in backticks. */
const rowOf = (number: string): string => readme.split('\n').find((line) => line.startsWith(`| \`${number}\` |`)) ?? '';

describe("the sandbox page's test cards and bank accounts (PAY-3, PAY-4, ROLE-16)", () => {
  it.each(cards.map((c) => [c.number, c] as const))('card %s has a row with its brand and what it does', (number, card) => {
    const row = rowOf(number);
    expect(row).not.toBe('');
    expect(row).toContain(BRAND_NAMES[card.brand] ?? card.brand);
    if (card.funding) expect(row).toContain(card.funding);
    if (card.outcome === 'succeeded') {
      expect(row).toMatch(/\| succeeds \|$/);
    } else if (card.outcome === 'requires_action') {
      expect(row).toContain('authentication step');
    } else {
      expect(row).toContain(`\`${card.outcome}\``);
      if (card.decline_code) expect(row).toContain(`\`${card.decline_code}\``);
      expect(row).toContain(`'${card.message ?? ''}'`);
    }
  });

  it.each(accounts.map((a) => [a.account, a] as const))('bank account %s has a row with what it does', (account, bank) => {
    const row = rowOf(account);
    expect(row).not.toBe('');
    if (bank.outcome === 'succeeded') {
      expect(row).toMatch(/\| succeeds \|$/);
    } else {
      expect(row).toContain(`\`${bank.failure_code ?? ''}\``);
      expect(row).toContain(`'${bank.message ?? ''}'`);
    }
    expect(readme).toContain(`routing \`${bank.routing}\``);
  });
});
