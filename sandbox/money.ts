// Cent arithmetic without floating-point drift: percentages such as 8.875 become exact integer
// ratios before the one rounding (half up, to the cent) the pricing rules ask for.

/** The decimal digits of a percentage, as an integer ratio: 8.875 → { units: 8875, scale: 1000 }. */
function percentRatio(percent: number): { units: bigint; scale: bigint } {
  const text = percent.toString();
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`unsupported percentage: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half up (away from zero at exactly .5). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be positive');
  const sign = numerator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  return sign * ((2n * n + denominator) / (2n * denominator));
}

/** amount (cents) × percent / 100, rounded half up to the cent. */
export function percentOf(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new Error(`amount must be whole cents: ${amountCents}`);
  const { units, scale } = percentRatio(percent);
  return Number(divideHalfUp(BigInt(amountCents) * units, 100n * scale));
}

/** amount × part / whole, rounded half up (the proration credit for unused days). */
export function fractionOf(amountCents: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number(divideHalfUp(BigInt(amountCents) * BigInt(part), BigInt(whole)));
}
