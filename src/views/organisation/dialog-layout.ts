// Shared sizes of the organisation dialogs (CONST-39, CONST-40, CONST-43): at most 870 px wide,
// the full width on medium screens and below, an 80 px header.
import { DIALOG_SIZES } from '../../app/constants.ts';

export const DIALOG_CONTENT_PROPS = {
  width: 'full',
  maxWidth: { base: 'full', lg: `min(560px, ${DIALOG_SIZES.maxWidthPx}px)` },
  marginX: { base: '0', lg: 'auto' },
} as const;

export const DIALOG_HEADER_PROPS = {
  minHeight: `${DIALOG_SIZES.headerHeightPx}px`,
  display: 'flex',
  alignItems: 'center',
  paddingEnd: '12',
} as const;
