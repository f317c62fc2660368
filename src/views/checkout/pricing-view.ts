// How the order summary compares two readings of the plans' discounts (selectItemDiscounts).

/** Two discount maps hold the same numbers (keeps useSelector from re-rendering on every answer). */
export function sameDiscounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
