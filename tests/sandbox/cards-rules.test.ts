// The pure card rules (sandbox/cards/test-cards.ts) against the catalogue: brands and Luhn (from
// src/lib/cards.ts) agree with every listed card, expiry, and each card's and account's outcome.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCatalogue } from '../../sandbox/catalogue.ts';
import { bankOutcome, cardOutcome, isExpired } from '../../sandbox/cards/test-cards.ts';
import { detectBrand, luhnValid } from '../../src/lib/cards.ts';

const { test_cards: testCards, test_bank_accounts: testBanks } = loadCatalogue();
const NOW = new Date('2026-11-22T12:00:00Z');

describe('brand detection (PAGE1-2)', () => {
  it('names the brand of every catalogue test card as the catalogue does', () => {
    for (const c of testCards) expect(detectBrand(c.number)).toBe(c.brand);
  });
});

describe('Luhn check (PAY-3)', () => {
  it('accepts every catalogue test card and rejects a one-digit change', () => {
    for (const c of testCards) {
      expect(luhnValid(c.number)).toBe(true);
      const last = Number(c.number.at(-1));
      expect(luhnValid(`${c.number.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
  });
});

describe('expiry (PAY-3)', () => {
  it('keeps a card good through the last day of its month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 27, NOW)).toBe(false);
    expect(isExpired(12, 25, NOW)).toBe(true);
  });
});

describe('outcomes (PAY-3, ROLE-16)', () => {
  const details = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: number.startsWith('3') ? '1234' : '123' });

  it("gives each catalogue card its outcome, with the catalogue's message for failures", () => {
    for (const c of testCards) {
      const outcome = cardOutcome(details(c.number), testCards, NOW);
      if (c.outcome === 'succeeded' || c.outcome === 'requires_action') {
        expect(outcome).toEqual({ kind: c.outcome, brand: c.brand, last4: c.number.slice(-4) });
      } else {
        const code = c.outcome === 'card_declined' ? 'card_declined' : c.outcome;
        expect(outcome).toEqual({ kind: 'failed', error: { type: 'card_error', code, ...(c.decline_code ? { decline_code: c.decline_code } : {}), message: c.message } });
      }
    }
  });

  it('declines every well-formed number the catalogue does not list', () => {
    const listed = new Set(testCards.map((c) => c.number));
    fc.assert(fc.property(fc.stringMatching(/^4\d{14}$/), (body) => {
      const number = [...'0123456789'].map((d) => `${body}${d}`).find(luhnValid) ?? '';
      fc.pre(!listed.has(number));
      expect(cardOutcome(details(number), testCards, NOW)).toEqual({
        kind: 'failed',
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      });
    }));
  });

  it('answers the bank test accounts as the catalogue says: accepted, then the debit succeeds or fails with its failure_code (ROLE-16)', () => {
    for (const b of testBanks) {
      const outcome = bankOutcome(b.routing, b.account, testBanks);
      const debit = b.outcome === 'succeeded'
        ? { kind: 'succeeds' }
        : { kind: 'fails', error: { type: 'invalid_request_error', code: b.failure_code, message: b.message } };
      expect(outcome).toEqual({ kind: 'accepted', last4: b.account.slice(-4), debit });
    }
    expect(testBanks.filter((b) => b.outcome !== 'succeeded').map((b) => b.failure_code)).toEqual(['no_account', 'account_closed', 'insufficient_funds', 'debit_not_authorized']);
  });
});
