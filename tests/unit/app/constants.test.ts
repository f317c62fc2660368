// The business constants of spec section 9, read from the one module that holds them.
import { describe, expect, it } from 'vitest';
import * as c from '../../../src/app/constants.ts';

describe('constants', () => {
  it('orders: quantity 1, property_id 1, firm group 91 (CONST-6, CONST-7, CONST-8, CONST-9)', () => {
    expect(c.ITEM_QUANTITY).toBe(1);
    expect(c.PROPERTY_ID).toBe(1);
    expect(c.FIRM_GROUP_ID).toBe(91);
  });

  it('layout widths: mobile under 550, navigation 425 / 900 / 960 (CONST-10, CONST-11, TOPBAR-7)', () => {
    expect(c.BREAKPOINTS_PX).toEqual({ narrow: 425, mobile: 550, nav: 900, navWide: 960 });
  });

  it('passwords: 8 characters, specials !@#$%&* (CONST-12, CONST-13)', () => {
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%&*');
  });

  it('timing: 500 ms repricing debounce, network dialog closes after 1 s (CONST-14, CONST-15)', () => {
    expect(c.REPRICE_DEBOUNCE_MS).toBe(500);
    expect(c.NETWORK_DIALOG_CLOSE_DELAY_MS).toBe(1000);
  });

  it('token cookie bks_token: path /, 7 days (CONST-16, CONST-18)', () => {
    expect(c.TOKEN_COOKIE).toEqual({ name: 'bks_token', path: '/', expiresDays: 7 });
  });

  it('payment form: subscription, USD, automatic capture; card / card + bank (CONST-19, CONST-20, CONST-21, CONST-23, CONST-24)', () => {
    expect(c.PAYMENT_FORM.mode).toBe('subscription');
    expect(c.PAYMENT_FORM.currency).toBe('usd');
    expect(c.PAYMENT_FORM.captureMethod).toBe('automatic');
    expect(c.PAYMENT_FORM.individualPaymentMethods).toEqual(['card']);
    expect(c.PAYMENT_FORM.groupPaymentMethods).toEqual(['card', 'us_bank_account']);
  });

  it('plan-name keys and the ARE search key (CONST-25, CONST-26, CONST-27, CONST-28)', () => {
    expect(Object.values(c.PLAN_NAME_KEYS)).toEqual(['ARE', 'ARE 5.0', 'CSE', 'Expert', 'Pro']);
    expect(c.ARE_SUBSCRIPTION_SEARCH_KEY).toBe('ARE 5.0');
    expect(c.WIDGET_DEFAULT_PRODUCT).toEqual({ name: 'ARE 5.0 Expert 1-Month Subscription Firm', price: '599.00' });
  });

  it('toasts (CONST-30, CONST-31, CONST-32, CONST-33, CONST-34, CONST-35, CONST-36, CONST-37, CONST-38)', () => {
    expect(c.CHECKOUT_TOASTS).toEqual({
      placement: 'bottom-end',
      maxVisible: 3,
      durationMs: 4000,
      gapPx: 14,
      widthPx: 356,
      swipeThresholdPx: 45,
      removeDelayMs: 200,
      hotkey: ['altKey', 'KeyT'],
    });
    expect(c.SIGN_UP_TOASTS).toEqual({ placement: 'top-end', durationMs: 5000 });
  });

  it('dialogs: 870 wide, 720 / 700 high, 80 px header (CONST-39, CONST-41, CONST-42, CONST-43)', () => {
    expect(c.DIALOG_SIZES).toEqual({ maxWidthPx: 870, signUpMaxHeightPx: 720, adminSignUpMaxHeightPx: 700, headerHeightPx: 80 });
  });

  it('identity client (CONST-44, CONST-45, CONST-46, CONST-47, CONST-48, CONST-49, CONST-50, CONST-51, CONST-52)', () => {
    expect(c.IDENTITY_CLIENT).toEqual({
      scope: 'openid profile email',
      httpTimeoutSeconds: 10,
      popupTimeoutSeconds: 60,
      defaultTimeoutSeconds: 60,
      leewaySeconds: 60,
      lockWaitSeconds: 5,
      maxRetries: 3,
      sessionCookieDays: 1,
      cacheLocation: 'memory',
      useRefreshTokens: true,
    });
  });

  it('telemetry sampling: replay 20 %, sessions 100 % (CONST-53, CONST-54)', () => {
    expect(c.TELEMETRY_SAMPLING).toEqual({ sessionReplayPercent: 20, sessionPercent: 100 });
  });

  it('type scale and rich-text inset (CONST-56, CONST-57, CONST-58, CONST-60)', () => {
    expect(c.TYPE_SCALE_PX).toEqual({ h1: 50, h2: 40, h3: 24, h4: 20, body: 16, bodySmall: 14 });
    expect(c.RICH_TEXT_PLACEHOLDER_PADDING_LEFT_PX).toBe(10);
  });
});
