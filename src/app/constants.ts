// The business constants and limits of spec section 9 (and the few storage keys of section 3) that
// the app's wiring, theme and views use, as plain values, so a number changes in one place.
// A constant a lower layer needs lives in that layer, which imports nothing from src/app
// (eslint.config.js): the amounts in src/lib/money.ts, the wire's item quantity and property_id
// in src/api, the bks_token cookie, telemetry sampling, the card form and the identity client's
// settings beside their adapters. A constant of a rule a machine enforces lives beside that rule
// in machines/ (passwords in auth/validation.ts, the firm group and the ARE search key in
// checkout/rules.ts, the network dialog's close delay in network/rules.ts, the repricing quiet
// period in pricing/). No React, no DOM.

// ── Layout (rules CONST-10, CONST-11, TOPBAR-7) ──────────────────────────────────────────────
/** Pixel widths. Below `mobile` is a phone; below `nav` the top bar collapses into a menu. */
export const BREAKPOINTS_PX = {
  narrow: 425,
  mobile: 550,
  nav: 900,
  navWide: 960,
} as const;

// ── Client-side storage (rules ROUTE-12..14, spec section 3) ─────────────────────────────────
export const ORGANISATION_QUERY_PARAM = 'o';
export const ORGANISATION_STORAGE_KEY = 'o';
export const NOMA_EMAIL_STORAGE_KEY = 'nomaEmail';
/** The spec names the flag but not its key; this is ours. */
export const DIRECT_TO_PAYMENT_STORAGE_KEY = 'directToPaymentInfo';

// ── Card provider's return page (rules ROUTE-8, ROUTE-9) ─────────────────────────────────────
export const RETURN_PAGE_PATH = '/return-page';

// ── Toasts (rules CONST-30..38, TOPBAR-8) ────────────────────────────────────────────────────
export const CHECKOUT_TOASTS = {
  placement: 'bottom-end',
  maxVisible: 3,
  durationMs: 4000,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
  /** Alt+T moves focus to the toast region. */
  hotkey: ['altKey', 'KeyT'],
} as const;
export const SIGN_UP_TOASTS = { placement: 'top-end', durationMs: 5000 } as const;

// ── Dialogs (rules CONST-39..43) ─────────────────────────────────────────────────────────────
export const DIALOG_SIZES = {
  maxWidthPx: 870,
  signUpMaxHeightPx: 720,
  adminSignUpMaxHeightPx: 700,
  headerHeightPx: 80,
} as const;

// ── Theme (rules CONST-55..60) ───────────────────────────────────────────────────────────────
export const THEME_COLORS = {
  black: '#0b0b0c',
  slateGrey: '#5a6472',
  blue: '#1f5fbf',
  lightBlue: '#e6effb',
  alertRed: '#c62828',
  lightGrey: '#f3f4f6',
} as const;
/** Heading and body sizes in px at full width; smaller screens scale headings down. */
export const TYPE_SCALE_PX = { h1: 50, h2: 40, h3: 24, h4: 20, body: 16, bodySmall: 14 } as const;
export const RICH_TEXT_PLACEHOLDER_PADDING_LEFT_PX = 10;
