import type { Row } from './matrix.ts';
export const TRACKING_ROWS: readonly Row[] = [];
