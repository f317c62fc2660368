import type { Row } from './matrix.ts';
export const APP_ROWS: readonly Row[] = [];
