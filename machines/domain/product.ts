// A cart product, i.e. a plan the visitor can buy (spec 3, rules ENTITY-1..6).

export type Audience = 'individual' | 'group';

export interface Product {
  id: string;
  name: string;
  display_name: string;
  /** Months; 12 is yearly. */
  duration: number;
  /** Cents. */
  amount: number;
  /** Comma-separated features; empty when none. */
  product_details: string;
  audience: Audience;
  access_level: string;
  /** Open seats; null when unlimited. */
  cap_limit: number | null;
  price_id: string;
  /** Cents: the standing price, shown struck through when above `amount`. */
  base_price: number;
}
