import type { Row } from './matrix.ts';
export const PAYMENT_ROWS: readonly Row[] = [];
