// Card numbers as the card networks define them: the brand from the leading digits (the IIN
// ranges), the number and security-code lengths, and the Luhn check digit. One module for the
// sandbox card form and the sandbox card processor, so the two can never disagree on a number.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** A number as people type it: spaces and dashes between the groups are not part of it. */
export const withoutSeparators = (number: string): string => number.replace(/[\s-]/g, '');

/** The first `length` digits as a number, padded with zeros while fewer have been typed. */
const leading = (digits: string, length: number): number => Number(digits.slice(0, length).padEnd(length, '0'));

const within = (digits: string, length: number, low: number, high: number): boolean => {
  const prefix = leading(digits, length);
  return prefix >= low && prefix <= high;
};

/**
 * The brand from the number's leading digits: Visa 4; American Express 34 and 37; Mastercard
 * 51–55 and the 2-series 2221–2720; Discover 6011, 622126–622925 (its UnionPay co-brand range),
 * 644–649 and 65. Anything else, or fewer than two digits, is 'unknown'.
 */
export function detectBrand(number: string): CardBrand {
  const n = withoutSeparators(number);
  if (!/^\d+$/.test(n)) return 'unknown';
  if (n.startsWith('4')) return 'visa';
  if (n.length < 2) return 'unknown';
  if (n.startsWith('34') || n.startsWith('37')) return 'amex';
  if (within(n, 2, 51, 55) || within(n, 4, 2221, 2720)) return 'mastercard';
  if (n.startsWith('6011') || n.startsWith('65') || within(n, 3, 644, 649) || within(n, 6, 622126, 622925)) return 'discover';
  return 'unknown';
}

/** How many digits a card of this brand has (American Express 15, the others 16). */
export const cardNumberLength = (brand: CardBrand): number => (brand === 'amex' ? 15 : 16);

/** How many digits its security code has (American Express 4 on the front, the others 3). */
export const securityCodeLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** The Luhn (mod 10) check digit of a 12- to 19-digit number; anything else fails. */
export function luhnValid(number: string): boolean {
  const n = withoutSeparators(number);
  if (!/^\d{12,19}$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let digit = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
